import { EntityRepository, QueryOrder, type Knex } from '@mikro-orm/postgresql';
import { METERS_PER_MILE, milesBox } from '../common/places/miles-box';
import { textArray } from '../common/sql/array-literal';
import type { ProductFlag } from '../contracts/api.contract';
import type { ReplicasDriver } from '../database/replicas-driver';
import { weekMinuteAt, weekOpen } from '../stores/store-filters';
import type { FeedItem } from './feeds/feed-items';
import type { Item } from './item.entity';
import type { ItemTerm } from './item-query';

/** What an item search asks of the database. */
export interface ItemSearchQuery {
  /** A text search query (`tsquery`'s input, lexemes quoted: `itemTsQuery`); null: any item. */
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

/** A part of an item search statement's `where` and its values. */
interface Condition {
  sql: string;
  bindings: unknown[];
}
/** An item's distance in meters from a point (the latitude and longitude follow), by its store's point (earthdistance's `earth_distance`). */
const ITEM_METERS = 'sec_to_gc(cube_distance(i.store_earth, ll_to_earth(?, ?)))';
/** The ranking within a tier: distance to the mile near a place (`d.miles`), then the last seen first. */
const tierOrder = (near: boolean) => `${near ? 'round(d.miles), ' : ''}i.last_seen_at desc, i.id`;
/** Every word of the search (its value follows) is in the item's title. */
const TITLE_HOLDS = `ts_filter(i.document, '{a}') @@ ?::tsquery`;
/**
 * The facets (`week_facet`) of the week patterns open at `instant`, each zone's minute of the week
 * worked out once (a zone's clock read for each of 2,893 patterns: 2.8 ms; once a zone: 1.6 ms).
 */
const openWeekFacets = (instant: Date) =>
  `select week_facet(p.time_zone, p.open_minutes)
     from (select time_zone, ${weekMinuteAt(instant, 'time_zone')} as minute from week_pattern group by time_zone) z
     join week_pattern p on p.time_zone = z.time_zone
    where ${weekOpen('p.open_minutes', 'z.minute')}`;
/**
 * A page of matches as results: the items chosen and ordered alone, then the stores of those rows
 * only. Bound in order: `bound`'s values (a one-row statement of `miles`, read as `b.miles`, in the
 * same snapshot as the page), `miles`' (as `d.miles`), `rank`'s (as `d.rank`), `where`'s, then the
 * limit; `order` binds none.
 */
const pageStatement = ({
  bound,
  miles,
  rank,
  where,
  order,
}: {
  bound?: string;
  miles: string;
  rank?: string;
  where: string;
  order: string;
}) =>
  `${bound ? `with bound as materialized (${bound}) ` : ''}select m.id, m.title, m.price_cents, m.category, m.brand, m.size, m.condition,
          m.photo_file, m.page_url, m.last_seen_at, s.slug as store_slug, s.business_name as store_name, c.name as city_name,
          c.slug as city_slug, st.abbreviation as state_abbreviation, st.slug as state_slug, m.miles
     from (select i.id, i.title, i.price_cents, i.category, i.brand, i.size, i.condition, i.photo_file, i.page_url, i.last_seen_at,
                  i.store_id, d.miles, row_number() over (order by ${order}) as place
             from item i cross join lateral (select ${miles} as miles${rank ? `, ${rank} as rank` : ''}) d${bound ? ' cross join bound b' : ''}
            where ${where} order by ${order} limit ?) m
     join store s on s.id = m.store_id join city c on c.id = s.city_id join state st on st.id = c.state_id
    order by m.place`;

/**
 * Open now, the facets of the weeks open that an item search asks the words' index for, at most: an
 * overlap (`&&`) compares each with each of an item's facets. More (the day, when most stores are
 * open), and each item's week (`item_week_facet`) is looked up among them, hashed.
 */
export const OPEN_FACETS_INDEXED = 400;

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

