import { expect } from '@jest/globals';
import { searchWords, stateAtEnd, synonymsOf, WORD_SYNONYMS } from './search-synonyms';

describe('the short forms search reads as long ones', () => {
  it('reads saint/st, fort/ft and mount/mt both ways, in any letter case', () => {
    expect(synonymsOf('st')).toEqual(['saint']);
    expect(synonymsOf('Saint')).toEqual(['st']);
    expect(synonymsOf('ft')).toEqual(['fort']);
    expect(synonymsOf('mount')).toEqual(['mt']);
    expect(synonymsOf('vintage')).toEqual([]);
  });

  it('keeps each word in one group only', () => {
    const words = WORD_SYNONYMS.flat();
    expect(new Set(words).size).toBe(words.length);
  });

  it('splits words as the database does: "st." is "st", "boyle\'s" is "boyle" and "s"', () => {
    expect(searchWords('St. Louis')).toEqual(['St', 'Louis']);
    expect(searchWords("boyle's, inc")).toEqual(['boyle', 's', 'inc']);
  });

  it('finds a state named at the end by its code or its name, one to three words long', () => {
    expect(stateAtEnd(['chicago', 'il'])).toEqual({ state: expect.objectContaining({ slug: 'illinois' }), before: 1 });
    expect(stateAtEnd(['portland', 'oregon'])?.state.abbreviation).toBe('OR');
    expect(stateAtEnd(['charlotte', 'north', 'carolina'])).toEqual({ state: expect.objectContaining({ abbreviation: 'NC' }), before: 1 });
    expect(stateAtEnd(['washington', 'district', 'of', 'columbia'])?.before).toBe(1);
  });

  it('finds none when nothing comes before the state, or the last words name none', () => {
    expect(stateAtEnd(['texas'])).toBeNull();
    expect(stateAtEnd(['new', 'york'])).toBeNull();
    expect(stateAtEnd(['kansas', 'city'])).toBeNull();
    expect(stateAtEnd(['west', 'virginia'])).toBeNull();
    expect(stateAtEnd(['charleston', 'west', 'virginia'])?.state.abbreviation).toBe('WV');
  });
});
