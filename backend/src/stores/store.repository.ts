import { EntityRepository } from '@mikro-orm/postgresql';
import type { StoreMapItem } from '../contracts/api.contract';
import type { Store } from './store.entity';
import { STORE_ROW_COLUMNS, STORE_ROW_JOINS, type StoreRow } from './store-row';

/** The select list and joins shared by every store query. */
const STORE_ROW_SELECT = `select ${STORE_ROW_COLUMNS} from store st ${STORE_ROW_JOINS}`;

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
const ON_THE_MAP = `st.latitude between -90 and 90 and st.longitude between -180 and 180
        and st.latitude <> 0 and st.longitude <> 0`;

/** The columns of a {@link StoreMapItem}, named as the API names them. */
const STORE_MAP_ITEM_SELECT = `select st.id, st.business_name as "businessName", st.address,
        c.name as city, s.name as state, st.latitude, st.longitude,
        s.slug as "stateSlug", c.slug as "citySlug", st.slug
      from store st ${STORE_ROW_JOINS}`;

export class StoreRepository extends EntityRepository<Store> {
  async existsWithId(id: number): Promise<boolean> {
    const [row] = await this.getEntityManager().execute<{ found: boolean }[]>('select exists (select 1 from store where id = ?) as found', [
      id,
    ]);
    return row!.found;
  }

  async findRowBySlug(slug: string): Promise<StoreRow | null> {
    const [row] = await this.getEntityManager().execute<StoreRow[]>(`${STORE_ROW_SELECT} where st.slug = ?`, [slug]);
    return row ?? null;
  }

  /** A city's stores, most reviewed first (unknown review counts last), then by name. */
  listRowsInCity(cityId: number, limit: number): Promise<StoreRow[]> {
    return this.getEntityManager().execute<StoreRow[]>(
      `${STORE_ROW_SELECT}
        where st.city_id = ?
        order by st.number_of_reviews desc nulls last, st.business_name, st.id
        limit ?`,
      [cityId, limit],
    );
  }

  /**
   * Up to `limit` stores on the map with ids above `afterId`, by id: id and coordinates only, for
   * the cluster index, a slice at a time. By id, the order of the whole list: clustering depends
   * on the order of the points, and the app clusters that list.
   */
  listMapPointsAfter(afterId: number, limit: number): Promise<MapPointRow[]> {
    return this.getEntityManager().execute<MapPointRow[]>(
      `select st.id, st.latitude, st.longitude from store st where st.id > ? and ${ON_THE_MAP} order by st.id limit ?`,
      [afterId, limit],
    );
  }

  /** The map items of the given stores (those on the map), in no particular order. */
  listMapItems(ids: number[]): Promise<StoreMapItem[]> {
    return this.getEntityManager().execute<StoreMapItem[]>(
      `${STORE_MAP_ITEM_SELECT} where st.id = any(?::int[]) and ${ON_THE_MAP}`,
      // One array parameter, written as PostgreSQL's array text (knex would spread a JS array into a list).
      [`{${ids.map((id) => Math.trunc(id)).join(',')}}`],
    );
  }

  /** Up to `limit` map items with ids above `afterId`, by id: the whole list one slice at a time. */
  listMapItemsAfter(afterId: number, limit: number): Promise<StoreMapItem[]> {
    return this.getEntityManager().execute<StoreMapItem[]>(
      `${STORE_MAP_ITEM_SELECT} where st.id > ? and ${ON_THE_MAP} order by st.id limit ?`,
      [afterId, limit],
    );
  }
}
