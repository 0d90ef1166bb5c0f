import { findUsState } from '../../states/us-states';
import { searchWords, stateAtEnd, synonymsOf } from './search-synonyms';

/** A city with stores, as the directory names it. */
export interface PlaceName {
  name: string;
  slug: string;
  stateSlug: string;
  stateAbbreviation: string;
  storeCount: number;
  /** Its centre, where results near it are measured from; null where the directory has none. */
  latitude: number | null;
  longitude: number | null;
}

/** A word as names are compared: lowercase, accents off, letters and digits only. */
export const plainWord = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `a` from `ai` to its end reads as `b` from `bi` to `bEnd`. */
function sameFrom(a: string, ai: number, b: string, bi: number, bEnd: number): boolean {
  if (a.length - ai !== bEnd - bi) return false;
  for (; ai < a.length; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/**
 * Whether a word and the first `length` letters of another are at most one typo apart: a letter
 * more, less or other, or two neighbours swapped (the optimal string alignment distance, at most 1).
 * Read in place: a search box's suggestions ask it of thousands of cities' words.
 */
function oneTypoFromStart(a: string, b: string, length: number): boolean {
  if (Math.abs(a.length - length) > 1) return false;
  let i = 0;
  while (i < a.length && i < length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (a.length === length) {
    if (i === length || sameFrom(a, i + 1, b, i + 1, length)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, b, i + 2, length);
  }
  return a.length > length ? sameFrom(a, i + 1, b, i, length) : sameFrom(a, i, b, i + 1, length);
}

/** Whether two words are at most one typo apart (see `oneTypoFromStart`). */
export const oneTypoApart = (a: string, b: string): boolean => oneTypoFromStart(a, b, b.length);

/** A word is forgiven one typo from this many letters; the typo may be in its first letter from TYPO_FIRST_LETTER. */
const TYPO_MIN_LENGTH = 4;
const TYPO_FIRST_LETTER = 7;

/** A word typed, with its short forms, read once for all the names it is fitted to. */
interface TypedWord {
  text: string;
  synonyms: readonly string[];
}

const typedWord = (text: string): TypedWord => ({ text, synonyms: synonymsOf(text) });

/** How a typed word fits a name's word: 0 as typed (or a short form of it), 1 with a typo; null when it does not. */
function wordFit({ text: typed, synonyms }: TypedWord, word: string, asPrefix: boolean): number | null {
  if (typed === word || synonyms.includes(word)) return 0;
  if (asPrefix && word.startsWith(typed)) return 0;
  if (typed.length < TYPO_MIN_LENGTH || (typed[0] !== word[0] && typed.length < TYPO_FIRST_LETTER)) return null;
  // One typo in the first two letters leaves one of them where it was, or moves it by one.
  if (typed[0] !== word[0] && typed[1] !== word[1] && typed[1] !== word[0] && typed[0] !== word[1]) return null;
  if (!asPrefix) return oneTypoApart(typed, word) ? 1 : null;
  // A typo in the part typed so far: some start of the word, a letter longer or shorter than it, fits.
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length > 0 && length <= word.length && oneTypoFromStart(typed, word, length)) return 1;
  }
  return null;
}

interface IndexedPlace extends PlaceName {
  words: string[];
  /** Its place in the directory's order: the most stores first. */
  rank: number;
}

/**
 * The optimal string alignment distance of two texts (insertions, deletions, substitutions,
 * neighbours swapped) when it is at most `most`, else `most + 1`: rows of three, stopped as soon as
 * no cell of a row is within reach.
 */
export function typoDistance(a: string, b: string, most = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    let least = row[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
      least = Math.min(least, row[j]!);
    }
    if (least > most) return most + 1;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, most + 1);
}

/**
 * The directory's places, held in memory (a few thousand cities, read once for each version of the
 * directory): what search's reading of a text and the search boxes ask of them, in pure functions.
 */
export class PlaceNames {
  private readonly places: IndexedPlace[];
  /** The places by their name's first letter, and by its second, the most stores first. */
  private readonly byFirstLetter = new Map<string, IndexedPlace[]>();
  private readonly bySecondLetter = new Map<string, IndexedPlace[]>();
  /** A many-word city's name as one word ('sanantonio') and as its words. */
  private readonly runTogether = new Map<string, string>();
  /** The places by their state's slug and theirs ('texas/austin'). */
  private readonly bySlugs = new Map<string, IndexedPlace>();

