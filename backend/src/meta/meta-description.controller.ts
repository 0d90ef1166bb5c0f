import { Controller, Get, Header, Query } from '@nestjs/common';
import type { MetaDescriptionAnswer } from '../contracts/meta.contract';
import { MetaDescriptionQuery } from './dto/meta-description.query';
import { PageMetaDescriptions } from './page-meta-descriptions';

/** The app asks with a timestamp (`_`) and browsers must not keep the answer; the server reads it from memory. */
@Controller()
export class MetaDescriptionController {
  constructor(private readonly descriptions: PageMetaDescriptions) {}

  @Get('meta-description')
  @Header('Cache-Control', 'no-store')
  find(@Query() query: MetaDescriptionQuery): MetaDescriptionAnswer {
    return this.descriptions.find(query.url);
  }
}
