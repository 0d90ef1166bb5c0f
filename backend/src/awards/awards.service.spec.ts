import { awardStatus } from './award-status';

describe('the award rule', () => {
  it('awards every store whose id is divisible by 5, in the configured year', () => {
    expect(awardStatus(10, 2025)).toEqual({ isAwarded: true, awardTitle: 'Best Consignment Store 2025', awardYear: 2025 });
    expect(awardStatus(5, 2026)).toEqual({ isAwarded: true, awardTitle: 'Best Consignment Store 2026', awardYear: 2026 });
  });

  it('does not award the others', () => {
    for (const id of [1, 2, 3, 4, 6, 11]) {
      expect(awardStatus(id, 2025)).toEqual({ isAwarded: false, awardTitle: null, awardYear: null });
    }
  });
});
