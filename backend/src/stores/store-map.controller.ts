import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { PreparedAnswer } from '../common/http/prepared-answer';
import type { StoreMapView } from '../contracts/api.contract';
import { StoreMapQuery } from './dto/store-map.query';
import { STORE_MAP_CACHE_CONTROL, StoreMapService } from './store-map.service';
import { ReadsMayLag } from '../database/read-replicas';

/**
 * `GET /api/stores/map`: every store on the map, or with `bbox` and `zoom` one view's clusters.
 * Answers carry an ETag and may be kept by browsers for a few minutes; the whole list is sent as it
 * was compressed once. Registered before `StoresController`, whose `/api/stores/:storeSlug` would
 * otherwise take `map` for a slug.
 */
@Controller('stores/map')
@ReadsMayLag()
export class StoreMapController {
  constructor(private readonly map: StoreMapService) {}

  @Get()
  async get(@Query() query: StoreMapQuery, @Res({ passthrough: true }) response: Response): Promise<StoreMapView | PreparedAnswer> {
    const view = this.map.readView(query);
    if (!view) return this.map.listAnswer();
    response.set('Cache-Control', STORE_MAP_CACHE_CONTROL);
    return this.map.view(view);
  }
}
