import { searchWords, stateAtEnd } from '../query/search-synonyms';
import type { SearchTerm } from './search-terms';

/** A place's namesakes listed after it, at most. */
export const NAMESAKES_MAX = 5;
/** Cities read as a text's possible places, the biggest first. */
export const PLACE_CANDIDATES_MAX = 500;

/** A city a search's text may name, with the stems of its name's words in order. */
export interface PlaceCity {
  id: number;
  name: string;
  slug: string;
  storeCount: number;
  stateSlug: string;
  stateAbbreviation: string;
  /** Its centre: where the stores nearest it are measured from. */
  latitude: number | null;
  longitude: number | null;
  lexemes: string[];
}

/**
 * Where a city's name's words stand side by side among a text's words (each its own stem, a
 * synonym's or a close word's), the fewest close words first; null when they do not.
 */
function placeMatch(
  lexemes: string[],
  terms: SearchTerm[],
  alternatives: (term: SearchTerm) => string[],
): { start: number; end: number; typos: number } | null {
  let best: { start: number; end: number; typos: number } | null = null;
  for (let start = 0; lexemes.length > 0 && start + lexemes.length <= terms.length; start++) {
    let typos = 0;
    const fits = lexemes.every((lexeme, offset) => {
      const term = terms[start + offset]!;
      if (alternatives(term).includes(lexeme)) return true;
      typos += 1;
      return term.close.includes(lexeme);
    });
    if (fits && (!best || typos < best.typos)) best = { start, end: start + lexemes.length - 1, typos };
  }
  return best;
}

/**
 * The cities a text names, among those read with its words (`wordsAndCities`):
 * - `places`: the city whose every word is among the text's, side by side, typos and short forms
 *   forgiven ('consignment long beach', 'chciago', 'saint louis'): the one in the state the text
 *   ends with ('portland me'), else the one of the most words, the fewest typos, the most stores;
 *   then its namesakes in other states, the most stores first. `rest`: the text's other words;
 *   `typos`: how many of the place's words were read through a typo.
 * - `named`: cities whose name holds every word ('saint' finds every Saint and St.);
 *   `namedByPrefix`: only with the last word as a prefix ('glen bur').
 */
export function readPlaces(
  terms: SearchTerm[],
  cities: PlaceCity[],
  text: string,
): { places: PlaceCity[]; typos: number; stateNamed: boolean; rest: SearchTerm[]; named: number[]; namedByPrefix: number[] } {
  const none = { places: [], typos: 0, stateNamed: false, rest: terms, named: [], namedByPrefix: [] };
  if (terms.length === 0) return none;
  const alternatives = (term: SearchTerm) => [term.lexeme, ...term.synonyms];
  const state = stateAtEnd(searchWords(text));
  const found = cities.flatMap((city) => {
    const match = placeMatch(city.lexemes, terms, alternatives);
    if (!match) return [];
    // The state right after the city's words ('chicago il'), not after other words ('portland style by me').
    const next = terms[match.end + 1];
    const inState =
      state !== null &&
      city.stateSlug === state.state.slug &&
      terms[match.end]!.position <= state.before &&
      (next === undefined || next.position > state.before);
    return [{ city, ...match, inState }];
  });
  found.sort(
    (a, b) =>
      Number(b.inState) - Number(a.inState) ||
      b.end - b.start - (a.end - a.start) ||
      a.typos - b.typos ||
      b.city.storeCount - a.city.storeCount,
  );
  const best = found[0];
  const holds = (city: PlaceCity, term: SearchTerm, prefix: boolean) =>
    alternatives(term).some((lexeme) => city.lexemes.includes(lexeme)) ||
    (prefix && city.lexemes.some((lexeme) => lexeme.startsWith(term.lexeme)));
  const placeIds = new Set<number>();
  let places: PlaceCity[] = [];
  let rest = terms;
  if (best) {
    const namesakes = found.filter(
      (other) => other !== best && other.start === best.start && other.end === best.end && other.city.name === best.city.name,
    );
    places = [best.city, ...namesakes.map((other) => other.city).slice(0, NAMESAKES_MAX)];
    for (const city of places) placeIds.add(city.id);
    // The state that chose the place is said: its words are not looked for in the stores.
    const stateFrom = best.inState ? state!.before : Number.POSITIVE_INFINITY;
    rest = terms.filter((term, index) => (index < best.start || index > best.end) && term.position <= stateFrom);
  }
  const others = cities.filter((city) => !placeIds.has(city.id));
  const named = others.filter((city) => terms.every((term) => holds(city, term, false)));
  const namedByPrefix = others.filter(
    (city) => !named.includes(city) && terms.every((term, index) => holds(city, term, index === terms.length - 1)),
  );
  return {
    places,
    typos: best?.typos ?? 0,
    stateNamed: best?.inState ?? false,
    rest,
    named: named.map((city) => city.id),
    namedByPrefix: namedByPrefix.map((city) => city.id),
  };
}
