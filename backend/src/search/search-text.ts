import { findUsState, type UsState } from '../states/us-states';

/** What the words of a search ask for, read before any SQL is built. */
export interface SearchText {
  /** The text to match against store and city names: lowercase, single spaces; empty for none. */
  text: string;
  /** The whole text names a state ('texas', 'CA'): its stores match. */
  namedState: UsState | null;
  /** A state named at the end ('portland, or', 'austin texas'): it narrows the results like the state filter. */
  trailingState: UsState | null;
  /** The text is a ZIP code or the start of one: its digits (at most 5). */
  zip: string | null;
}

const ZIP_TEXT = /^(\d{3,5})(?:-\d{0,4})?$/;
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
 * A state named by the last one to three words of the text, with words before it: a full name in any
 * case ('austin texas'), or a two-letter code after a comma or typed in capitals ('Portland, OR',
 * 'Portland OR'), so that a name ending in a word like 'or' or 'me' is not mistaken for one.
 */
function findTrailingState(raw: string): { state: UsState; rest: string } | null {
  const words = raw.trim().replace(EDGE_PUNCTUATION, '').split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const tail = words.slice(-count).join(' ');
    const state = findUsState(tail.replace(/^,/, ''));
    if (!state) continue;
    const before = words.slice(0, -count).join(' ');
    const isCode = tail.replace(/^,/, '').length === 2;
    if (isCode && !(before.endsWith(',') || tail.startsWith(',') || tail === tail.toUpperCase())) continue;
    const rest = normalizeSearchText(before);
    if (rest) return { state, rest };
  }
  return null;
}

export function readSearchText(raw: string): SearchText {
  const text = normalizeSearchText(raw);
  const zip = ZIP_TEXT.exec(text)?.[1] ?? null;
  if (!text || zip) return { text, namedState: null, trailingState: null, zip };
  const namedState = findUsState(text) ?? null;
  const trailing = namedState ? null : findTrailingState(raw);
  return trailing
    ? { text: trailing.rest, namedState: null, trailingState: trailing.state, zip: null }
    : { text, namedState, trailingState: null, zip: null };
}
