import { Controller, Get, Query } from '@nestjs/common';
import { CachedAnswers } from '../common/cache/answer-cache';
import type { SearchSuggestions } from '../contracts/api.contract';
import { SuggestionsQuery } from './dto/suggestions.query';
import { SearchService } from './search.service';

/** `GET /api/suggestions?query=`: stores, cities and states for the search boxes, as the visitor types. */
@Controller('api/suggestions')
@CachedAnswers()
export class SuggestionsController {
  constructor(private readonly search: SearchService) {}

  @Get()
  find(@Query() query: SuggestionsQuery): Promise<SearchSuggestions> {
    return this.search.suggestions(query.query);
  }
}
