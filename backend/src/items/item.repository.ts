import { EntityRepository, QueryOrder, type Knex } from '@mikro-orm/postgresql';
import { METERS_PER_MILE, milesBox } from '../common/places/miles-box';
import type { ProductFlag } from '../contracts/api.contract';
import type { ReplicasDriver } from '../database/replicas-driver';
import { openAtCondition } from '../stores/store-filters';
import type { FeedItem } from './feeds/feed-items';
import type { Item } from './item.entity';

/** What an item search asks of the database. */
export interface ItemSearchQuery {
  /** A text search query (`to_tsquery`'s syntax, words joined by `&`); null: any item. */
  tsquery: string | null;
  category: ProductFlag | null;
  minCents: number | null;
  maxCents: number | null;
  /** Results within `miles` of this point, nearest first; null: anywhere. */
  near: { lat: number; lng: number; miles: number } | null;
  /** Only items of stores open at this instant; null: open or not. */
  openAt: Date | null;
  offset: number;
  limit: number;
  /** Matches are counted up to this many. */
  countUpTo: number;
}

/** An item result as the search reads it: the item, its store's names and its distance. */
export interface ItemSearchRow {
  id: number;
  title: string;
  price_cents: number;
  category: ProductFlag | null;
  brand: string | null;
  size: string | null;
  condition: string | null;
  photo_file: string | null;
  page_url: string | null;
  last_seen_at: Date;
  store_slug: string;
  store_name: string;
  city_name: string;
  city_slug: string;
  state_abbreviation: string;
  state_slug: string;
  miles: number | null;
}

const ON_SALE = { soldAt: null };
/** Items written a statement. */
const UPSERT_BATCH = 1_000;
/** What a known item takes from its feed's new listing: all but its first sighting. */
const UPSERT_MERGED: Array<keyof Item> = [
  'title',
  'description',
  'priceCents',
  'category',
  'brand',
  'size',
  'condition',
  'photoSource',
  'photoFile',
  'pageUrl',
  'soldAt',
  'lastSeenAt',
];

export class ItemRepository extends EntityRepository<Item> {
  private raw(sql: string, bindings: unknown[]): Knex.Raw {
    return this.getEntityManager()
      .getKnex()
      .raw(sql, bindings as Knex.RawBinding[]);
  }

  /** On the search pool (a replica's when there are any), with its statement limit, as store search. */
  private execute<T>(statement: Knex.Raw): Promise<T[]> {
    return (this.getEntityManager().getDriver() as ReplicasDriver).searchConnection().execute<T[]>(statement, [], 'all');
  }

  /** The conditions an item search's matches meet, with their values. */
  private conditions(query: ItemSearchQuery): { where: string; bindings: unknown[] } {
    const parts = ['i.sold_at is null'];
    const bindings: unknown[] = [];
    if (query.tsquery !== null) {
      parts.push(`i.document @@ to_tsquery('directory_search', ?)`);
      bindings.push(query.tsquery);
    }
    if (query.category) {
      parts.push('i.category = ?');
      bindings.push(query.category);
    }
    if (query.minCents !== null) {
      parts.push('i.price_cents >= ?');
      bindings.push(query.minCents);
    }
    if (query.maxCents !== null) {
      parts.push('i.price_cents <= ?');
      bindings.push(query.maxCents);
    }
    if (query.openAt) parts.push(openAtCondition('s', query.openAt));
    if (query.near) {
      // The stores in the circle's box by the store point index, then the circle itself.
      parts.push('point(s.longitude, s.latitude) <@ box(point(?, ?), point(?, ?))');
      bindings.push(...milesBox(query.near, query.near.miles));
      parts.push('earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(?, ?)) <= ?');
      bindings.push(query.near.lat, query.near.lng, query.near.miles * METERS_PER_MILE);
    }
    return { where: parts.join(' and '), bindings };
  }