  constructor(places: readonly PlaceName[]) {
    this.places = places
      .map((place) => ({ ...place, words: searchWords(place.name).map(plainWord).filter(Boolean), rank: 0 }))
      .filter((place) => place.words.length > 0)
      .sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name));
    const add = (index: Map<string, IndexedPlace[]>, letter: string | undefined, place: IndexedPlace) => {
      if (letter === undefined) return;
      const list = index.get(letter);
      if (list) list.push(place);
      else index.set(letter, [place]);
    };
    this.places.forEach((place, rank) => {
      place.rank = rank;
      add(this.byFirstLetter, place.words[0]![0], place);
      add(this.bySecondLetter, place.words[0]![1], place);
      this.bySlugs.set(`${place.stateSlug}/${place.slug}`, place);
    });
    const oneWordNames = new Set(this.places.filter((place) => place.words.length === 1).map((place) => place.words[0]!));
    for (const place of this.places) {
      const joined = place.words.join('');
      if (place.words.length > 1 && !oneWordNames.has(joined) && !this.runTogether.has(joined))
        this.runTogether.set(joined, place.words.join(' '));
    }
  }

  get size(): number {
    return this.places.length;
  }

  /** The city of a state's slug and its own, as the site's addresses name it; null for one the directory does not hold. */
  bySlug(stateSlug: string, citySlug: string): PlaceName | null {
    return this.bySlugs.get(`${stateSlug}/${citySlug}`) ?? null;
  }

  /** The words of the many-word city a word runs together ('sandiego': 'san diego'), or null. */
  spacedName(word: string): string | null {
    return this.runTogether.get(plainWord(word)) ?? null;
  }

  /**
   * The cities a search box suggests for a text typed so far, the most stores first: each word of the
   * text starts the name's word in its place (a name's words typed by their first letters: 'san an'
   * is San Antonio), a typo forgiven in a word of 4 letters or more, names as typed before those with
   * a typo. A state at the end ('chicago il', 'portland, oregon') keeps to that state when a city
   * there fits.
   */
  suggest(text: string, limit: number): PlaceName[] {
    const words = searchWords(text).map(plainWord).filter(Boolean);
    if (words.length === 0) return [];
    const state = stateAtEnd(words);
    if (state) {
      const inState = this.matching(words.slice(0, state.before), limit, state.state.slug);
      // 'des mo' is Des Moines before Missouri: a text that names a city whole, as typed so far.
      if (inState.length > 0 && this.matching(words, 1, null).length === 0) return inState;
    }
    return this.matching(words, limit, null);
  }

  /**
   * The places a first word may begin, in no order: those of its first letter (or a short form's);
   * from 7 letters, when a typo may be in the first letter, also those whose first two letters one
   * typo leaves (the word's first letter second, or its second letter first or second).
   */
  private candidates(first: string): Iterable<IndexedPlace> {
    const letters = new Set([first, ...synonymsOf(first)].map((word) => word[0]!));
    const lists = [...letters].map((letter) => this.byFirstLetter.get(letter) ?? []);
    if (first.length >= TYPO_FIRST_LETTER) {
      lists.push(
        this.byFirstLetter.get(first[1]!) ?? [],
        this.bySecondLetter.get(first[0]!) ?? [],
        this.bySecondLetter.get(first[1]!) ?? [],
      );
    }
    return lists.length === 1 ? lists[0]! : new Set(lists.flat());
  }

  private matching(texts: string[], limit: number, stateSlug: string | null): PlaceName[] {
    const words = texts.map(typedWord);
    const found: Array<{ place: IndexedPlace; typos: number; inPart: number }> = [];
    for (const place of this.candidates(texts[0]!)) {
      if (stateSlug !== null && place.stateSlug !== stateSlug) continue;
      if (place.words.length < words.length) continue;
      let typos = 0;
      let inPart = 0;
      const fits = words.every((typed, index) => {
        const word = place.words[index]!;
        const fit = wordFit(typed, word, true);
        if (fit === null) return false;
        typos += fit;
        // A word before the last typed only in part ('s' of San).
        if (index < words.length - 1 && fit === 0 && wordFit(typed, word, false) === null) inPart += 1;
        return typos <= 1;
      });
      if (fits) found.push({ place, typos, inPart });
    }
    return found
      .sort((a, b) => a.typos - b.typos || a.inPart - b.inPart || a.place.rank - b.place.rank)
      .slice(0, limit)
      .map(({ place }) => place);
  }

  /**
   * The places whose names are closest to a text that found nothing ('Did you mean'): the whole text
   * or its last words against each name that begins with a letter one of its words begins with, at
   * most a third of the name's letters apart, the closest and then the biggest first.
   */
  closest(text: string, limit: number): PlaceName[] {
    const words = searchWords(text).map(plainWord).filter(Boolean);
    if (words.length === 0 || findUsState(text)) return [];
    const scored: Array<{ place: IndexedPlace; distance: number }> = [];
    // A name begins where one of the text's words does: its first letter is one of theirs.
    const letters = new Set(words.map((word) => word[0]!));
    const whole = words.join(' ');
    for (const place of [...letters].flatMap((letter) => this.byFirstLetter.get(letter) ?? [])) {
      const name = place.words.join(' ');
      const tail = words.slice(-place.words.length).join(' ');
      const most = Math.max(1, Math.floor(name.length / 3));
      const distance = Math.min(typoDistance(whole, name, most), typoDistance(tail, name, most));
      if (distance > 0 && distance <= most) scored.push({ place, distance });
    }
    scored.sort((a, b) => a.distance - b.distance || b.place.storeCount - a.place.storeCount);
    return scored.slice(0, limit).map(({ place }) => place);
  }
}
