import { EntityRepository, QueryOrder, raw } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import { Store } from '../stores/store.entity';
import type { State } from './state.entity';

/** A state's cities that have stores, and its stores. */
export interface StateTotals {
  cityCount: number;
  storeCount: number;
}

export class StateRepository extends EntityRepository<State> {
  listByName(): Promise<State[]> {
    return this.findAll({ orderBy: { name: QueryOrder.ASC } });
  }

  findBySlug(slug: string): Promise<State | null> {
    return this.findOne({ slug });
  }

  async existsWithSlug(slug: string): Promise<boolean> {
    return (await this.count({ slug })) > 0;
  }

  async totals(state: State): Promise<StateTotals> {
    const [totals] = await this.getEntityManager()
      .createQueryBuilder(City)
      .select([
        // A filtered count and a sum in one row: the QueryBuilder has a method for one plain count only.
        raw('count(*) filter (where store_count > 0)::int as "cityCount"'),
        raw('coalesce(sum(store_count), 0)::int as "storeCount"'),
      ])
      .where({ state })
      .execute<StateTotals[]>();
    return totals!;
  }

  /** The state's cities with the most stores. */
  listTopCities(state: State, limit: number): Promise<City[]> {
    return state.cities.matching({
      where: { storeCount: { $gt: 0 } },
      orderBy: { storeCount: QueryOrder.DESC, name: QueryOrder.ASC, id: QueryOrder.ASC },
      limit,
    });
  }

  /**
   * The state's stores with the most reviews, with their cities: read most reviewed first from
   * `store_review_order_index` (whose order `nulls last` matches), stopping once enough are in the state.
   */
  listMostReviewedStores(state: State, limit: number): Promise<Store[]> {
    return this.getEntityManager().find(
      Store,
      { city: { state }, numberOfReviews: { $ne: null } },
      {
        populate: ['city'],
        orderBy: { numberOfReviews: QueryOrder.DESC_NULLS_LAST, businessName: QueryOrder.ASC, id: QueryOrder.ASC },
        limit,
      },
    );
  }
}
