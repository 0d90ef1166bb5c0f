import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import { RateLimited } from '../common/http/rate-limits';
import type { SearchFacets, SearchResults } from '../contracts/api.contract';
import { SearchQuery } from './dto/search.query';
import { SearchService } from './search.service';
import { SearchesSeen } from './searches-seen.interceptor';
import { ReadsMayLag } from '../database/read-replicas';

@Controller('stores/search')
@RateLimited(['search'])
@ReadsMayLag()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** Every search answered counts for popular searches, one kept in memory too (`SearchesSeen` comes first). */
  @Get()
  @UseInterceptors(SearchesSeen, PublicAnswersInterceptor)
  find(@Query() query: SearchQuery): Promise<SearchResults> {
    return this.search.search(query);
  }

  /** How many results the search would have with each feature, and in each state. */
  @Get('facets')
  @UseInterceptors(PublicAnswersInterceptor)
  facets(@Query() query: SearchQuery): Promise<SearchFacets> {
    return this.search.facets(query);
  }
}
