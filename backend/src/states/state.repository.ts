import { EntityRepository } from '@mikro-orm/postgresql';
import type { CityWithStoreCount, StoreLink } from '../contracts/api.contract';
import type { State } from './state.entity';

export interface StateWithTotals {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
  cityCount: number;
  storeCount: number;
}

export type StateRow = Pick<State, 'id' | 'name' | 'slug' | 'abbreviation'>;

export class StateRepository extends EntityRepository<State> {
  listByName(): Promise<StateRow[]> {
    return this.getEntityManager().execute<StateRow[]>('select id, name, slug, abbreviation from state order by name');
  }

  async existsWithSlug(slug: string): Promise<boolean> {
    const [row] = await this.getEntityManager().execute<{ found: boolean }[]>(
      'select exists (select 1 from state where slug = ?) as found',
      [slug],
    );
    return row!.found;
  }

  /** A state with the number of its cities that have stores, and of its stores. */
  async findWithTotals(slug: string): Promise<StateWithTotals | null> {
    const [row] = await this.getEntityManager().execute<StateWithTotals[]>(
      `select s.id, s.name, s.slug, s.abbreviation,
              count(c.id) filter (where c.store_count > 0)::int as "cityCount",
              coalesce(sum(c.store_count), 0)::int as "storeCount"
         from state s
         left join city c on c.state_id = s.id
        where s.slug = ?
        group by s.id`,
      [slug],
    );
    return row ?? null;
  }

  /** The state's cities with the most stores. */
  listTopCities(stateId: number, limit: number): Promise<CityWithStoreCount[]> {
    return this.getEntityManager().execute<CityWithStoreCount[]>(
      `select id, name, slug, store_count as "storeCount"
         from city
        where state_id = ? and store_count > 0
        order by store_count desc, name, id
        limit ?`,
      [stateId, limit],
    );
  }

  /**
   * The state's stores with the most reviews: read most reviewed first from `store_review_order_index`
   * (whose order `nulls last` matches), stopping once enough are in the state.
   */
  listMostReviewedStores(stateId: number, limit: number): Promise<StoreLink[]> {
    return this.getEntityManager().execute<StoreLink[]>(
      `select st.slug, st.business_name as "businessName", c.name as "cityName", c.slug as "citySlug",
              s.slug as "stateSlug", st.number_of_reviews as "numberOfReviews"
         from store st
         join city c on c.id = st.city_id
         join state s on s.id = c.state_id
        where c.state_id = ? and st.number_of_reviews is not null
        order by st.number_of_reviews desc nulls last, st.business_name, st.id
        limit ?`,
      [stateId, limit],
    );
  }
}
