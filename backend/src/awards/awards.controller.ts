import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { BrowserCacheSeconds, PublicAnswersInterceptor } from '../common/cache/public-answers';
import { StoreIdParams } from '../common/validation/route-params.dto';
import type { AwardStatus } from '../contracts/api.contract';
import { AwardsService } from './awards.service';

/** Spec: the award check is cached for an hour. */
const AWARD_BROWSER_SECONDS = 3600;

@Controller('awards')
@BrowserCacheSeconds(AWARD_BROWSER_SECONDS)
@UseInterceptors(PublicAnswersInterceptor)
export class AwardsController {
  constructor(private readonly awards: AwardsService) {}

  /** `{ isAwarded, awardTitle, awardYear }` for a store; 404 when no store has that id. */
  @Get('validate/:storeId')
  validate(@Param() params: StoreIdParams): Promise<AwardStatus> {
    return this.awards.validate(params.storeId);
  }
}
