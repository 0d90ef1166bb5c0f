import { Controller, Get, Header, Param, Query, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import { JSON_TYPE } from '../common/http/prepared-answer';
import { CityIdParams, CitySlugParams, StateSlugParams } from '../common/validation/route-params.dto';
import type { CityDetail, CityWithStoreCount, NearbyCity } from '../contracts/api.contract';
import { CitiesService } from './cities.service';
import { NearbyCitiesQuery } from './dto/nearby-cities.query';
import { ReadsMayLag } from '../database/read-replicas';

@Controller('states/:stateSlug/cities')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class StateCitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get()
  list(@Param() params: StateSlugParams): Promise<CityWithStoreCount[]> {
    return this.cities.listInState(params.stateSlug);
  }

  @Get(':citySlug')
  get(@Param() params: CitySlugParams): Promise<CityDetail> {
    return this.cities.getBySlugs(params.stateSlug, params.citySlug);
  }

  /** A bare JSON number, as the spec's per-city count map expects. */
  @Get(':citySlug/store-count')
  @Header('Content-Type', JSON_TYPE)
  async storeCount(@Param() params: CitySlugParams): Promise<string> {
    return JSON.stringify((await this.cities.getBySlugs(params.stateSlug, params.citySlug)).storeCount);
  }
}

@Controller('cities')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get(':cityId/nearby')
  nearby(@Param() params: CityIdParams, @Query() query: NearbyCitiesQuery): Promise<NearbyCity[]> {
    return this.cities.listNearby(params.cityId, query.limit);
  }
}
