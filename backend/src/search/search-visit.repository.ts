import { EntityRepository, raw } from '@mikro-orm/postgresql';
import type { SearchVisit } from './search-visit.entity';

/** A search and its count of different visitors. */
export interface SearchVisitors {
  queryKey: string;
  visitors: number;
}

export class SearchVisitRepository extends EntityRepository<SearchVisit> {
  /** Writes the visits in one statement, a visit made again moved to its new day. */
  async upsertVisits(visits: Array<Pick<SearchVisit, 'queryKey' | 'visitorKey' | 'day'>>): Promise<void> {
    await this.upsertMany(visits);
  }

  /** Of the given searches, those made by at least `visitors` different visitors since `since`, with their counts. */
  listMadeByAtLeast(queryKeys: string[], since: string, visitors: number): Promise<SearchVisitors[]> {
    return this.createQueryBuilder()
      .select(['queryKey', raw('count(*)::int as visitors')])
      .where({ queryKey: { $in: queryKeys }, day: { $gte: since } })
      .groupBy('queryKey')
      .having('count(*) >= ?', [visitors])
      .execute<SearchVisitors[]>();
  }

  /** Deletes the visits last made before `day`. */
  async deleteBefore(day: string): Promise<void> {
    await this.nativeDelete({ day: { $lt: day } });
  }
}
