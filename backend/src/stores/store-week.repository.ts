import { EntityRepository } from '@mikro-orm/postgresql';
import type { OpeningHours } from '../contracts/api.contract';
import { textArray } from '../common/sql/array-literal';
import { weeklyOpenMinutes } from '../contracts/opening-hours';
import { storeOpeningHours } from './store-hours';
import type { StoreWeek } from './store-week.entity';
import { Store } from './store.entity';

/** Stores written a statement, at most. */
const BATCH = 5_000;
/**
 * Store ids a search for stores without a week reads a statement, at most: one walk over a million
 * stores with none missing took 1.1 to 1.7 s, over 5 s on a cold cache (the start-up's statement
 * timeout, which stopped the server starting). On a cold cache (1,000,000 stores, none missing) the
 * first 50,000 ids by both primary keys alone took 69 ms, with the stores' rows (for their hours) 7.1 s.
 */
const SPAN = 50_000;

/** `weeklyOpenMinutes` as a PostgreSQL multirange literal: `{[600,1080),[2040,2520)}`. */
export const multirangeOf = (ranges: ReadonlyArray<readonly [number, number]>) =>
  `{${ranges.map(([from, to]) => `[${from},${to})`).join(',')}}`;

/** A store's id and its hours as the store page reads them. */
type StoreHoursRow = { id: number; hours: OpeningHours[] | null };

export class StoreWeekRepository extends EntityRepository<StoreWeek> {
  /**
   * Writes the weeks of the given stores, or of every store that has none, from their hours as the
   * store page reads them; how many. Raw: an `unnest` of arrays writes thousands of rows in one
   * statement, and `not exists` finds those without a week, neither of which the ORM says.
   */
  async writeFor(storeIds: readonly number[] | 'missing'): Promise<number> {
    const batches = storeIds === 'missing' ? this.missing() : this.given(storeIds);
    let written = 0;
    for await (const rows of batches) {
      await this.getEntityManager().execute(
        `insert into store_week (store_id, open_minutes)
         select id, minutes::int4multirange from unnest(?::int[], ?::text[]) as week(id, minutes)
         on conflict (store_id) do update set open_minutes = excluded.open_minutes`,
        [textArray(rows.map((row) => row.id)), textArray(rows.map((row) => multirangeOf(weeklyOpenMinutes(storeOpeningHours(row)))))],
      );
      written += rows.length;
    }
    return written;
  }

  /** The given stores' hours, a batch at a time. */
  private async *given(storeIds: readonly number[]): AsyncGenerator<StoreHoursRow[]> {
    for (let offset = 0; offset < storeIds.length; offset += BATCH) {
      const rows = await this.getEntityManager().execute<StoreHoursRow[]>('select id, hours from store where id = any(?::int[])', [
        textArray(storeIds.slice(offset, offset + BATCH)),
      ]);
      if (rows.length > 0) yield rows;
    }
  }

  /**
   * The hours of the stores without a week, a batch at a time, walked by id at most SPAN ids a
   * statement (a count of each table to skip the walk would itself read every store's row after an
   * import, before a vacuum lets it read the primary key alone). The ids come from the two primary
   * keys alone; the stores' rows are read for those missing only (`given`).
   */
  private async *missing(): AsyncGenerator<StoreHoursRow[]> {
    const em = this.getEntityManager();
    const last =
      (await em.createQueryBuilder(Store).select('id').orderBy({ id: 'desc' }).limit(1).execute<{ id: number }[]>('all'))[0]?.id ?? 0;
    for (let afterId = 0; afterId < last;) {
      const rows = await em.execute<Array<{ id: number }>>(
        'select s.id from store s where s.id > ? and s.id <= ? and not exists (select 1 from store_week w where w.store_id = s.id) order by s.id limit ?',
        [afterId, afterId + SPAN, BATCH],
      );
      afterId = rows.length === BATCH ? rows[rows.length - 1]!.id : afterId + SPAN;
      yield* this.given(rows.map((row) => row.id));
    }
  }
}
