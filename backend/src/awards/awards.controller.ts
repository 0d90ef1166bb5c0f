import { Controller, Get, Param } from '@nestjs/common';
import { CachedAnswers } from '../common/cache/answer-cache';
import { StoreIdParams } from '../common/validation/route-params.dto';
import type { AwardStatus } from '../contracts/api.contract';
import { AwardsService } from './awards.service';

/** Spec: the award check is cached for an hour. */
const AWARD_BROWSER_SECONDS = 3600;

@Controller('api/awards')
@CachedAnswers({ browserSeconds: AWARD_BROWSER_SECONDS })
export class AwardsController {
  constructor(private readonly awards: AwardsService) {}

  /** `{ isAwarded, awardTitle, awardYear }` for a store; 404 when no store has that id. */
  @Get('validate/:storeId')
  validate(@Param() params: StoreIdParams): Promise<AwardStatus> {
    return this.awards.validate(params.storeId);
  }
}
