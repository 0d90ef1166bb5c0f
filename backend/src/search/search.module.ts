import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { SuggestionsController } from './suggestions.controller';
import { SearchSlots } from './search-slots';

/** `GET /api/stores/search` and `GET /api/suggestions`. Imported before StoresModule, whose `/api/stores/:storeSlug` would otherwise take the path. */
@Module({
  controllers: [SearchController, SuggestionsController],
  providers: [SearchService, SearchRepository, SearchSlots],
  exports: [SearchService],
})
export class SearchModule {}
