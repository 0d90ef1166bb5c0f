import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { AwardStatus } from '../contracts/api.contract';

/** Every store whose id is divisible by this is awarded. */
const AWARD_EVERY_NTH_STORE = 5;

@Injectable()
export class AwardsService {
  constructor(private readonly config: AppConfig) {}

  statusFor(storeId: number): AwardStatus {
    if (storeId % AWARD_EVERY_NTH_STORE !== 0) return { isAwarded: false, awardTitle: null, awardYear: null };
    const year = this.config.awardYear;
    return { isAwarded: true, awardTitle: `Best Consignment Store ${year}`, awardYear: year };
  }
}
