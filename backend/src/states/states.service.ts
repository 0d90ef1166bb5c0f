import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/not-found';
import type { StateDetail, StateSummary } from '../contracts/api.contract';
import { StateGuides } from './state-guides';
import { StateRepository } from './state.repository';
import { mapLocalStore, mapNotableCity, mapState, mapStateDetail } from './states.mapper';

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
    const state = await this.states.findBySlug(slug);
    if (!state) throw notFound('state', slug);
    const [totals, notableCities, localStores] = await Promise.all([
      this.states.totals(state),
      this.states.listTopCities(state, GUIDE_CITIES),
      this.states.listMostReviewedStores(state, GUIDE_STORES),
    ]);
    const guide = {
      ...this.guides.forState(state.slug, state.name),
      notableCities: notableCities.map(mapNotableCity),
      localStores: localStores.map((store) => mapLocalStore(store, state)),
    };
    return mapStateDetail(state, totals, guide);
  }

  /** 404 when the slug names no state. */
  async requireExists(slug: string): Promise<void> {
    if (!(await this.states.existsWithSlug(slug))) throw notFound('state', slug);
  }
}
