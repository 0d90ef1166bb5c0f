import type { ProductFlag } from '../../contracts/api.contract';
import { STORE_SEARCH_WORDS } from '../../contracts/store-features';
import { findUsState, type UsState } from '../../states/us-states';
import { productOfWord, type QueryReading } from './understand-query';

/** A city a search read its text as naming, as a fallback needs it. */
export interface FallbackPlace {
  name: string;
  slug: string;
  stateSlug: string;
  stateAbbreviation: string;
  latitude: number | null;
  longitude: number | null;
}

/** What a search found of its text when no store matched every word. */
export interface StrictOutcome {
  /** The city it read the text as naming (the first of its namesakes), if any. */
  place: FallbackPlace | null;
  /** The text's words that were not the place's, as typed. */
  rest: string[];
  /** A state the text named, by name or at its end. */
  state: UsState | null;
}

/**
 * One search to try instead, in order (`fallbackSteps`):
 * - `fewer-words`: the text without `dropped`;
 * - `place`: the stores of the place (a city, or a state), those that sell `products` when any;
 * - `nearest`: the stores nearest the city, those that sell `products`.
 */
export type FallbackStep =
  | { kind: 'fewer-words'; text: string; dropped: string[] }
  | { kind: 'place'; place: FallbackPlace | UsState; products: ProductFlag[] }
  | { kind: 'nearest'; place: FallbackPlace; products: ProductFlag[] };

/** Words every store holds ('consignment'): never the ones to drop, never enough alone. */
const EVERY_STORE = new Set(STORE_SEARCH_WORDS.split(' '));
/** Words dropped one at a time, at most, before the place is searched alone. */
const SINGLE_DROPS_MAX = 3;

/**
 * What to search when no store matches every word of a text, in order, as search engines relax a
 * query (Algolia's `removeWordsIfNoResults`, Typesense's `drop_tokens_threshold`): first the words
 * the directory holds nowhere, all at once; then one other word at a time, from the last, never the
 * place's words nor a product's; then the place alone with the products as filters, the stores
 * nearest it that sell them, and the place alone; a state named, alone; last, the word of the text
 * the directory knows that says the most (the longest, the last of as long), alone. `known` tells whether a store holds
 * a word (its name, its place, what it sells).
 */
export function fallbackSteps(reading: QueryReading, outcome: StrictOutcome, known: (word: string) => boolean): FallbackStep[] {
  const words = reading.text.split(' ').filter(Boolean);
  const rest = new Set(outcome.rest);
  const productWords = new Set(words.filter((word) => productOfWord(word) !== null));
  // A state the text named is its place as a city is.
  const stateWords = new Set(
    outcome.state ? [...outcome.state.name.toLowerCase().split(' '), outcome.state.abbreviation.toLowerCase()] : [],
  );
  const droppable = words.filter((word) => rest.has(word) && !productWords.has(word) && !EVERY_STORE.has(word) && !stateWords.has(word));
  const steps: FallbackStep[] = [];
  const without = (dropped: string[]) => {
    const kept = words.filter((word) => !dropped.includes(word));
    // Only words every store holds left: nothing to match but the rest of the steps.
    if (kept.length > 0 && kept.some((word) => !EVERY_STORE.has(word)))
      steps.push({ kind: 'fewer-words', text: kept.join(' '), dropped: [...new Set(dropped)] });
  };

  const unknown = droppable.filter((word) => !known(word));
  if (unknown.length > 0) without(unknown);
  const knownDroppable = droppable.filter((word) => known(word));
  for (const word of [...knownDroppable].reverse().slice(0, SINGLE_DROPS_MAX)) without([...unknown, word]);

  const { place } = outcome;
  if (place) {
    if (reading.products.length > 0) {
      steps.push({ kind: 'place', place, products: reading.products });
      if (place.latitude !== null && place.longitude !== null) steps.push({ kind: 'nearest', place, products: reading.products });
    }
    steps.push({ kind: 'place', place, products: [] });
  } else if (outcome.state) {
    if (reading.products.length > 0) steps.push({ kind: 'place', place: outcome.state, products: reading.products });
    steps.push({ kind: 'place', place: outcome.state, products: [] });
  }
  // The longest; of as long, the last (a name's last word is mostly what it is: 'chaise').
  const informative = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => known(word) && !EVERY_STORE.has(word) && !findUsState(word))
    .sort((a, b) => b.word.length - a.word.length || b.index - a.index)[0]?.word;
  if (informative && words.length > 1) without(words.filter((word) => word !== informative));
  return steps;
}
