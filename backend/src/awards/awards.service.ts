import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import type { AwardStatus } from '../contracts/api.contract';
import { awardTitle } from '../contracts/awards.contract';
import { Store } from '../stores/store.entity';
import type { StoreRepository } from '../stores/store.repository';

/** Every store whose id is divisible by this is awarded. */
const AWARD_EVERY_NTH_STORE = 5;

/** The award rule (spec): every store whose id is divisible by 5 is 'Best Consignment Store {year}'. */
export function awardStatus(storeId: number, year: number): AwardStatus {
  if (storeId % AWARD_EVERY_NTH_STORE !== 0) return { isAwarded: false, awardTitle: null, awardYear: null };
  return { isAwarded: true, awardTitle: awardTitle(year), awardYear: year };
}

@Injectable()
export class AwardsService {
  constructor(
    private readonly config: AppConfig,
    @InjectRepository(Store) private readonly stores: StoreRepository,
  ) {}

  /** The award check of a store that exists: 404 for an id no store has. */
  async validate(storeId: number): Promise<AwardStatus> {
    if (!(await this.stores.existsWithId(storeId))) throw notFound('store', String(storeId));
    return this.statusFor(storeId);
  }

  statusFor(storeId: number): AwardStatus {
    return awardStatus(storeId, this.config.awardYear);
  }
}
