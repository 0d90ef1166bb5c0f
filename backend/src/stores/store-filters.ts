import type { EntityMetadata, FilterQuery } from '@mikro-orm/core';
import { CONSIGNOR_HALF_PERCENT, STORE_FLAGS, type SearchFilter } from '../contracts/api.contract';
import type { Store } from './store.entity';

/** What a filter asks of a store: that a property holds, or that it is at least a number. */
interface FilterRule {
  property: 'consignsFurniture' | 'leastConsignorPercent' | 'walkInIntake' | (typeof STORE_FLAGS)[number];
  atLeast?: number;
}

/** Each filter's rule, over the store's flags and the facts of its terms (written by the database's trigger). */
const FILTER_RULES: Record<SearchFilter, FilterRule> = {
  ...(Object.fromEntries(STORE_FLAGS.map((flag) => [flag, { property: flag }])) as Record<(typeof STORE_FLAGS)[number], FilterRule>),
  consignsFurniture: { property: 'consignsFurniture' },
  paysHalf: { property: 'leastConsignorPercent', atLeast: CONSIGNOR_HALF_PERCENT },
  walkInIntake: { property: 'walkInIntake' },
};

/** The stores that meet every filter, as a MikroORM condition. */
export function storeFilterQuery(filters: readonly SearchFilter[]): FilterQuery<Store> {
  return {
    $and: filters.map((filter) => {
      const { property, atLeast } = FILTER_RULES[filter];
      return { [property]: atLeast === undefined ? true : { $gte: atLeast } };
    }),
  };
}

/**
 * Each filter as an SQL condition on a store table's alias (`st`), in the entity's column names: for
 * search's statements, which are raw.
 */
export function storeFilterConditions(store: EntityMetadata<Store>): Record<SearchFilter, (alias: string) => string> {
  return Object.fromEntries(
    Object.entries(FILTER_RULES).map(([filter, { property, atLeast }]) => {
      const column = store.properties[property].fieldNames[0]!;
      return [filter, (alias: string) => (atLeast === undefined ? `${alias}.${column}` : `${alias}.${column} >= ${atLeast}`)];
    }),
  ) as Record<SearchFilter, (alias: string) => string>;
}
