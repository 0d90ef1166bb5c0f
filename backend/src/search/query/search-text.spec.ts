import { expect } from '@jest/globals';
import { normalizeSearchText, readSearchText } from './search-text';

describe('reading the words of a search', () => {
  it('lowercases, collapses spaces and drops stray punctuation at the ends', () => {
    expect(normalizeSearchText('  The   Golden Bow Tie!  ')).toBe('the golden bow tie');
    expect(normalizeSearchText('"Kaia\'s Fashion Finds"')).toBe("kaia's fashion finds");
    expect(normalizeSearchText(' , ')).toBe('');
    expect(normalizeSearchText('vin\u0000tage\ttables')).toBe('vin tage tables');
  });

  it('reads a ZIP code, a ZIP+4 and the start of a ZIP as digits to match ZIP codes', () => {
    expect(readSearchText('90012')).toMatchObject({ zip: '90012', namedState: null });
    expect(readSearchText('90012-1234')).toMatchObject({ zip: '90012' });
    expect(readSearchText('900')).toMatchObject({ zip: '900' });
    expect(readSearchText('90')).toMatchObject({ zip: null, text: '90' });
  });

  it('takes a full ZIP code out of a longer text, the rest read as words', () => {
    expect(readSearchText('consignment 75202')).toMatchObject({ zip: '75202', text: 'consignment' });
    expect(readSearchText('Furniture 90012-1234 Los Angeles')).toMatchObject({ zip: '90012', text: 'furniture los angeles' });
    expect(readSearchText('Store 24')).toMatchObject({ zip: null, text: 'store 24' });
  });

  it('knows a state named by the whole text, by name or code', () => {
    expect(readSearchText('Texas')).toMatchObject({ text: 'texas', namedState: expect.objectContaining({ slug: 'texas' }) });
    expect(readSearchText('ca')).toMatchObject({ namedState: expect.objectContaining({ slug: 'california' }) });
    expect(readSearchText('District of Columbia').namedState?.abbreviation).toBe('DC');
  });

  it('takes a state code at the end as a narrowing: after a comma or in capitals', () => {
    expect(readSearchText('Portland, OR')).toMatchObject({ text: 'portland', trailingState: expect.objectContaining({ slug: 'oregon' }) });
    expect(readSearchText('Portland OR')).toMatchObject({ text: 'portland', trailingState: expect.objectContaining({ slug: 'oregon' }) });
    expect(readSearchText('portland, or')).toMatchObject({ text: 'portland', trailingState: expect.objectContaining({ slug: 'oregon' }) });
    // Spelled out, a state is words like any other: its stores' documents hold its name.
    expect(readSearchText('austin texas')).toMatchObject({ text: 'austin texas', trailingState: null });
  });

  it('leaves a lowercase word that happens to be a state code as part of a name', () => {
    expect(readSearchText('style by me')).toMatchObject({ text: 'style by me', trailingState: null, namedState: null });
    expect(readSearchText('kansas city')).toMatchObject({ text: 'kansas city', trailingState: null, namedState: null });
  });
});
