import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache, JSON_TYPE } from '../common/cache/answer-cache';
import { StoreMapQuery } from './dto/store-map.query';
import { STORE_MAP_CACHE_CONTROL, StoreMapService } from './store-map.service';

/**
 * `GET /api/stores/map`: every store on the map, or with `bbox` and `zoom` one view's clusters.
 * Answers are compressed, carry an ETag and may be kept by browsers for a few minutes. Registered
 * before `StoresController`, whose `/api/stores/:storeSlug` would otherwise take `map` for a slug.
 */
@Controller('api/stores/map')
export class StoreMapController {
  constructor(
    private readonly map: StoreMapService,
    private readonly answers: AnswerCache,
  ) {}

  @Get()
  async get(@Query() query: StoreMapQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const view = this.map.readView(query);
    const answer = view
      ? this.answers.prepare(JSON_TYPE, JSON.stringify(await this.map.view(view)), STORE_MAP_CACHE_CONTROL)
      : await this.map.listAnswer();
    if (this.map.answersAreSettled) this.answers.keep(request.url, answer);
    this.answers.send(response, answer);
  }
}
