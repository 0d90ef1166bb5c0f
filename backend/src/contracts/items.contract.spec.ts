import { ITEMS_PAGE_MAX, ITEMS_PAGE_SIZE, itemsCountedUpTo } from './items.contract';

describe('itemsCountedUpTo', () => {
  it('counts in steps of 200, each past the page, so a next page is known to exist', () => {
    expect(itemsCountedUpTo(1)).toBe(200);
    // Page 8 ends at 192: the 193rd match is within 200.
    expect(itemsCountedUpTo(8)).toBe(200);
    // Page 9 ends at 216: counted to 400.
    expect(itemsCountedUpTo(9)).toBe(400);
    for (let page = 1; page < ITEMS_PAGE_MAX; page++) expect(itemsCountedUpTo(page)).toBeGreaterThan(page * ITEMS_PAGE_SIZE);
  });

  it('counts no further than the deepest page', () => {
    expect(itemsCountedUpTo(ITEMS_PAGE_MAX)).toBe(ITEMS_PAGE_MAX * ITEMS_PAGE_SIZE);
    expect(itemsCountedUpTo(ITEMS_PAGE_MAX - 1)).toBe(ITEMS_PAGE_MAX * ITEMS_PAGE_SIZE);
  });
});
