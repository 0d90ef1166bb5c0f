import { PRODUCT_FLAGS, type ProductFlag, type SearchReading } from '../../contracts/api.contract';
import { FLAG_SEARCH_WORDS } from '../../contracts/store-features';
import { normalizeSearchText } from './search-text';
import { FILLER_WORDS, NEAR_ME_PHRASES, PLACE_NICKNAMES, STREET_WORDS } from './search-vocabulary';

/** What a search needs of the directory's places to read a text: a many-word city's name run together. */
export interface RunTogetherNames {
  spacedName(word: string): string | null;
}

/** A text read as what it asks (docs/architecture.md, "Search"), before any SQL is built. */
export interface QueryReading extends SearchReading {
  // `text`: the words stores must hold: the text without filler, "near me", a house number's address.
  /** The text as typed, normalized, without "near me": a store's name is matched against it whole. */
  name: string;
  /** What a product word names: the flags of what stores sell ('furniture': sellFurniture). */
  products: ProductFlag[];
  /** A house number and the street words after it ('66643 dogwood ln'): that store first. */
  address: { number: string; street: string } | null;
}

/** A flag's words, singular and plural, as a search names what a store sells ('antique', 'antiques'). */
const PRODUCT_OF_WORD = new Map<string, ProductFlag>(
  PRODUCT_FLAGS.flatMap((flag) =>
    FLAG_SEARCH_WORDS[flag].split(' ').flatMap((word) => [
      [word, flag],
      [word.replace(/s$/, ''), flag],
      [`${word}s`, flag],
    ]),
  ) as Array<[string, ProductFlag]>,
);

/** The product a word names ('antiques': sellAntiques), or null. */
export const productOfWord = (word: string): ProductFlag | null => PRODUCT_OF_WORD.get(word) ?? null;

const NICKNAMES = Object.entries(PLACE_NICKNAMES).sort(([a], [b]) => b.split(' ').length - a.split(' ').length);
const HOUSE_NUMBER = /^\d{1,6}[a-z]?$/;
/** Street words read after a house number, at most: '66643 dogwood ln', '12 n main st'. */
const STREET_WORDS_MAX = 4;

/**
 * `words` with each occurrence of the phrase `phrase` (words) replaced by `by` (words), and whether it
 * was there. An occurrence already inside the words it stands for is left ('las vegas' holds 'vegas').
 */
function replacePhrase(words: string[], phrase: string[], by: string[]): { words: string[]; found: boolean } {
  const out: string[] = [];
  let found = false;
  const inside = by.findIndex((_, start) => phrase.every((word, offset) => by[start + offset] === word));
  const alreadyWhole = (at: number) => inside > 0 && by.slice(0, inside).every((word, offset) => words[at - inside + offset] === word);
  for (let at = 0; at < words.length;) {
    if (phrase.every((word, offset) => words[at + offset] === word) && !alreadyWhole(at)) {
      out.push(...by);
      at += phrase.length;
      found = true;
    } else out.push(words[at++]!);
  }
  return { words: out, found };
}

/** Near-me phrases: anywhere, but 'nearby' and 'by me' only at the end ('nearby antiques' asks nothing of the visitor's place). */
function takeNearMe(words: string[]): { words: string[]; nearMe: boolean } {
  let rest = words;
  let nearMe = false;
  for (const phrase of NEAR_ME_PHRASES) {
    const phraseWords = phrase.split(' ');
    const atEndOnly = phrase === 'nearby' || phrase === 'by me';
    if (atEndOnly) {
      const tail = rest.slice(-phraseWords.length);
      if (rest.length > 0 && tail.join(' ') === phrase) {
        rest = rest.slice(0, -phraseWords.length);
        nearMe = true;
      }
      continue;
    }
    const replaced = replacePhrase(rest, phraseWords, []);
    rest = replaced.words;
    nearMe ||= replaced.found;
  }
  return { words: rest, nearMe };
}

/** A house number with the street words after it, up to a street's kind ('66643 dogwood ln'), or null. */
function findAddress(words: string[]): { start: number; end: number } | null {
  for (let start = 0; start < words.length - 1; start++) {
    if (!HOUSE_NUMBER.test(words[start]!)) continue;
    for (let end = start + 2; end <= Math.min(words.length - 1, start + STREET_WORDS_MAX); end++) {
      if (STREET_WORDS.has(words[end]!.replace(/\.$/, ''))) return { start, end };
    }
  }
  return null;
}

/**
 * Reads a search's text as what it asks: "near me" (the visitor's position, asked for as the Near me
 * button does); a place's nickname or a many-word city typed as one word, read as the place's name
 * ('nyc', 'sandiego'); a house number with its street; words no store needs to hold ('best', 'near',
 * 'used'), left out of what stores must match unless nothing else is left; and the products
 * its words name. Pure: `names` holds the directory's cities.
 */
export function understandQuery(raw: string, names: RunTogetherNames): QueryReading {
  const typed = normalizeSearchText(raw);
  const rewritten: SearchReading['rewritten'] = [];
  const near = takeNearMe(typed.split(' ').filter(Boolean));
  let words = near.words;

  for (const [nickname, place] of NICKNAMES) {
    const replaced = replacePhrase(words, nickname.split(' '), place.split(' '));
    if (replaced.found) rewritten.push({ from: nickname, to: place });
    words = replaced.words;
  }
  words = words.flatMap((word) => {
    const spaced = /^\d/.test(word) ? null : names.spacedName(word);
    if (!spaced) return [word];
    rewritten.push({ from: word, to: spaced });
    return spaced.split(' ');
  });

  const found = findAddress(words);
  const address = found ? { number: words[found.start]!, street: words.slice(found.start + 1, found.end + 1).join(' ') } : null;
  const rest = found ? [...words.slice(0, found.start), ...words.slice(found.end + 1)] : words;

  const isFiller = (word: string) => FILLER_WORDS.has(word);
  const kept = rest.filter((word) => !isFiller(word));
  // Only filler ('best used'): its words are what was asked for.
  const keepAll = kept.length === 0 && !address && !near.nearMe;
  const text = (keepAll ? rest : kept).join(' ');
  const ignored = keepAll ? [] : rest.filter(isFiller);

  return {
    name: near.words.join(' '),
    text,
    ignored: [...new Set(ignored)],
    rewritten,
    nearMe: near.nearMe,
    products: [...new Set(text.split(' ').flatMap((word) => PRODUCT_OF_WORD.get(word) ?? []))],
    address,
  };
}
