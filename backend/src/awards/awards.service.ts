import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import type { AwardStatus } from '../contracts/api.contract';
import { StoresService } from '../stores/stores.service';
import { awardStatus } from './award-status';

@Injectable()
export class AwardsService {
  constructor(
    private readonly config: AppConfig,
    private readonly stores: StoresService,
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
