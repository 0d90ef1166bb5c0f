import { EntityRepository } from '@mikro-orm/postgresql';
import type { OpeningHours } from '../contracts/api.contract';
import { textArray } from '../common/sql/array-literal';
import { weeklyOpenMinutes } from '../contracts/opening-hours';
import { storeOpeningHours } from './store-hours';
import type { StoreWeek } from './store-week.entity';

/** Stores written a statement, at most. */
const BATCH = 5_000;

/** `weeklyOpenMinutes` as a PostgreSQL multirange literal: `{[600,1080),[2040,2520)}`. */
export const multirangeOf = (ranges: ReadonlyArray<readonly [number, number]>) =>
  `{${ranges.map(([from, to]) => `[${from},${to})`).join(',')}}`;

export class StoreWeekRepository extends EntityRepository<StoreWeek> {
  /**
   * Writes the weeks of the given stores, or of every store that has none, from their hours as the
   * store page reads them; how many. Raw: an `unnest` of arrays writes thousands of rows in one
   * statement, and `not exists` finds those without a week, neither of which the ORM says.
   */
  async writeFor(storeIds: readonly number[] | 'missing'): Promise<number> {
    const em = this.getEntityManager();
    let written = 0;
    // The stores without a week walked by id from where the last batch ended; given ones batch by batch.
    let afterId = 0;
    for (let offset = 0; storeIds === 'missing' || offset < storeIds.length; offset += BATCH) {
      const rows =
        storeIds === 'missing'
          ? await em.execute<Array<{ id: number; hours: OpeningHours[] | null }>>(
              'select s.id, s.hours from store s where s.id > ? and not exists (select 1 from store_week w where w.store_id = s.id) order by s.id limit ?',
              [afterId, BATCH],
            )
          : await em.execute<Array<{ id: number; hours: OpeningHours[] | null }>>('select id, hours from store where id = any(?::int[])', [
              textArray(storeIds.slice(offset, offset + BATCH)),
            ]);
      if (storeIds === 'missing' && rows.length === 0) break;
      if (rows.length === 0) continue;
      afterId = rows[rows.length - 1]!.id;
      await em.execute(
        `insert into store_week (store_id, open_minutes)
         select id, minutes::int4multirange from unnest(?::int[], ?::text[]) as week(id, minutes)
         on conflict (store_id) do update set open_minutes = excluded.open_minutes`,
        [textArray(rows.map((row) => row.id)), textArray(rows.map((row) => multirangeOf(weeklyOpenMinutes(storeOpeningHours(row)))))],
      );
      written += rows.length;
    }
    return written;
  }
}
