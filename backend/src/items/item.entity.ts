import { Check, Entity, EntityRepositoryType, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { ProductFlag } from '../contracts/api.contract';
import type { Store } from '../stores/store.entity';
import { ItemRepository } from './item.repository';

/**
 * An item a store has for sale, as its feed last described it (docs/architecture.md, "Shop the
 * racks"). One gone from the feed is `soldAt` and leaves search at once; its row stays, so an item
 * that comes back keeps when it was first seen. Deleted with its store.
 */
@Entity({ tableName: 'item', repository: () => ItemRepository })
@Check({ name: 'item_price_cents_check', expression: '"price_cents" >= 0' })
@Unique({ name: 'item_store_external_unique', properties: ['store', 'externalId'] })
@Index({
  name: 'item_document_index',
  // Words, categories, places and prices intersected in one index: Migration20261205000000_item_facets,
  // Migration20261208000000_item_price_facets.
  expression:
    'create index "item_document_index" on "item" using gin ("document", "facets", item_price_facets("price_cents")) where "sold_at" is null',
})
@Index({
  name: 'item_store_newest_index',
  // A store's items on sale, newest first: its page's "On the racks now".
  expression: 'create index "item_store_newest_index" on "item" ("store_id", "first_seen_at" desc, "id") where "sold_at" is null',
})
@Index({
  name: 'item_earth_index',
  // Items near a place, nearest first (`<->`) or in a circle's cube (`earth_box`): Migration20261203120000_item_store_earth.
  expression: 'create index "item_earth_index" on "item" using gist ("store_earth") where "sold_at" is null',
})
@Index({
  name: 'item_newest_index',
  // Items anywhere, the last seen first.
  expression: 'create index "item_newest_index" on "item" ("last_seen_at" desc, "id") where "sold_at" is null',
})
export class Item {
  [EntityRepositoryType]?: ItemRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne('Store', { deleteRule: 'cascade', updateRule: 'cascade' })
  store!: Store;

  /** The feed's own id for it (a Shopify product's id, a JSON feed's `id`, an upload's `sku`). */
  @Property({ type: 'string', length: 200 })
  externalId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 2000, nullable: true })
  description: string | null = null;

  /** Its price in cents (US dollars). */
  @Property({ type: 'integer' })
  priceCents!: number;

  /** One of the site's product categories, or null when the feed's words name none. */
  @Property({ type: 'string', length: 24, nullable: true })
  category: ProductFlag | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  brand: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  size: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  condition: string | null = null;

  /** Where its photo came from; fetched once, then served from the site (`photoFile`). */
  @Property({ type: 'string', length: 2000, nullable: true })
  photoSource: string | null = null;

  /** The photo's name in `ITEM_PHOTOS_DIR` (each size a file of its own), once fetched. */
  @Property({ type: 'string', length: 80, nullable: true })
  photoFile: string | null = null;

  /** The item's page on the store's own site. */
  @Property({ type: 'string', length: 2000, nullable: true })
  pageUrl: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  soldAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  firstSeenAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Opt<Date> = new Date();

  /** Its store's point on the earth (earthdistance's `ll_to_earth`): kept by the database's triggers as items are written and stores move, never by the app. */
  @Property({ columnType: 'cube', nullable: true, lazy: true, hidden: true })
  storeEarth?: string | null;

  /**
   * Its category, its store's cell of one degree and, last, its store's week in its zone
   * ('c:sellFurniture', 'g:30:-98', 'w:…'; `item_facets`): kept by the database's triggers with
   * `storeEarth`, never by the app.
   */
  @Property({ columnType: 'text[]', defaultRaw: "'{}'", lazy: true, hidden: true })
  facets?: string[];

  /** What item search matches: written by the database's trigger on every write, never by the app. */
  @Property({ columnType: 'tsvector', defaultRaw: "''::tsvector", lazy: true, hidden: true })
  document?: string;
}
