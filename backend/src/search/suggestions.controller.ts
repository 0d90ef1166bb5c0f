import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import type { SearchSuggestions } from '../contracts/api.contract';
import { SuggestionsQuery } from './dto/suggestions.query';
import { SuggestionsService } from './suggestions.service';
import { ReadsMayLag } from '../database/read-replicas';

/** `GET /api/suggestions?query=`: stores, cities and states for the search boxes, as the visitor types. */
@Controller('suggestions')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Get()
  find(@Query() query: SuggestionsQuery): Promise<SearchSuggestions> {
    return this.suggestions.suggestions(query.query);
  }
}
