import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { RateLimited } from '../common/http/rate-limits';
import { StoreSlugParams } from '../common/validation/route-params.dto';
import type { ItemResult, ItemSearchResponse } from '../contracts/items.contract';
import { ReadsMayLag } from '../database/read-replicas';
import { ItemsQuery } from './dto/items.query';
import { ItemsService } from './items.service';

/**
 * What items change with their stores' feeds is not kept in the answer cache: an item sold leaves
 * the results at once. Caches in front may keep an answer for a minute.
 */
const ITEMS_CACHE_CONTROL = 'public, max-age=60';

@Controller('items')
@RateLimited(['search'])
@ReadsMayLag()
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get()
  @Header('Cache-Control', ITEMS_CACHE_CONTROL)
  search(@Query() query: ItemsQuery): Promise<ItemSearchResponse> {
    return this.items.search(query);
  }
}

@Controller('stores/:storeSlug/items')
@ReadsMayLag()
export class StoreItemsController {
  constructor(private readonly items: ItemsService) {}

  /** The store's newest items on sale: its page's "On the racks now" (none: the page leaves it out). */
  @Get()
  @Header('Cache-Control', ITEMS_CACHE_CONTROL)
  newest(@Param() params: StoreSlugParams): Promise<ItemResult[]> {
    return this.items.newestOfStore(params.storeSlug);
  }
}
