import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SearchController } from './search.controller';
import { SearchRepository } from './engine/search.repository';
import { SearchSql } from './engine/search-sql';
import { SearchTiers } from './engine/search-tiers';
import { SuggestionsRepository } from './engine/suggestions.repository';
import { SearchService } from './search.service';
import { SuggestionsService } from './suggestions.service';
import { PlaceNamesService } from './place-names.service';
import { SuggestionsController } from './suggestions.controller';
import { SearchSlots } from './search-slots';
import { PopularSearch } from './popular-search.entity';
import { PopularSearches } from './popular-searches.service';
import { SearchSalt } from './search-salt.entity';
import { SearchVisit } from './search-visit.entity';
import { SearchesSeen } from './searches-seen.interceptor';

/**
 * `GET /api/stores/search` and `GET /api/suggestions`, and popular searches. Imported before
 * StoresModule, whose `/api/stores/:storeSlug` would otherwise take the path.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PopularSearch, SearchVisit, SearchSalt])],
  controllers: [SearchController, SuggestionsController],
  providers: [
    SearchService,
    SuggestionsService,
    PlaceNamesService,
    SearchSql,
    SearchTiers,
    SearchRepository,
    SuggestionsRepository,
    SearchSlots,
    PopularSearches,
    SearchesSeen,
  ],
  exports: [SearchService, PopularSearches, SearchesSeen, PlaceNamesService],
})
export class SearchModule {}
