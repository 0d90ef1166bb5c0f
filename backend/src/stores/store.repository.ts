import { EntityRepository } from '@mikro-orm/postgresql';
import type { StoreFlag, StoreMapItem } from '../contracts/api.contract';
import type { Store } from './store.entity';

/** A store row with its city and state, as every store query returns it. */
export type StoreRow = {
  id: number;
  slug: string;
  businessName: string;
  address: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  photo: string | null;
  numberOfReviews: number | null;
  seoDescription: string | null;
  /** As the driver gives timestamps: a string. */
  updatedAt: string;
  cityId: number;
  cityName: string;
  citySlug: string;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
} & Record<StoreFlag, boolean>;

/** The columns of a {@link StoreRow}, from `st` (store), `c` (city) and `s` (state). */
export const STORE_ROW_COLUMNS = `
  st.id, st.slug, st.business_name as "businessName", st.address, st.zip_code as "zipCode",
  st.latitude, st.longitude, st.phone, st.website, st.photo,
  st.number_of_reviews as "numberOfReviews", st.seo_description as "seoDescription",
  st.sell_furniture as "sellFurniture", st.sell_clothes as "sellClothes",
  st.sell_antiques as "sellAntiques", st.sell_jewelry as "sellJewelry", st.sell_books as "sellBooks",
  st.sell_gift_items as "sellGiftItems", st.sell_premium_brand as "sellPremiumBrand",
  st.sell_merchandise as "sellMerchandise", st.wide_selection as "wideSelection",
  st.clean_organized as "cleanOrganized", st.pricing, st.friendly_employees as "friendlyEmployees",
  st.updated_at as "updatedAt",
  c.id as "cityId", c.name as "cityName", c.slug as "citySlug",
  s.name as "stateName", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"`;

/** A store's city and state, joined as {@link STORE_ROW_COLUMNS} expects them. */
export const STORE_ROW_JOINS = `
    join city c on c.id = st.city_id
    join state s on s.id = c.state_id`;

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
    const [row] = await this.getEntityManager().execute<{ found: boolean }[]>('select exists (select 1 from store where id = ?) as found', [id]);
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
