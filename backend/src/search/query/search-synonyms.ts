import { findUsState, type UsState } from '../../states/us-states';
import { WORD_SYNONYMS } from './search-vocabulary';

export { WORD_SYNONYMS };

/**
 * Short forms (`WORD_SYNONYMS`, `search-vocabulary.ts`) and states at the end of a text: how the
 * words of a search stand for others.
 */
const groups = new Map<string, readonly string[]>();
for (const group of WORD_SYNONYMS) for (const word of group) groups.set(word, group);

/** The other words of a word's group ('st': ['saint']), none for a word without one. */
export function synonymsOf(word: string): string[] {
  return (groups.get(word.toLowerCase()) ?? []).filter((other) => other !== word.toLowerCase());
}

/** The words of a search as PostgreSQL's text search parser splits them: at anything but letters and digits. */
export const searchWords = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The longest state name, in words ('district of columbia'). */
const STATE_NAME_WORDS_MAX = 3;

/**
 * A state named by the last words of a search, by name or code ('chicago il', 'portland oregon',
 * 'charlotte north carolina'), with how many words come before it; null when the last words name
 * none, or nothing comes before them.
 */
export function stateAtEnd(words: readonly string[]): { state: UsState; before: number } | null {
  // The longest name first: 'west virginia' is West Virginia, not Virginia after 'west'.
  for (let count = Math.min(STATE_NAME_WORDS_MAX, words.length); count >= 1; count--) {
    const state = findUsState(words.slice(-count).join(' '));
    if (state) return words.length > count ? { state, before: words.length - count } : null;
  }
  return null;
}
