import { EntityRepository } from '@mikro-orm/postgresql';
import type { City } from './city.entity';

export interface CityRow {
  id: number;
  name: string;
  slug: string;
  storeCount: number;
}

export interface CityDetailRow extends CityRow {
  latitude: number | null;
  longitude: number | null;
  /** As the driver gives timestamps: a string. */
  storesUpdatedAt: string | null;
  stateId: number;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
}

export interface NearbyCityRow extends CityRow {
  distance: number;
  stateId: number;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
}

export interface DirectoryTotalsRow {
  stateCount: number;
  cityCount: number;
  storeCount: number;
}

/** Mean radius of the Earth in miles, for great-circle distances. */
const EARTH_RADIUS_MILES = 3958.8;

const CITY_DETAIL_COLUMNS = `
  c.id, c.name, c.slug, c.store_count as "storeCount", c.latitude, c.longitude,
  c.stores_updated_at as "storesUpdatedAt",
  s.id as "stateId", s.name as "stateName", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"`;

export class CityRepository extends EntityRepository<City> {
  /** The cities of a state that have at least one store, by name. */
  listWithStoresInState(stateSlug: string): Promise<CityRow[]> {
    return this.getEntityManager().execute<CityRow[]>(
      `select c.id, c.name, c.slug, c.store_count as "storeCount"
         from city c
         join state s on s.id = c.state_id
        where s.slug = ? and c.store_count > 0
        order by c.name, c.id`,
      [stateSlug],
    );
  }

  /** The cities with stores of several states, in one query: by state, then as one state's list. */
  listWithStoresInStates(stateSlugs: string[]): Promise<Array<CityRow & { stateSlug: string }>> {
    return this.getEntityManager().execute<Array<CityRow & { stateSlug: string }>>(
      `select c.id, c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug"
         from city c
         join state s on s.id = c.state_id
        where s.slug = any(?::text[]) and c.store_count > 0
        order by s.slug, c.name, c.id`,
      // One array parameter, written as PostgreSQL's array text (knex would spread a JS array into a list).
      [`{${stateSlugs.map((slug) => `"${slug}"`).join(',')}}`],
    );
  }

  async findDetailBySlugs(stateSlug: string, citySlug: string): Promise<CityDetailRow | null> {
    const [row] = await this.getEntityManager().execute<CityDetailRow[]>(
      `select ${CITY_DETAIL_COLUMNS}
         from city c
         join state s on s.id = c.state_id
        where s.slug = ? and c.slug = ? and c.store_count > 0`,
      [stateSlug, citySlug],
    );
    return row ?? null;
  }

  async findDetailById(id: number): Promise<CityDetailRow | null> {
    const [row] = await this.getEntityManager().execute<CityDetailRow[]>(
      `select ${CITY_DETAIL_COLUMNS}
         from city c
         join state s on s.id = c.state_id
        where c.id = ? and c.store_count > 0`,
      [id],
    );
    return row ?? null;
  }

  /** The cities with stores nearest to a point, by great-circle distance in miles, excluding one city. */
  listNearest(latitude: number, longitude: number, excludeCityId: number, limit: number): Promise<NearbyCityRow[]> {
    return this.getEntityManager().execute<NearbyCityRow[]>(
      `select c.id, c.name, c.slug, c.store_count as "storeCount",
              s.id as "stateId", s.name as "stateName", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation",
              ${EARTH_RADIUS_MILES} * 2 * asin(sqrt(
                power(sin(radians(c.latitude - ?) / 2), 2)
                + cos(radians(?)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ?) / 2), 2)
              )) as distance
         from city c
         join state s on s.id = c.state_id
        where c.store_count > 0 and c.latitude is not null and c.longitude is not null and c.id <> ?
        order by distance, c.id
        limit ?`,
      [latitude, latitude, longitude, excludeCityId, limit],
    );
  }

  /** States, cities and stores that the directory lists (only cities with stores count). */
  async totals(): Promise<DirectoryTotalsRow> {
    const [row] = await this.getEntityManager().execute<DirectoryTotalsRow[]>(
      `select count(distinct state_id)::int as "stateCount",
              count(*)::int as "cityCount",
              coalesce(sum(store_count), 0)::int as "storeCount"
         from city
        where store_count > 0`,
    );
    return row!;
  }

  /**
   * Changes whenever the stores change: the importer refreshes every city whose stores it touched
   * (count, centre, latest change) and stamps the city's `updated_at`. Reads the city table only.
   */
  async dataVersion(): Promise<string> {
    const [row] = await this.getEntityManager().execute<{ cities: string; stores: string; changed: string | null }[]>(
      `select count(*) as cities, coalesce(sum(store_count), 0) as stores, max(updated_at)::text as changed from city`,
    );
    return `${row?.cities}:${row?.stores}:${row?.changed ?? ''}`;
  }
}
