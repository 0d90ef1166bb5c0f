import { Controller, Get, Query } from '@nestjs/common';
import { CachedAnswers } from '../common/cache/answer-cache';
import type { MetaDescriptionAnswer } from '../contracts/meta.contract';
import { MetaDescriptionQuery } from './dto/meta-description.query';
import { MetaDescriptionService } from './meta-description.service';

/**
 * The app asks with a timestamp (`_`) and browsers must not keep the answer; the server keeps it for
 * `API_CACHE_SECONDS` like the pages that carry the same description, so a description set with the
 * command line shows within that time.
 */
@Controller('api')
@CachedAnswers({ noStore: true })
export class MetaDescriptionController {
  constructor(private readonly descriptions: MetaDescriptionService) {}

  @Get('meta-description')
  find(@Query() query: MetaDescriptionQuery): Promise<MetaDescriptionAnswer> {
    return this.descriptions.find(query.url);
  }
}
