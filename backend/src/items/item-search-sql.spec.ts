import { WALK_AGAIN_TIMES, walkAgainUpTo } from './item-search-sql';

describe('walkAgainUpTo: how far a cut walk is walked again', () => {
  it('walks as far as the share found says the wanted-th lies, a quarter more', () => {
    // 109 title matches among 10,000 items, 120 wanted: the 120th about 11,009 items in, 13,762 with a quarter more.
    expect(walkAgainUpTo(109, 10_000, 120)).toBe(13_762);
    expect(walkAgainUpTo(12, 100, 24)).toBe(250);
  });

  it('does not walk again when the walk found the page, or found nothing to say where the rest lie', () => {
    expect(walkAgainUpTo(120, 10_000, 120)).toBeNull();
    expect(walkAgainUpTo(0, 10_000, 24)).toBeNull();
  });

  it(`leaves matches farther than ${WALK_AGAIN_TIMES} times the walk to the sort`, () => {
    // 10 of 24 in 100 items: 300 items again, the most; 9 of 24: 334, beyond it.
    expect(walkAgainUpTo(10, 100, 24)).toBe(WALK_AGAIN_TIMES * 100);
    expect(walkAgainUpTo(9, 100, 24)).toBeNull();
    expect(walkAgainUpTo(1, 10_000, 120)).toBeNull();
  });
});