  /**
   * A page of items on sale matching a search, ranked by match (every word in the title first), then
   * distance to the mile, then freshness (the last seen first); and how many match, up to
   * `countUpTo`. Raw: text search's `@@` and `ts_filter` and earthdistance have no ORM expression.
   */
  async search(query: ItemSearchQuery): Promise<{ rows: ItemSearchRow[]; total: number; openNowTotal: number }> {
    const { where, bindings } = this.conditions(query);
    const titleMatch =
      query.tsquery === null ? '0' : `case when ts_filter(i.document, '{a}') @@ to_tsquery('directory_search', ?) then 0 else 1 end`;
    const miles = query.near ? 'earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(?, ?)) / ?' : 'null::float8';
    const selectBindings = [
      ...(query.tsquery === null ? [] : [query.tsquery]),
      ...(query.near ? [query.near.lat, query.near.lng, METERS_PER_MILE] : []),
    ];
    const page = this.execute<ItemSearchRow & { title_match: number }>(
      this.raw(
        `select i.id, i.title, i.price_cents, i.category, i.brand, i.size, i.condition, i.photo_file, i.page_url, i.last_seen_at,
                s.slug as store_slug, s.business_name as store_name, c.name as city_name, c.slug as city_slug,
                st.abbreviation as state_abbreviation, st.slug as state_slug,
                ${titleMatch} as title_match, ${miles} as miles
           from item i join store s on s.id = i.store_id join city c on c.id = s.city_id join state st on st.id = c.state_id
          where ${where}
          order by title_match, round(${miles}), i.last_seen_at desc, i.id
          limit ? offset ?`,
        [
          ...selectBindings,
          ...bindings,
          ...(query.near ? [query.near.lat, query.near.lng, METERS_PER_MILE] : []),
          query.limit,
          query.offset,
        ],
      ),
    );
    const count = (condition: string) =>
      this.execute<{ total: number }>(
        this.raw(
          `select count(*)::int as total from (select 1 from item i join store s on s.id = i.store_id where ${condition} limit ?) matched`,
          [...bindings, query.countUpTo],
        ),
      ).then(([counted]) => counted?.total ?? 0);
    const now = query.openAt ?? new Date();
    const [rows, total, openNowTotal] = await Promise.all([
      page,
      count(where),
      // With open now asked, every match is open now: no second count.
      query.openAt ? null : count(`${where} and ${openAtCondition('s', now)}`),
    ]);
    return { rows: rows.map(({ title_match: _, ...row }) => row), total, openNowTotal: openNowTotal ?? total };
  }

  /** A store's newest items on sale, for its page, with the store's city and state. */
  listNewest(storeSlug: string, limit: number): Promise<Item[]> {
    return this.find(
      { store: { slug: storeSlug }, ...ON_SALE },
      { populate: ['store.city.state'], orderBy: { firstSeenAt: QueryOrder.DESC, id: QueryOrder.DESC }, limit },
    );
  }

  /**
   * Writes a feed's items for a store as seen at `seenAt`: new ones inserted, known ones updated (on
   * sale again if they were sold), their first sighting kept, and their fetched photo too unless the
   * photo's address changed. Plain rows by the QueryBuilder (`insert ... on conflict do update`), a
   * thousand a statement: a feed of 50,000 items takes no entity into memory.
   */
  async upsertSeen(storeId: number, items: readonly FeedItem[], seenAt: Date): Promise<void> {
    if (items.length === 0) return;
    const photos = new Map(
      (
        await this.createQueryBuilder('i')
          .select(['externalId', 'photoSource', 'photoFile'])
          .where({ store: storeId, photoFile: { $ne: null } })
          .execute<Array<{ externalId: string; photoSource: string | null; photoFile: string }>>('all')
      ).map((row) => [row.externalId, row]),
    );
    for (let start = 0; start < items.length; start += UPSERT_BATCH) {
      const rows = items.slice(start, start + UPSERT_BATCH).map((item) => {
        const kept = photos.get(item.externalId);
        return {
          store: storeId,
          externalId: item.externalId,
          title: item.title,
          description: item.description,
          priceCents: item.priceCents,
          category: item.category,
          brand: item.brand,
          size: item.size,
          condition: item.condition,
          photoSource: item.photoSource,
          photoFile: kept && kept.photoSource === item.photoSource ? kept.photoFile : null,
          pageUrl: item.pageUrl,
          soldAt: item.available ? null : seenAt,
          firstSeenAt: seenAt,
          lastSeenAt: seenAt,
        };
      });
      await this.createQueryBuilder().insert(rows).onConflict(['store', 'externalId']).merge(UPSERT_MERGED).execute();
    }
  }

  /** Marks sold every item of the store on sale (its feed removed). */
  markAllSold(storeId: number, at: Date): Promise<number> {
    return this.nativeUpdate({ store: storeId, ...ON_SALE }, { soldAt: at });
  }

  /** Marks sold the store's items on sale that a feed read at `seenAt` no longer lists; how many. */
  markUnseenSold(storeId: number, seenAt: Date): Promise<number> {
    return this.nativeUpdate({ store: storeId, ...ON_SALE, lastSeenAt: { $lt: seenAt } }, { soldAt: seenAt });
  }

  /** How many items a store has on sale. */
  countOnSale(storeId: number): Promise<number> {
    return this.count({ store: storeId, ...ON_SALE });
  }

  /** Items on sale whose photo has not been fetched yet (nor found missing), the newest first. */
  listPhotosToFetch(storeId: number, limit: number): Promise<Array<Pick<Item, 'id' | 'photoSource'>>> {
    return this.find(
      { store: storeId, ...ON_SALE, photoSource: { $ne: null }, photoFile: null },
      { fields: ['id', 'photoSource'], orderBy: { firstSeenAt: QueryOrder.DESC }, limit },
    );
  }

  /** Names an item's fetched photo (or marks it missing), and every other item of that photo's address. */
  async setPhotoFile(storeId: number, photoSource: string, photoFile: string): Promise<void> {
    await this.nativeUpdate({ store: storeId, photoSource }, { photoFile });
  }
}
