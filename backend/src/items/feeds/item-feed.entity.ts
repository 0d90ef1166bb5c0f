import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ItemFeedKind } from '../../contracts/items.contract';
import { ItemFeedRepository } from './item-feed.repository';

/** How long the owner's sentence of why a read failed may be. */
export const ITEM_FEED_ERROR_LENGTH = 500;

/**
 * Where a store's items come from, connected by its verified owner: a Shopify storefront or a JSON
 * feed (fetched by `url`, refreshed on schedule) or an uploaded file (no `url`: each upload replaces
 * the items). `storeId` has no foreign key, as a claim's: a store that closes keeps its feed.
 */
@Entity({ tableName: 'item_feed', repository: () => ItemFeedRepository })
@Index({
  name: 'item_feed_due_index',
  // The feeds a refresh is due for, soonest first.
  expression: 'create index "item_feed_due_index" on "item_feed" ("next_refresh_at") where "paused_at" is null and "url" is not null',
})
export class ItemFeed {
  [EntityRepositoryType]?: ItemFeedRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer', unique: 'item_feed_store_unique' })
  storeId!: number;

  @Property({ type: 'string', length: 16 })
  kind!: ItemFeedKind;

  @Property({ type: 'string', length: 2000, nullable: true })
  url: string | null = null;

  /** The URL's host: refreshes of one host run one at a time. */
  @Property({ type: 'string', length: 255, nullable: true })
  host: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastRefreshedAt: Date | null = null;

  /** Why the last refresh failed, in words the owner reads; null after a success. */
  @Property({ type: 'string', length: ITEM_FEED_ERROR_LENGTH, nullable: true })
  lastError: string | null = null;

  /** Items on sale after the last refresh or upload. */
  @Property({ type: 'integer', default: 0 })
  itemCount: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextRefreshAt: Opt<Date> = new Date();

  /** While an instance refreshes it: no other takes it before then. */
  @Property({ type: 'datetime', nullable: true })
  leasedUntil: Date | null = null;

  /** Paused by the administrator: not refreshed until resumed. */
  @Property({ type: 'datetime', nullable: true })
  pausedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
