import { describe, expect, it } from '@jest/globals';
import { itemsHeading } from './items-results';

const results = {
  total: 200,
  page: 1,
  perPage: 24,
  text: 'dresser',
  place: { name: 'Austin', stateAbbreviation: 'TX', slug: 'austin', stateSlug: 'texas' },
};

describe('itemsHeading', () => {
  it('says "+" when the matches reached what the page counts to', () => {
    expect(itemsHeading(results, false)).toBe('200+ items matching “dresser” within 100 miles of Austin, TX');
    expect(itemsHeading({ ...results, total: 2_400, page: 100 }, true)).toBe(
      '2,400+ items matching “dresser” in stores open now within 100 miles of Austin, TX',
    );
  });

  it('gives the number as it is below that', () => {
    expect(itemsHeading({ ...results, total: 199 }, false)).toBe('199 items matching “dresser” within 100 miles of Austin, TX');
    // Page 9 counts to 400: 200 is every match.
    expect(itemsHeading({ ...results, total: 200, page: 9, text: '', place: null }, false)).toBe('200 items');
    expect(itemsHeading({ ...results, total: 1, text: '', place: null }, false)).toBe('1 item');
  });
});
