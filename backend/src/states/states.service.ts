import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/not-found';
import type { StateDetail, StateSummary } from '../contracts/api.contract';
import { StateRepository } from './state.repository';
import { mapState, mapStateDetail } from './states.mapper';

@Injectable()
export class StatesService {
  constructor(private readonly states: StateRepository) {}

  async list(): Promise<StateSummary[]> {
    return (await this.states.listByName()).map(mapState);
  }

  /** The state with its totals; 404 when the slug names no state. */
  async getBySlug(slug: string): Promise<StateDetail> {
    const state = await this.states.findWithTotals(slug);
    if (!state) throw notFound('state', slug);
    return mapStateDetail(state);
  }
}
