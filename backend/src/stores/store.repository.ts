import { EntityRepository, LockMode, QueryOrder, raw, type RequiredEntityData } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import type { SearchFilter, StoreMapItem } from '../contracts/api.contract';
import { storeFilterQuery } from './store-filters';
import type { ConsignmentCategory, ConsignmentTerms } from '../contracts/consignment-terms';
import { METERS_PER_MILE } from '../common/places/miles-box';
import { storeSummaryColumns, summarySourceOf, type StoreSummaryRow, type StoreSummarySource } from './stores.mapper';
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

/** What a suggested store is, to find it among the listed ones. */
export interface LikelyStoreCandidate {
  address: string;
  zipCode: string;
  businessName: string | null;
}

export class StoreRepository extends EntityRepository<Store> {
  async existsWithId(id: number): Promise<boolean> {
    return (await this.count({ id })) > 0;
  }

  async existsWithSlug(slug: string): Promise<boolean> {
    return (await this.count({ slug })) > 0;
  }

  /** A store with its row locked until the transaction ends (`for update`): a change racing this one waits. */
  findLocked(id: number): Promise<Store | null> {
    return this.findOne(id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** A store as the database has it now, over what this request read of it before. */
  findFresh(id: number): Promise<Store | null> {
    return this.findOne(id, { refresh: true });
  }

  /** A new store, written at once: its audit entry names its id. */
  async insertStore(data: RequiredEntityData<Store>): Promise<Store> {
    const created = this.create(data);
    await this.getEntityManager().flush();
    return created;
  }

  /**
   * Puts a closed store's row back from its record (`jsonb_populate_record`), its id kept: the columns
   * as they were, which the ORM cannot map from a document. The `closed_store` row stays until it is removed.
   */
  async insertFromClosed(closedId: number): Promise<void> {
    await this.getEntityManager().execute(
      `insert into store select (jsonb_populate_record(null::store, record)).* from closed_store where id = ?`,
      [closedId],
    );
  }

  /** Deletes the row with the rest of the unit of work (a change's, when its transaction ends). */
  remove(store: Store): void {
    this.getEntityManager().remove(store);
  }

  /**
   * The stores nearest a point, nearest first, with their miles: the point index's nearest-first walk
   * (`<->`) and earthdistance, which the ORM has no expression for.
   */
  async listNearest(latitude: number, longitude: number, limit: number): Promise<Array<{ store: Store; distance: number }>> {
    const rows = await this.getEntityManager().execute<Array<{ id: number; miles: number }>>(
      `select id, earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(?, ?)) / ? as miles
         from store where latitude is not null and longitude is not null
        order by point(longitude, latitude) <-> point(?, ?) limit ?`,
      [latitude, longitude, METERS_PER_MILE, longitude, latitude, limit],
    );
    const stores = new Map(
      (await this.find({ id: { $in: rows.map((row) => row.id) } }, { populate: ['city.state'] })).map((store) => [store.id, store]),
    );
    return rows
      .filter((row) => stores.has(row.id))
      .map((row) => ({ store: stores.get(row.id)!, distance: Math.round(row.miles * 10) / 10 }))
      .sort((a, b) => a.distance - b.distance);
  }

  /**
   * Up to `limit` stores within `miles` of a point whose consignment terms take `category`, nearest
   * first: their ids, terms and miles alone (what a comparison ranks them by; the few it shows are
   * read whole afterwards). Raw: the walk outwards of the index of stores with terms (`<->`), jsonb
   * containment and earthdistance have no ORM expression. The walk stops at `limit` stores, those
   * beyond `miles` dropped after: a condition of the circle's box made the planner read every store
   * in it and sort them (30 ms around Dallas at 1,000,000 stores, against 4 ms).
   */
  async listTermsNear(
    near: { lat: number; lng: number },
    category: ConsignmentCategory,
    miles: number,
    limit: number,
  ): Promise<Array<{ id: number; terms: ConsignmentTerms; distance: number }>> {
    const rows = await this.getEntityManager().execute<Array<{ id: number; terms: ConsignmentTerms; miles: number }>>(
      `select id, consignment_terms as terms, earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(?, ?)) / ? as miles
         from store
        where consignment_terms is not null and latitude is not null and longitude is not null
          and consignment_terms -> 'accepts' @> ?::jsonb
        order by point(longitude, latitude) <-> point(?, ?) limit ?`,
      [near.lat, near.lng, METERS_PER_MILE, JSON.stringify([category]), near.lng, near.lat, limit],
    );
    return rows
      .filter((row) => row.miles <= miles)
      .map((row) => ({ id: row.id, terms: row.terms, distance: Math.round(row.miles * 10) / 10 }))
      .sort((a, b) => a.distance - b.distance);
  }

  /** The summaries of the given stores, by id, as plain rows in one statement. */
  async listSummaries(ids: readonly number[]): Promise<Map<number, StoreSummarySource>> {
    if (ids.length === 0) return new Map();
    const rows = await this.createQueryBuilder('st')
      .select(raw(storeSummaryColumns(this.getEntityManager().getMetadata().get<Store>('Store'))))
      .join('st.city', 'c')
      .join('c.state', 's')
      .where({ id: { $in: [...ids] } })
      .execute<StoreSummaryRow[]>('all', false);
    return new Map(rows.map((row) => [row.id, summarySourceOf(row)]));
  }

  /**
   * Listed stores each of several suggestions may repeat, in one statement: in its ZIP code (its first
   * five digits), at a like address or with a like name, the likeliest first. Trigram similarity
   * (`pg_trgm`) and a lateral join over the candidates (one JSON parameter), which the ORM has no
   * expression for.
   */
  async listLikely(candidates: LikelyStoreCandidate[], limit: number): Promise<Store[][]> {
    if (candidates.length === 0) return [];
    const rows = await this.getEntityManager().execute<Array<{ n: number; id: number }>>(
      `select c.n, st.id
         from json_to_recordset(?::json) as c(n int, address text, zip text, name text)
        cross join lateral (
              select st.id, greatest(similarity(lower(st.address), lower(c.address)),
                                     coalesce(similarity(lower(st.business_name), lower(c.name)), 0)) as score
                from store st
               -- The ZIP codes starting with its five digits, as a range the pattern index reads (a LIKE
               -- whose pattern is not a constant cannot use it).
               where st.zip_code ~>=~ left(c.zip, 5) and st.zip_code ~<~ (left(c.zip, 5) || '~')
                 and (similarity(lower(st.address), lower(c.address)) >= 0.45 or similarity(lower(st.business_name), lower(c.name)) >= 0.4)
               order by score desc, st.id
               limit ?) st
        order by c.n, st.score desc, st.id`,
      [
        JSON.stringify(
          candidates.map((candidate, n) => ({ n, address: candidate.address, zip: candidate.zipCode, name: candidate.businessName })),
        ),
        limit,
      ],
    );
    const stores =
      rows.length === 0 ? [] : await this.find({ id: { $in: [...new Set(rows.map((row) => row.id))] } }, { populate: ['city.state'] });
    const byId = new Map(stores.map((store) => [store.id, store]));
    const lists = candidates.map((): Store[] => []);
    for (const row of rows) {
      const store = byId.get(row.id);
      if (store) lists[row.n]!.push(store);
    }
    return lists;
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
  async listInCity(cityId: number, limit: number, features: readonly SearchFilter[] = []): Promise<Store[]> {
    const city = await this.getEntityManager().findOne(City, cityId, { populate: ['state'] });
    if (!city) return [];
    return city.stores.matching({
      where: storeFilterQuery(features),
      orderBy: { numberOfReviews: QueryOrder.DESC_NULLS_LAST, businessName: QueryOrder.ASC, id: QueryOrder.ASC },
      limit,
    });
  }

  /** How many of a city's stores meet every filter. */
  countInCity(cityId: number, features: readonly SearchFilter[]): Promise<number> {
    return this.count({ $and: [{ city: cityId }, storeFilterQuery(features)] });
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
