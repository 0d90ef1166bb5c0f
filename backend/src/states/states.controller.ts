import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import type { StateDetail, StateSummary } from '../contracts/api.contract';
import { StateSlugParams } from '../common/validation/route-params.dto';
import { StatesService } from './states.service';
import { ReadsMayLag } from '../database/read-replicas';

@Controller('states')
@UseInterceptors(PublicAnswersInterceptor)
@ReadsMayLag()
export class StatesController {
  constructor(private readonly states: StatesService) {}

  @Get()
  list(): Promise<StateSummary[]> {
    return this.states.list();
  }

  @Get(':stateSlug')
  get(@Param() params: StateSlugParams): Promise<StateDetail> {
    return this.states.getBySlug(params.stateSlug);
  }
}
