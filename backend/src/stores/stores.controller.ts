import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import { CitySlugParams, StoreSlugParams } from '../common/validation/route-params.dto';
import type { CityStores, StoreDetail } from '../contracts/api.contract';
import type { ClosedStore } from '../contracts/contributions.contract';
import { CityStoresQuery } from './dto/city-stores.query';
import { StoresService } from './stores.service';
import { ReadsMayLag } from '../database/read-replicas';

@Controller('stores')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Get(':storeSlug')
  get(@Param() params: StoreSlugParams): Promise<StoreDetail> {
    return this.stores.getBySlug(params.storeSlug);
  }
}

@Controller('states/:stateSlug/cities/:citySlug/stores')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class CityStoresController {
  constructor(private readonly stores: StoresService) {}

  @Get()
  list(@Param() params: CitySlugParams, @Query() query: CityStoresQuery): Promise<CityStores> {
    return this.stores.listInCity(params.stateSlug, params.citySlug, query.limit, query.features);
  }
}

/** A closed store's page: 404 unless an administrator closed it. */
@Controller('closed-stores')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class ClosedStoresController {
  constructor(private readonly stores: StoresService) {}

  @Get(':storeSlug')
  get(@Param() params: StoreSlugParams): Promise<ClosedStore> {
    return this.stores.closedStore(params.storeSlug);
  }
}
