import { EntityRepository, QueryOrder } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import type { StoreMapItem } from '../contracts/api.contract';
import type { Store } from './store.entity';

/** A store's place on the map. */
export interface MapPointRow {
  id: number;
  latitude: number;
  longitude: number;
}

/**
 * Spec: a store is on the map only when its coordinates are numbers and neither is zero (the
 * range check also leaves out NaN, which PostgreSQL sorts above every number).
 */
const ON_THE_MAP = { latitude: { $gte: -90, $lte: 90, $ne: 0 }, longitude: { $gte: -180, $lte: 180, $ne: 0 } };

/**
 * The columns of a {@link StoreMapItem}, named and ordered as the API has them (an aliased field
 * names its column: the QueryBuilder maps a property's name only when it stands alone).
 */
const STORE_MAP_ITEM_FIELDS = [
  'st.id',
  'st.business_name as businessName',
  'st.address',
  'c.name as city',
  's.name as state',
  'st.latitude',
  'st.longitude',
  's.slug as stateSlug',
  'c.slug as citySlug',
  'st.slug',
];

export class StoreRepository extends EntityRepository<Store> {
  async existsWithId(id: number): Promise<boolean> {
    return (await this.count({ id })) > 0;
  }

  /** A store with its city and state, in one query. */
  findBySlug(slug: string): Promise<Store | null> {
    return this.findOne({ slug }, { populate: ['city.state'] });
  }

  /**
   * Up to `limit` stores of a city, most reviewed first (unknown review counts last), then by name,
   * as `store_city_listing_index` holds them. The city and its state come from the identity map when
   * this request has loaded them (`CitiesService.getBySlugs`), so only the stores are read.
   */
  async listInCity(cityId: number, limit: number): Promise<Store[]> {
    const city = await this.getEntityManager().findOne(City, cityId, { populate: ['state'] });
    if (!city) return [];
    return city.stores.matching({
      orderBy: { numberOfReviews: QueryOrder.DESC_NULLS_LAST, businessName: QueryOrder.ASC, id: QueryOrder.ASC },
      limit,
    });
  }

  /**
   * Up to `limit` stores on the map with ids above `afterId`, by id: id and coordinates only, for
   * the cluster index, a slice at a time (plain rows: nothing kept in an identity map). By id, the
   * order of the whole list: clustering depends on the order of the points, and the app clusters that list.
   */
  listMapPointsAfter(afterId: number, limit: number): Promise<MapPointRow[]> {
    return this.createQueryBuilder('st')
      .select(['st.id', 'st.latitude', 'st.longitude'])
      .where({ ...ON_THE_MAP, id: { $gt: afterId } })
      .orderBy({ id: QueryOrder.ASC })
      .limit(limit)
      .execute<MapPointRow[]>('all', false);
  }

  /** The map items of the given stores (those on the map), in no particular order. */
  listMapItems(ids: number[]): Promise<StoreMapItem[]> {
    return this.mapItems()
      .where({ ...ON_THE_MAP, id: { $in: ids } })
      .execute<StoreMapItem[]>('all', false);
  }

  /** Up to `limit` map items with ids above `afterId`, by id: the whole list one slice at a time, as plain rows. */
  listMapItemsAfter(afterId: number, limit: number): Promise<StoreMapItem[]> {
    return this.mapItems()
      .where({ ...ON_THE_MAP, id: { $gt: afterId } })
      .orderBy({ id: QueryOrder.ASC })
      .limit(limit)
      .execute<StoreMapItem[]>('all', false);
  }

  /** Stores with their cities and states, as the API's map items (rows in the select's order, not mapped one by one). */
  private mapItems() {
    return this.createQueryBuilder('st').select(STORE_MAP_ITEM_FIELDS).join('st.city', 'c').join('c.state', 's');
  }
}