  /**
   * Each of a search's words as the items' documents hold it: its stem ('dressers': dresser), and
   * for the last word the `completionsMax` shortest lexemes of items that start with its stem (the
   * word itself for a stop word), by `item_lexeme`'s prefix index. Raw: the stem is text search's
   * (`to_tsvector`), and `~>=~` and `~<~` bound the index range by a computed value, which `like` cannot.
   */
  async readTerms(words: readonly string[], completionsMax: number): Promise<ItemTerm[]> {
    return this.execute<ItemTerm>(
      this.raw(
        `select w.word, l.lexeme,
                case when w.position = ? then array(
                  select x.lexeme from item_lexeme x, (select coalesce(l.lexeme, w.word) as prefix) p
                   where x.lexeme ~>=~ p.prefix and x.lexeme ~<~ (p.prefix || chr(1114111))
                   order by length(x.lexeme), x.lexeme limit ?) end as completions
           from unnest(?::text[]) with ordinality w(word, position)
          cross join lateral (select (tsvector_to_array(to_tsvector('directory_search', w.word)))[1] as lexeme) l
          order by w.position`,
        [words.length, completionsMax, textArray(words)],
      ),
    );
  }

  /** The facets of the week patterns open at `instant` (`week_facet`). */
  private async openWeekFacets(instant: Date): Promise<string[]> {
    return (await this.execute<{ facet: string }>(this.raw(`select facet from (${openWeekFacets(instant)}) open(facet)`, []))).map(
      (row) => row.facet,
    );
  }

