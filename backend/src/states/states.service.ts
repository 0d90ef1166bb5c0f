import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/not-found';
import type { StateDetail, StateSummary } from '../contracts/api.contract';
import { StateGuides } from './state-guides';
import { StateRepository } from './state.repository';
import { mapState, mapStateDetail } from './states.mapper';

/** How many notable cities and local stores a state's guide names. */
const GUIDE_CITIES = 6;
const GUIDE_STORES = 5;

@Injectable()
export class StatesService {
  constructor(
    private readonly states: StateRepository,
    private readonly guides: StateGuides,
  ) {}

  async list(): Promise<StateSummary[]> {
    return (await this.states.listByName()).map(mapState);
  }

  /** The state with its totals and its guide; 404 when the slug names no state. */
  async getBySlug(slug: string): Promise<StateDetail> {
    const state = await this.states.findWithTotals(slug);
    if (!state) throw notFound('state', slug);
    const [notableCities, localStores] = await Promise.all([
      this.states.listTopCities(state.id, GUIDE_CITIES),
      this.states.listMostReviewedStores(state.id, GUIDE_STORES),
    ]);
    return mapStateDetail(state, { ...this.guides.forState(state.slug, state.name), notableCities, localStores });
  }

  /** 404 when the slug names no state. */
  async requireExists(slug: string): Promise<void> {
    if (!(await this.states.existsWithSlug(slug))) throw notFound('state', slug);
  }
}
