import { CachedAnswers } from '../common/cache/answer-cache';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { CityIdParams, CitySlugParams, StateSlugParams } from '../common/validation/route-params.dto';
import type { CityDetail, CityWithStoreCount, NearbyCity } from '../contracts/api.contract';
import { CitiesService } from './cities.service';
import { NearbyCitiesQuery } from './dto/nearby-cities.query';

@Controller('api/states/:stateSlug/cities')
@CachedAnswers()
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
  async storeCount(@Param() params: CitySlugParams): Promise<number> {
    return (await this.cities.getBySlugs(params.stateSlug, params.citySlug)).storeCount;
  }
}

@Controller('api/cities')
@CachedAnswers()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get(':cityId/nearby')
  nearby(@Param() params: CityIdParams, @Query() query: NearbyCitiesQuery): Promise<NearbyCity[]> {
    return this.cities.listNearby(params.cityId, query.limit);
  }
}
