import { Controller, Get, Header, Query } from '@nestjs/common';
import type { MetaDescriptionAnswer } from '../contracts/meta.contract';
import { MetaDescriptionQuery } from './dto/meta-description.query';
import { MetaDescriptionService } from './meta-description.service';

/** Not kept by the answer cache: the app asks with a timestamp and no-cache, so every answer is fresh. */
@Controller('api')
export class MetaDescriptionController {
  constructor(private readonly descriptions: MetaDescriptionService) {}

  @Get('meta-description')
  @Header('Cache-Control', 'no-store')
  find(@Query() query: MetaDescriptionQuery): Promise<MetaDescriptionAnswer> {
    return this.descriptions.find(query.url);
  }
}
