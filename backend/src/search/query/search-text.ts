import { findUsState, type UsState } from '../../states/us-states';

/** What the words of a search ask for, read before any SQL is built. */
export interface SearchText {
  /** The text to match against store and city names: lowercase, single spaces; empty for none. */
  text: string;
  /** The whole text names a state ('texas', 'CA'): its stores match. */
  namedState: UsState | null;
  /** A state code at the end ('Portland, OR'): it narrows the results like the state filter. */
  trailingState: UsState | null;
  /**
   * A ZIP code in the text: the whole text is one or the start of one (its 3 to 5 digits), or one
   * word of it is a full one ('consignment 75202'), taken out of `text`.
   */
  zip: string | null;
}

const ZIP_TEXT = /^(\d{3,5})(?:-\d{0,4})?$/;
/** A full ZIP code (or ZIP+4) as one word among others. */
const ZIP_WORD = /(?:^|\s)(\d{5})(?:-\d{4})?(?=\s|$)/;
/** Punctuation around the words that no name depends on. */
const EDGE_PUNCTUATION = /^[\s,.;:!?"']+|[\s,;:!?"']+$/g;

/** Lowercase, single-spaced, without control characters (PostgreSQL text cannot hold NUL) or stray punctuation at the ends. */
export function normalizeSearchText(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .replace(EDGE_PUNCTUATION, '')
    .trim();
}

/**
 * A state named by a two-letter code after the text's words, after a comma or typed in capitals
 * ('Portland, OR', 'Portland OR'; not 'style by me'). A state spelled out ('austin texas') needs no
 * reading: its name is in its stores' search documents, where codes like 'or' and 'me' cannot be
 * (they are stop words).
 */
function findTrailingState(raw: string): { state: UsState; rest: string } | null {
  const match = /^(.*?)(,?)\s*([A-Za-z]{2})$/.exec(raw.trim().replace(EDGE_PUNCTUATION, ''));
  if (!match) return null;
  const [, before = '', comma, code = ''] = match;
  const state = findUsState(code);
  if (!state || !(comma || before.trimEnd().endsWith(',') || code === code.toUpperCase())) return null;
  const rest = normalizeSearchText(before);
  return rest ? { state, rest } : null;
}

export function readSearchText(raw: string): SearchText {
  const whole = normalizeSearchText(raw);
  const zipOnly = ZIP_TEXT.exec(whole)?.[1] ?? null;
  if (!whole || zipOnly) return { text: '', namedState: null, trailingState: null, zip: zipOnly };
  const zipWord = ZIP_WORD.exec(whole);
  if (zipWord) {
    const rest = readSearchText(raw.replace(ZIP_WORD, ' '));
    return { ...rest, zip: zipWord[1]! };
  }
  const text = whole;
  const namedState = findUsState(text) ?? null;
  const trailing = namedState ? null : findTrailingState(raw);
  return trailing
    ? { text: trailing.rest, namedState: null, trailingState: trailing.state, zip: null }
    : { text, namedState, trailingState: null, zip: null };
}
