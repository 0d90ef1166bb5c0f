import { Entity, EntityRepositoryType, OneToOne, Property } from '@mikro-orm/core';
import type { Store } from './store.entity';
import { StoreWeekRepository } from './store-week.repository';

/**
 * A store's week: the minutes of the week it is open on its own clock (Monday 00:00 is 0), as
 * `weeklyOpenMinutes` reads its hours (its owner's, or the generated ones), for "open now" in SQL.
 * Written with the hours by every writer (`StoreWeekRepository.writeFor`); deleted with its store.
 */
@Entity({ tableName: 'store_week', repository: () => StoreWeekRepository })
export class StoreWeek {
  [EntityRepositoryType]?: StoreWeekRepository;

  @OneToOne('Store', { primary: true, owner: true, deleteRule: 'cascade', updateRule: 'cascade' })
  store!: Store;

  /** A PostgreSQL multirange: `{[600,1080),[2040,2520)}`. */
  @Property({ columnType: 'int4multirange' })
  openMinutes!: string;
}
