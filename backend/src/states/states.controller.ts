import { CachedAnswers } from '../common/cache/answer-cache';
import { Controller, Get, Param } from '@nestjs/common';
import type { StateDetail, StateSummary } from '../contracts/api.contract';
import { StateSlugParams } from '../common/validation/route-params.dto';
import { StatesService } from './states.service';

@Controller('api/states')
@CachedAnswers()
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
