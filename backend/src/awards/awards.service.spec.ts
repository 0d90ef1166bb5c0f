import { loadAppConfig } from '../config/app-config';
import { AwardsService } from './awards.service';

describe('AwardsService', () => {
  const awards = new AwardsService(loadAppConfig({ AWARD_YEAR: '2025' }));

  it('awards every store whose id is divisible by 5', () => {
    expect(awards.statusFor(10)).toEqual({ isAwarded: true, awardTitle: 'Best Consignment Store 2025', awardYear: 2025 });
    expect(awards.statusFor(5).isAwarded).toBe(true);
  });

  it('does not award the others', () => {
    for (const id of [1, 2, 3, 4, 6, 11]) {
      expect(awards.statusFor(id)).toEqual({ isAwarded: false, awardTitle: null, awardYear: null });
    }
  });
});
