import { EntityRepository } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import type { PopularSearch } from './popular-search.entity';

/** A city by its slugs, as a search's results name it. */
export interface CityPlace {
  stateSlug: string;
  citySlug: string;
}

export class PopularSearchRepository extends EntityRepository<PopularSearch> {
  /** A search's rows, in every city, for each of the given searches. */
  listByQueryKeys(queryKeys: string[]): Promise<PopularSearch[]> {
    return this.find({ queryKey: { $in: queryKeys } });
  }

  /** A search's count of visitors, in every city it is popular in. */
  async setVisitors(queryKey: string, visitors: number): Promise<void> {
    await this.nativeUpdate({ queryKey }, { visitors });
  }

  /** The ids of the cities named (those the directory has), in one query (none named: no query). */
  async listCityIds(places: CityPlace[]): Promise<number[]> {
    if (places.length === 0) return [];
    const cities = await this.getEntityManager().find(
      City,
      { $or: places.map((place) => ({ slug: place.citySlug, state: { slug: place.stateSlug } })) },
      { fields: ['id'] },
    );
    return cities.map((city) => city.id);
  }

  /** Deletes a search's rows in the cities other than `cityIds` (none: in every city). */
  async deleteOutside(queryKey: string, cityIds: number[]): Promise<void> {
    await this.nativeDelete(cityIds.length > 0 ? { queryKey, city: { $nin: cityIds } } : { queryKey });
  }

  /**
   * Writes a search's row in each of the cities (none: no statement): an upsert, not an insert, since
   * two servers' batches at once both write the same rows.
   */
  async upsertInCities(cityIds: number[], search: Pick<PopularSearch, 'queryKey' | 'query' | 'visitors' | 'lastSeen'>): Promise<void> {
    if (cityIds.length > 0) await this.upsertMany(cityIds.map((city) => ({ city, ...search })));
  }

  /** Up to `limit` texts of a city's searches made by `visitors` visitors or more, seen since `since`: the most visitors first. */
  async listQueriesInCity(cityId: number, visitors: number, since: string, limit: number): Promise<string[]> {
    const searches = await this.find(
      { city: cityId, visitors: { $gte: visitors }, lastSeen: { $gte: since } },
      { orderBy: { visitors: 'desc', query: 'asc' }, limit, fields: ['query'] },
    );
    return searches.map((search) => search.query);
  }

  /** Counts again every popular search's visitors since `since`, from the visits kept. */
  async recountVisitors(since: string): Promise<void> {
    // Raw: an update by a correlated count, which the ORM has no form for.
    await this.getEntityManager().execute(
      `update popular_search p set visitors = (select count(*) from search_visit v where v.query_key = p.query_key and v.day >= ?)`,
      [since],
    );
  }

  /** Deletes, with their texts, the searches made by fewer than `visitors` visitors or not seen since `since`. */
  async deleteUnpopular(visitors: number, since: string): Promise<void> {
    await this.nativeDelete({ $or: [{ visitors: { $lt: visitors } }, { lastSeen: { $lt: since } }] });
  }
}
