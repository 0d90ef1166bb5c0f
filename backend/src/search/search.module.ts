import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { SearchSlots } from './search-slots';

/** `GET /api/stores/search`. Imported before StoresModule, whose `/api/stores/:storeSlug` would otherwise take the path. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, SearchSlots],
  exports: [SearchService],
})
export class SearchModule {}
