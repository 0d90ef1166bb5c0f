import { raw, type EntityMetadata, type FilterQuery } from '@mikro-orm/core';
import { CONSIGNOR_HALF_PERCENT, STORE_FLAGS, type SearchFilter } from '../contracts/api.contract';
import type { Store } from './store.entity';

/** What a filter asks of a store: that a property holds, or that it is at least a number; or that it is open now. */
type FilterRule =
  | { property: 'consignsFurniture' | 'leastConsignorPercent' | 'walkInIntake' | (typeof STORE_FLAGS)[number]; atLeast?: number }
  | { openNow: true };

/** Each filter's rule, over the store's flags and the facts of its terms (written by the database's trigger). */
const FILTER_RULES: Record<SearchFilter, FilterRule> = {
  ...(Object.fromEntries(STORE_FLAGS.map((flag) => [flag, { property: flag }])) as Record<(typeof STORE_FLAGS)[number], FilterRule>),
  consignsFurniture: { property: 'consignsFurniture' },
  paysHalf: { property: 'leastConsignorPercent', atLeast: CONSIGNOR_HALF_PERCENT },
  walkInIntake: { property: 'walkInIntake' },
  openNow: { openNow: true },
};

/**
 * The minute of the week (Monday 00:00 is 0) that `instant` is on the clocks of `zone` (an SQL
 * expression). The instant is written into the statement: it is the server's clock, never a visitor's text.
 */
export const weekMinuteAt = (instant: Date, zone: string) => `week_minute('${instant.toISOString()}'::timestamptz, ${zone})`;

/** A week (`openMinutes`, a multirange of minutes of the week) is open at `minute` (both SQL expressions). */
export const weekOpen = (openMinutes: string, minute: string) => `${openMinutes} @> ${minute}`;

/** A store (its table's alias) open at `instant`: its week (`store_week`) is open then on the store's own clock. */
export const openAtCondition = (alias: string, instant: Date) =>
  `exists (select 1 from store_week w where w.store_id = ${alias}.id and ${weekOpen('w.open_minutes', weekMinuteAt(instant, `${alias}.time_zone`))})`;

/** The stores that meet every filter (open now: at `now`), as a MikroORM condition. */
export function storeFilterQuery(filters: readonly SearchFilter[], now = new Date()): FilterQuery<Store> {
  return {
    $and: filters.map((filter) => {
      const rule = FILTER_RULES[filter];
      if ('openNow' in rule) return { [raw((alias: string) => openAtCondition(alias, now))]: true };
      return { [rule.property]: rule.atLeast === undefined ? true : { $gte: rule.atLeast } };
    }),
  };
}

/**
 * Each filter as an SQL condition on a store table's alias (`st`), in the entity's column names: for
 * search's statements, which are raw. Open now is at the moment the condition is written.
 */
export function storeFilterConditions(store: EntityMetadata<Store>): Record<SearchFilter, (alias: string) => string> {
  return Object.fromEntries(
    Object.entries(FILTER_RULES).map(([filter, rule]) => {
      if ('openNow' in rule) return [filter, (alias: string) => openAtCondition(alias, new Date())];
      const column = store.properties[rule.property].fieldNames[0]!;
      return [filter, (alias: string) => (rule.atLeast === undefined ? `${alias}.${column}` : `${alias}.${column} >= ${rule.atLeast}`)];
    }),
  ) as Record<SearchFilter, (alias: string) => string>;
}
