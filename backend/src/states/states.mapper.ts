import type { CityWithStoreCount, StateDetail, StateGuide, StateSummary, StoreLink } from '../contracts/api.contract';
import type { City } from '../cities/city.entity';
import type { Store } from '../stores/store.entity';
import type { State } from './state.entity';
import type { StateTotals } from './state.repository';

export function mapState(state: State): StateSummary {
  return { id: state.id, name: state.name, slug: state.slug, abbreviation: state.abbreviation };
}

export function mapStateDetail(state: State, totals: StateTotals, guide: StateGuide): StateDetail {
  return { ...mapState(state), cityCount: totals.cityCount, storeCount: totals.storeCount, guide };
}

/** One of the cities a state's guide names. */
export function mapNotableCity(city: City): CityWithStoreCount {
  return { id: city.id, name: city.name, slug: city.slug, storeCount: city.storeCount };
}

/** One of the stores a state's guide names (its city loaded, in the state given). */
export function mapLocalStore(store: Store, state: State): StoreLink {
  return {
    slug: store.slug,
    businessName: store.businessName,
    cityName: store.city.name,
    citySlug: store.city.slug,
    stateSlug: state.slug,
    numberOfReviews: store.numberOfReviews,
  };
}
