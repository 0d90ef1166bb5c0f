import type { AwardStatus } from '../contracts/api.contract';
import { awardTitle } from '../contracts/awards.contract';

/** Every store whose id is divisible by this is awarded. */
const AWARD_EVERY_NTH_STORE = 5;

/** The award rule (spec): every store whose id is divisible by 5 is 'Best Consignment Store {year}'. */
export function awardStatus(storeId: number, year: number): AwardStatus {
  if (storeId % AWARD_EVERY_NTH_STORE !== 0) return { isAwarded: false, awardTitle: null, awardYear: null };
  return { isAwarded: true, awardTitle: awardTitle(year), awardYear: year };
}
