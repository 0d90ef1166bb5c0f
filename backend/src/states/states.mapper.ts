import type { StateDetail, StateGuide, StateSummary } from '../contracts/api.contract';
import type { State } from './state.entity';
import type { StateWithTotals } from './state.repository';

export function mapState(state: Pick<State, 'id' | 'name' | 'slug' | 'abbreviation'>): StateSummary {
  return { id: state.id, name: state.name, slug: state.slug, abbreviation: state.abbreviation };
}

export function mapStateDetail(state: StateWithTotals, guide: StateGuide): StateDetail {
  return { ...mapState(state), cityCount: state.cityCount, storeCount: state.storeCount, guide };
}
