import { zipCodePlace } from '../common/places/zip-codes';
import { STORE_SEARCH_WORDS } from '../contracts/store-features';
import { findUsState } from '../states/us-states';
import { plainWord, typoDistance, type PlaceNames } from '../search/query/place-names';
import { stateAtEnd } from '../search/query/search-synonyms';
import { understandQuery } from '../search/query/understand-query';
import { anyLexeme } from '../search/engine/search-terms';
import { categoryOf } from './feeds/feed-items';

/** Where item results are measured from: a city of the directory, or a ZIP code's centre. */
export type ItemPlace = { kind: 'city'; stateSlug: string; citySlug: string } | { kind: 'zip'; zipCode: string };

/** An item search's text read as what it asks: the words items must hold, and the place, if any. */
export interface ItemQueryReading {
  /** Words items must hold, each a plain word; empty: any item (near the place). */
  words: string[];
  place: ItemPlace | null;
}

/** Words every store is, and those joining a place to the rest ('dresser in austin'): no item needs them. */
const NOT_ITEM_WORDS = new Set([...STORE_SEARCH_WORDS.split(' '), 'stores', 'shops', 'in', 'at', 'of', 'for', 'the', 'a', 'an', 'and']);
/** A place's name, at most this many words, read from the end of a text. */
const PLACE_WORDS_MAX = 4;
/** A city named through a typo: from this many letters. */
const TYPO_LENGTH = 4;

/**
 * The city of the directory these words name whole, in `stateSlug` if given; a typo is forgiven from
 * 4 letters, in a one-word name only where `typoInOneWord` (a word of a text may be an item's: 'belt'
 * is no misspelt Bell without its state).
 */
function cityNamed(words: string[], places: PlaceNames, stateSlug: string | null, typoInOneWord: boolean): ItemPlace | null {
  const typed = words.join(' ');
  const found = places
    .suggest(stateSlug ? `${typed} ${stateSlug.replace(/-/g, ' ')}` : typed, 10)
    .filter((place) => !stateSlug || place.stateSlug === stateSlug)
    .find((place) => {
      const name = place.name.split(/\s+/).map(plainWord).filter(Boolean).join(' ');
      if (name === typed) return true;
      const typoAllowed = words.length > 1 || stateSlug !== null || typoInOneWord;
      return typoAllowed && typed.length >= TYPO_LENGTH && typoDistance(typed, name, 1) <= 1;
    });
  return found ? { kind: 'city', stateSlug: found.stateSlug, citySlug: found.slug } : null;
}

/**
 * The place a `near` value names: a ZIP code ('78701'), a city as the site writes it ('austin-tx'),
 * or a city's name as typed ('Austin, TX', 'san antonio'); null when it names none.
 */
export function readNearPlace(near: string, places: PlaceNames): ItemPlace | null {
  const value = near.trim().toLowerCase();
  if (value === '') return null;
  if (/^\d{5}$/.test(value)) return { kind: 'zip', zipCode: value };
  const slugged = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2})$/.exec(value);
  const state = slugged ? findUsState(slugged[2]!) : undefined;
  if (slugged && state) {
    // A city's address on the site, looked up whole (the site's own links); else read as a name typed with hyphens.
    const citySlug = slugged[1]!;
    if (places.bySlug(state.slug, citySlug)) return { kind: 'city', stateSlug: state.slug, citySlug };
    return cityNamed(citySlug.split('-'), places, state.slug, true) ?? { kind: 'city', stateSlug: state.slug, citySlug };
  }
  const words = value
    .split(/[\s,.-]+/)
    .map(plainWord)
    .filter(Boolean);
  const named = stateAtEnd(words);
  return cityNamed(named ? words.slice(0, named.before) : words, places, named?.state.slug ?? null, true);
}

/**
 * Reads an item search ('mid century dresser austin tx', 'coach bag near chicago'): the search
 * module's reading first (nicknames, names run together, filler words), then a place at the end of
 * the text, a city's name whole with its state after it or not, when `near` names none. A text that is
 * only a place asks for every item there.
 */
export function readItemQuery(q: string, near: string, places: PlaceNames): ItemQueryReading {
  const reading = understandQuery(q, places);
  let words = reading.text.split(' ').map(plainWord).filter(Boolean);
  let place = readNearPlace(near, places);
  if (!place) {
    const zip = words.findLast((word) => /^\d{5}$/.test(word) && zipCodePlace(word) !== undefined);
    if (zip) {
      place = { kind: 'zip', zipCode: zip };
      words = words.filter((word) => word !== zip);
    }
  }
  if (!place) {
    const state = stateAtEnd(words);
    const end = state ? state.before : words.length;
    for (let count = Math.min(PLACE_WORDS_MAX, end); count >= 1 && !place; count--) {
      // A kind of item is what is sought, not a town of its name ('dresser': Dresser, WI).
      if (count === 1 && categoryOf(words[end - 1])) continue;
      place = cityNamed(words.slice(end - count, end), places, state?.state.slug ?? null, false);
      if (place) words = words.slice(0, end - count);
    }
  }
  return { words: words.filter((word) => !NOT_ITEM_WORDS.has(word)), place };
}

/** A word of an item search as the items' documents hold it (`ItemRepository.readTerms`). */
export interface ItemTerm {
  word: string;
  /** Its stem; null for a stop word, which no document holds. */
  lexeme: string | null;
  /** The last word only (else null): the shortest of the items' lexemes that start with its stem (or the word, for a stop word). */
  completions: string[] | null;
}

/** The weight of an item's title in its document (`item_document`). */
const TITLE_WEIGHT = 'A';

/** An item search's words as text search queries (`tsquery`'s input, lexemes quoted). */
export interface ItemTsQueries {
  /** The words anywhere in an item's document. */
  anywhere: string;
  /** The same words, each in the item's title. */
  inTitle: string;
}

/**
 * An item search's words as text search queries: every word's lexeme (`&`), stop words left out (a
 * last one too when no lexeme starts with it), the last word by its completions (`|`), or by its own
 * stem when no item's lexeme starts with it (then nothing matches); anywhere in the document, and in
 * the title (each lexeme with the title's weight). Null when no word is left: any item.
 */
export function itemTsQueries(terms: readonly ItemTerm[]): ItemTsQueries | null {
  const lexemes = terms.flatMap((term) => {
    const held = term.completions?.length ? term.completions : term.lexeme === null ? [] : [term.lexeme];
    return held.length > 0 ? [held] : [];
  });
  if (lexemes.length === 0) return null;
  const query = (weights: string) => lexemes.map((held) => anyLexeme(held, weights)).join(' & ');
  return { anywhere: query(''), inTitle: query(TITLE_WEIGHT) };
}
