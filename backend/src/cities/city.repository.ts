import { EntityRepository, QueryOrder, raw, type RawQueryFragment } from '@mikro-orm/postgresql';
import { cityTotalsUpdate } from './city-totals';
import type { City } from './city.entity';

/** A city in a list of a state's cities. */
export type CityListRow = Pick<City, 'id' | 'name' | 'slug' | 'storeCount'>;

/** A city near another, with its state, as the nearest-cities query reads it. */
export interface NearbyCityRow {
  id: number;
  name: string;
  slug: string;
  storeCount: number;
  stateId: number;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
  distance: number;
}

export interface DirectoryTotals {
  stateCount: number;
  cityCount: number;
  storeCount: number;
}

/** Mean radius of the Earth in miles, for great-circle distances. */
const EARTH_RADIUS_MILES = 3958.8;

/** Cities the directory lists: those with stores. */
const WITH_STORES = { storeCount: { $gt: 0 } };

export class CityRepository extends EntityRepository<City> {
  /** The cities of a state that have at least one store, by name. */
  listWithStoresInState(stateSlug: string): Promise<CityListRow[]> {
    return this.listRows()
      .where({ ...WITH_STORES, 's.slug': stateSlug })
      .execute<CityListRow[]>();
  }

  /** The cities with stores of several states, with their states' slugs, in one query. */
  listWithStoresInStates(stateSlugs: string[]): Promise<Array<CityListRow & { stateSlug: string }>> {
    return this.listRows()
      .addSelect('s.slug as stateSlug')
      .where({ ...WITH_STORES, 's.slug': { $in: stateSlugs } })
      .execute<Array<CityListRow & { stateSlug: string }>>();
  }

  /** A city with stores, with its state. */
  findBySlugs(stateSlug: string, citySlug: string): Promise<City | null> {
    return this.findOne({ ...WITH_STORES, slug: citySlug, state: { slug: stateSlug } }, { populate: ['state'] });
  }

  /** A city with its state: without a query when this request has loaded it (by slugs, say). */
  findWithState(id: number): Promise<City | null> {
    return this.findOne(id, { populate: ['state'] });
  }

  /** The cities with stores nearest to a point, by great-circle distance in miles, excluding one city. */
  listNearest(latitude: number, longitude: number, excludeCityId: number, limit: number): Promise<NearbyCityRow[]> {
    // The haversine formula: a computed distance, which the ORM has no expression for.
    const distance = raw<City, RawQueryFragment>(
      `${EARTH_RADIUS_MILES} * 2 * asin(sqrt(
         power(sin(radians(c.latitude - ?) / 2), 2)
         + cos(radians(?)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ?) / 2), 2)
       )) as distance`,
      [latitude, latitude, longitude],
    );
    return this.createQueryBuilder('c')
      .select(['c.id', 'c.name', 'c.slug', 'c.storeCount', 's.id as stateId', 's.name as stateName', 's.slug as stateSlug'])
      .addSelect(['s.abbreviation as stateAbbreviation', distance])
      .join('c.state', 's')
      .where({ ...WITH_STORES, latitude: { $ne: null }, longitude: { $ne: null }, id: { $ne: excludeCityId } })
      .orderBy([{ [raw('distance')]: QueryOrder.ASC }, { id: QueryOrder.ASC }])
      .limit(limit)
      .execute<NearbyCityRow[]>();
  }

  /**
   * Cities by name, joined to their states, as plain rows: a state lists hundreds of them, and an
   * entity costs about 15 µs to build (a state's list took ten times as long as these rows).
   */
  private listRows() {
    return this.createQueryBuilder('c')
      .select(['c.id', 'c.name', 'c.slug', 'c.storeCount'])
      .join('c.state', 's')
      .orderBy([{ name: QueryOrder.ASC }, { id: QueryOrder.ASC }]);
  }

  /** States, cities and stores that the directory lists (only cities with stores count). */
  async totals(): Promise<DirectoryTotals> {
    const [totals] = await this.createQueryBuilder()
      .select([
        // Counts of two kinds and a sum in one row: the QueryBuilder has a method for one plain count only.
        raw('count(distinct state_id)::int as "stateCount"'),
        raw('count(*)::int as "cityCount"'),
        raw('coalesce(sum(store_count), 0)::int as "storeCount"'),
      ])
      .where(WITH_STORES)
      .execute<DirectoryTotals[]>();
    return totals!;
  }

  /**
   * Changes whenever the stores change: the importer refreshes every city whose stores it touched
   * (count, centre, latest change) and stamps the city's `updated_at`. Reads the city table only.
   */
  async dataVersion(): Promise<string> {
    const [version] = await this.createQueryBuilder()
      .select([
        // A count, a sum and a maximum in one row (the QueryBuilder has a method for one plain count only),
        // the latest change as PostgreSQL writes it, to the microsecond.
        raw('count(*) as cities'),
        raw('coalesce(sum(store_count), 0) as stores'),
        raw('max(updated_at)::text as changed'),
      ])
      .execute<{ cities: string; stores: string; changed: string | null }[]>();
    return `${version?.cities}:${version?.stores}:${version?.changed ?? ''}`;
  }

  /**
   * Recounts one city's stores, centre and latest change after a listing changed: the importer's
   * statement (an update from an aggregate, which the ORM has no expression for) kept to the city.
   */
  async refreshTotals(cityId: number): Promise<void> {
    await this.getEntityManager().execute(cityTotalsUpdate('city.id = ?'), [cityId]);
  }
}