  /**
   * The conditions every match of a search meets, on the item alone (`i`), with their values; open
   * now, by the facets of the weeks open at `query.openAt` (`openFacets`).
   */
  private conditions(query: ItemSearchQuery, openFacets: string[] | null): Condition {
    const parts = ['i.sold_at is null'];
    const bindings: unknown[] = [];
    if (query.tsquery !== null) {
      parts.push('i.document @@ ?::tsquery');
      bindings.push(query.tsquery);
    }
    if (query.category) {
      // By the item's facets, which its words' index holds (`item_facets`).
      parts.push('i.facets @> item_facets(?, null, null, null)');
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
    if (openFacets) {
      parts.push(openFacets.length <= OPEN_FACETS_INDEXED ? 'i.facets && ?::text[]' : 'item_week_facet(i.facets) = any(?::text[])');
      bindings.push(textArray(openFacets));
    }
    if (query.near) {
      const meters = query.near.miles * METERS_PER_MILE;
      const box = milesBox(query.near, query.near.miles);
      // The items of the cells the circle's box touches (by the words' index, and counted by the
      // planner from the facets' statistics), then the circle itself; a box across the 180th
      // meridian or a pole, in the circle's cube by `item_earth_index`.
      if (box[0] >= -180 && box[2] < 180 && box[1] >= -90 && box[3] < 90) {
        parts.push(`i.facets && item_cells(?, ?, ?, ?) and ${ITEM_METERS} <= ?`);
        bindings.push(...box, query.near.lat, query.near.lng, meters);
      } else {
        parts.push(`earth_box(ll_to_earth(?, ?), ?) @> i.store_earth and ${ITEM_METERS} <= ?`);
        bindings.push(query.near.lat, query.near.lng, meters, query.near.lat, query.near.lng, meters);
      }
    }
    return { sql: parts.join(' and '), bindings };
  }

  /**
   * A page of items on sale matching a search, ranked by match (every word in the title first), then
   * distance to the mile, then freshness (the last seen first); and how many match, up to
   * `countUpTo`. The matches are counted first: fewer than `countUpTo` are all read by the words'
   * index and sorted (`sorted`); more are read tier by tier (title matches, then the rest), each by an
   * index in its order: near a place, nearest first (`item_earth_index`); anywhere, the last seen first
   * (`item_newest_index`). The planner cannot tell a word's few matches in a category or outside
   * titles from its many elsewhere ('dresser' in merchandise: a walk through all 5,000,000 items).
   */
  async search(query: ItemSearchQuery): Promise<{ rows: ItemSearchRow[]; total: number; openNowTotal: number | null }> {
    const matches = this.conditions(query, query.openAt ? await this.openWeekFacets(query.openAt) : null);
    // The matches counted up to `countUpTo`, and how many of them are at stores open now (each week
    // judged once): not said when the matches were too many to count, as those counted may not be typical.
    const [totals] = await this.execute<{ total: number; open_now: number }>(
      this.raw(
        `select coalesce(sum(n), 0)::int as total,
                coalesce(sum(n) filter (where ${query.openAt ? 'true' : `week in (${openWeekFacets(new Date())})`}), 0)::int as open_now
           from (select item_week_facet(matched.facets) as week, count(*) as n
                   from (select i.facets from item i where ${matches.sql} limit ?) matched group by 1) weeks`,
        [...matches.bindings, query.countUpTo],
      ),
    );
    const total = totals?.total ?? 0;
    const wanted = query.offset + query.limit;
    const rows =
      total <= query.offset
        ? []
        : total < query.countUpTo
          ? await this.sorted(query, matches, wanted)
          : await this.tiers(query, matches, wanted);
    return { rows: rows.slice(query.offset, wanted), total, openNowTotal: total >= query.countUpTo ? null : (totals?.open_now ?? 0) };
  }

  /** The first `wanted` matches, all of them read by the words' index and sorted in the ranking's order. */
  private sorted(query: ItemSearchQuery, matches: Condition, wanted: number): Promise<ItemSearchRow[]> {
    const near = query.near;
    return this.execute<ItemSearchRow>(
      this.raw(
        pageStatement({
          miles: near ? `${ITEM_METERS} / ?` : 'null::float8',
          rank: query.tsquery === null ? undefined : TITLE_HOLDS,
          where: matches.sql,
          order: `${query.tsquery === null ? '' : 'd.rank desc, '}${tierOrder(near !== null)}`,
        }),
        [
          ...(near ? [near.lat, near.lng, METERS_PER_MILE] : []),
          ...(query.tsquery === null ? [] : [query.tsquery]),
          ...matches.bindings,
          wanted,
        ],
      ),
    );
  }

  /** The first `wanted` matches, tier by tier (every word in the title, then the rest), each in an index's order. */
  private async tiers(query: ItemSearchQuery, matches: Condition, wanted: number): Promise<ItemSearchRow[]> {
    const tiers: Condition[] =
      query.tsquery === null
        ? [{ sql: 'true', bindings: [] }]
        : [
            { sql: TITLE_HOLDS, bindings: [query.tsquery] },
            { sql: `not ${TITLE_HOLDS}`, bindings: [query.tsquery] },
          ];
    const rows: ItemSearchRow[] = [];
    for (const tier of tiers) {
      const condition = { sql: `${matches.sql} and ${tier.sql}`, bindings: [...matches.bindings, ...tier.bindings] };
      rows.push(
        ...(await (query.near ? this.nearest(condition, query.near, wanted - rows.length) : this.newest(condition, wanted - rows.length))),
      );
      if (rows.length >= wanted) break;
    }
    return rows;
  }

  /**
   * The first `wanted` matches of a tier anywhere, the last seen first. Raw, as every item search
   * statement: text search's `@@` and `ts_filter` and earthdistance have no ORM expression.
   */
  private newest(condition: Condition, wanted: number): Promise<ItemSearchRow[]> {
    return this.execute<ItemSearchRow>(
      this.raw(pageStatement({ miles: 'null::float8', where: condition.sql, order: tierOrder(false) }), [...condition.bindings, wanted]),
    );
  }

  /**
   * The first `wanted` matches of a tier near a place, by distance to the mile, then the last seen.
   * The wanted-th nearest match's mile (a walk outwards from the place), half a mile more as `round`
   * counts it, bounds the page: no farther item can be on it, so only the matches within it are
   * sorted. One statement, so that the bound and the page see the same items.
   */
  private nearest(condition: Condition, near: { lat: number; lng: number; miles: number }, wanted: number): Promise<ItemSearchRow[]> {
    const miles = `${ITEM_METERS} / ?`;
    const milesBindings = [near.lat, near.lng, METERS_PER_MILE];
    return this.execute<ItemSearchRow>(
      this.raw(
        pageStatement({
          bound: `select coalesce((select round(${miles}) + 0.5 from item i where ${condition.sql}
                   order by i.store_earth <-> ll_to_earth(?, ?) offset ? limit 1), ?) as miles`,
          miles,
          where: `${condition.sql} and earth_box(ll_to_earth(?, ?), b.miles * ?) @> i.store_earth and d.miles <= b.miles`,
          order: tierOrder(true),
        }),
        [
          ...milesBindings,
          ...condition.bindings,
          near.lat,
          near.lng,
          wanted - 1,
          near.miles,
          ...milesBindings,
          ...condition.bindings,
          ...milesBindings,
          wanted,
        ],
      ),
    );
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
