import { EntityRepository, QueryOrder, type Knex } from '@mikro-orm/postgresql';
import { METERS_PER_MILE, milesBox } from '../common/places/miles-box';
import { textArray } from '../common/sql/array-literal';
import type { ReplicasDriver } from '../database/replicas-driver';
import type { FeedItem } from './feeds/feed-items';
import type { Item } from './item.entity';
import type { ItemTerm } from './item-query';
import {
  alikeOrder,
  HOLDS_WORDS,
  inCirclesBox,
  ITEM_METERS,
  OPEN_FACETS_INDEXED,
  openWeekFacets,
  outwards,
  pageStatement,
  PRICE_IN_FACETS,
  readBy,
  walk,
  walkAgainUpTo,
  type Condition,
  type CountRow,
  type ItemSearchQuery,
  type ItemSearchRow,
} from './item-search-sql';

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
   * The conditions every match of a search meets, on the item alone (`i`), with their values: the
   * words by `tsquery` (anywhere or in the title), open now by the facets of the weeks open at
   * `query.openAt` (`openFacets`).
   */
  private conditions(query: ItemSearchQuery, tsquery: string | null, openFacets: string[] | null): Condition {
    const parts = ['i.sold_at is null'];
    const bindings: unknown[] = [];
    if (tsquery !== null) {
      parts.push(HOLDS_WORDS);
      bindings.push(tsquery);
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
        parts.push(`${inCirclesBox()} and ${ITEM_METERS} <= ?`);
        bindings.push(query.near.lat, query.near.lng, meters, query.near.lat, query.near.lng, meters);
      }
    }
    return { sql: parts.join(' and '), bindings };
  }

  /**
   * `matches` as the words' index reads them: with the price's facets that hold the search's range
   * (`PRICE_IN_FACETS`), when it has one, so that words and price meet in the index. A walk reads
   * each item's price from its row instead, where the facets would be worked out item by item.
   */
  private byIndex(query: ItemSearchQuery, matches: Condition): Condition {
    if ((query.minCents ?? 0) <= 0 && query.maxCents === null) return matches;
    return { sql: `${matches.sql} and ${PRICE_IN_FACETS}`, bindings: [...matches.bindings, query.minCents, query.maxCents] };
  }

  /**
   * A page of items on sale matching a search, ranked by match (every word in the title first), then
   * distance to the mile, then freshness (the last seen first); and how many match, up to
   * `countUpTo`, with those holding every word in the title among them (`countMatches`). A search without
   * words, or one with more matches than counted and a title match among them, is found by a walk in
   * an index's order (`walked`, cut after `walkUpTo` items; newest first, perhaps walked again
   * further: `walkAgainUpTo`); else, or when the walk came short, every match is read by the words'
   * index and sorted (`sorted`).
   */
  async search(query: ItemSearchQuery): Promise<{ rows: ItemSearchRow[]; total: number; openNowTotal: number | null }> {
    const openFacets = query.openAt ? await this.openWeekFacets(query.openAt) : null;
    const matches = this.conditions(query, query.words?.anywhere ?? null, openFacets);
    const { total, titled, openNow } = await this.countMatches(query, matches);
    const wanted = query.offset + query.limit;
    let rows: ItemSearchRow[] = [];
    if (total <= query.offset) return { rows, total, openNowTotal: openNow };
    // A walk is bounded (`walkUpTo`) where reading every match of more than are counted is not; with
    // words, one without a title match among those counted would likely walk in vain. It seeks no
    // more than there are: on a last page near a place, the last match's mile bounds the page.
    if (query.words === null || (total >= query.countUpTo && titled > 0))
      rows = await this.walked(query, this.conditions(query, query.words?.inTitle ?? null, openFacets), Math.min(wanted, total));
    // Sorted when the walk came short: cut before it found the page, or an item sold since the count.
    if (rows.length < Math.min(wanted, total)) rows = await this.sorted(query, this.byIndex(query, matches), wanted);
    return { rows: rows.slice(query.offset, wanted), total, openNowTotal: openNow };
  }

  /**
   * How many items match (`matches`), up to `countUpTo`; how many of them hold every word in the
   * title; and how many are at stores open now (each week judged once), not said when the matches
   * were too many to count, as those counted may not be typical. Without words the matches are
   * counted by a walk in the page's order (`countWalked`), else, or when that walk was cut before it
   * counted them all, read by the words' index: the cells of a place alone are the index's longest
   * lists (Livermore, CA's 291,018 items, 170 ms, where the walk counts 200 in 3).
   */
  private async countMatches(
    query: ItemSearchQuery,
    matches: Condition,
  ): Promise<{ total: number; titled: number; openNow: number | null }> {
    const walked = query.words === null ? await this.countWalked(query, matches) : null;
    const counted = walked ?? (await this.countOf('item i', [], this.byIndex(query, matches), query));
    return { total: counted.total, titled: counted.titled, openNow: counted.total >= query.countUpTo ? null : counted.open_now };
  }

  /**
   * A search without words counted by a walk: outwards from its place within the circle's box, else
   * the last seen first. Null when the walk may have been cut (`walkUpTo`) before it counted
   * `countUpTo`: the box (or the directory) holds at least as many items on sale, asked in the same
   * statement (so of the same items) and only when fewer were counted.
   */
  private async countWalked(query: ItemSearchQuery, matches: Condition): Promise<CountRow | null> {
    const near = query.near;
    const within: Condition = near
      ? { sql: inCirclesBox(), bindings: [near.lat, near.lng, near.miles * METERS_PER_MILE] }
      : { sql: '', bindings: [] };
    const counted = await this.countOf(
      near ? outwards(within.sql) : walk(alikeOrder(false)),
      [...(near ? [near.lat, near.lng] : []), ...within.bindings, query.walkUpTo],
      matches,
      query,
      {
        sql: `(select count(*) >= ? from (select from item i where i.sold_at is null${within.sql && ` and ${within.sql}`} limit ?) i)`,
        bindings: [query.walkUpTo, ...within.bindings, query.walkUpTo],
      },
    );
    return counted.cut ? null : counted;
  }

  /**
   * The matches among `from`'s items (as `i`, its values first) counted up to `countUpTo`, those
   * holding every word in the title among them, and those at stores open now, by week facet; and,
   * when fewer were counted, whether `cut` (a boolean subquery) holds: asked only then, as its
   * subquery runs when first needed.
   */
  private async countOf(
    from: string,
    fromBindings: unknown[],
    matches: Condition,
    query: ItemSearchQuery,
    cut: Condition = { sql: 'false', bindings: [] },
  ): Promise<CountRow> {
    const [row] = await this.execute<CountRow>(
      this.raw(
        `select coalesce(sum(n), 0)::int as total, coalesce(sum(titled), 0)::int as titled,
                coalesce(sum(n) filter (where ${query.openAt ? 'true' : `week in (${openWeekFacets(new Date())})`}), 0)::int as open_now,
                coalesce(sum(n), 0) < ? and ${cut.sql} as cut
           from (select item_week_facet(matched.facets) as week, count(*) as n, count(*) filter (where matched.titled) as titled
                   from (select i.facets, ${query.words ? HOLDS_WORDS : 'true'} as titled from ${from} where ${matches.sql} limit ?) matched
                  group by 1) weeks`,
        [
          query.countUpTo,
          ...cut.bindings,
          ...(query.words ? [query.words.inTitle] : []),
          ...fromBindings,
          ...matches.bindings,
          query.countUpTo,
        ],
      ),
    );
    return row ?? { total: 0, titled: 0, open_now: 0, cut: false };
  }

  /** The first `wanted` matches, all of them read by the words' index and sorted in the ranking's order. */
  private sorted(query: ItemSearchQuery, matches: Condition, wanted: number): Promise<ItemSearchRow[]> {
    const near = query.near;
    return this.execute<ItemSearchRow>(
      this.raw(
        pageStatement({
          miles: near ? `${ITEM_METERS} / ?` : 'null::float8',
          rank: query.words === null ? undefined : HOLDS_WORDS,
          where: matches.sql,
          order: `${query.words === null ? '' : 'd.rank desc, '}${alikeOrder(near !== null)}`,
        }),
        [
          ...(near ? [near.lat, near.lng, METERS_PER_MILE] : []),
          ...(query.words === null ? [] : [query.words.inTitle]),
          ...matches.bindings,
          wanted,
        ],
      ),
    );
  }

  /**
   * The first `wanted` of a search's title matches (`inTitle`), found by a walk in an index's order
   * (`walk`): nearest first near a place, else the last seen first; fewer when the walk was cut.
   */
  private walked(query: ItemSearchQuery, inTitle: Condition, wanted: number): Promise<ItemSearchRow[]> {
    return query.near ? this.nearest(inTitle, query.near, query.walkUpTo, wanted) : this.newest(inTitle, query.walkUpTo, wanted);
  }

  /**
   * The first `wanted` matches anywhere, the last seen first: among the walk's items, or, when it was
   * cut with some found, among those of a longer walk as far as they say the rest lie
   * (`walkAgainUpTo`); fewer when that was cut too, or not walked.
   */
  private async newest(condition: Condition, walkUpTo: number, wanted: number): Promise<ItemSearchRow[]> {
    const rows = await this.newestWalk(condition, walkUpTo, wanted);
    const again = walkAgainUpTo(rows.length, walkUpTo, wanted);
    return again === null ? rows : this.newestWalk(condition, again, wanted);
  }

  /**
   * The first `wanted` matches among the `walkUpTo` items on sale last seen. Raw, as every item search
   * statement: text search's `@@` and earthdistance have no ORM expression.
   */
  private newestWalk(condition: Condition, walkUpTo: number, wanted: number): Promise<ItemSearchRow[]> {
    const order = alikeOrder(false);
    return this.execute<ItemSearchRow>(
      this.raw(pageStatement({ from: walk(order), miles: 'null::float8', where: condition.sql, order }), [
        walkUpTo,
        ...condition.bindings,
        wanted,
      ]),
    );
  }

  /**
   * The first `wanted` matches near a place, by distance to the mile, then the last seen; none when
   * the walk outwards was cut before it found them (or some were sold), and the caller sorts every
   * match then.
   * The wanted-th nearest match's mile (the walk outwards from the place), half a mile more as
   * `round` counts it, bounds the page: no farther item can be on it, so only the matches within it
   * are sorted, read by the box around it alone (`readBy`): the items the walk has just read and a
   * ring of half a mile or more, where the planner chose the words' index's matches in the circle's
   * cells, all of them ('rug' near Brooklyn: 4,226 read for 24 in 150 ms, where the box holds 7,612
   * in cache, 20 ms). One statement, so that the bound and the page see the same items. A cut walk
   * once bounded the page by the whole circle, read by the circle's box one item after another (312
   * 'oak' up to $50 near Boston among 370,753 items, 300 ms), where the sort reads the matches by
   * the words' index.
   */
  private nearest(condition: Condition, near: { lat: number; lng: number }, walkUpTo: number, wanted: number): Promise<ItemSearchRow[]> {
    const miles = `${ITEM_METERS} / ?`;
    const milesBindings = [near.lat, near.lng, METERS_PER_MILE];
    return this.execute<ItemSearchRow>(
      this.raw(
        pageStatement({
          bound: `select (select round(${miles}) + 0.5 from ${outwards()}
                   where ${condition.sql} order by i.away offset ? limit 1) as miles`,
          from: readBy(`b.miles is not null and ${inCirclesBox('b.miles * ?')}`),
          miles,
          where: `${condition.sql} and d.miles <= b.miles`,
          order: alikeOrder(true),
        }),
        [
          ...milesBindings,
          near.lat,
          near.lng,
          walkUpTo,
          ...condition.bindings,
          wanted - 1,
          ...milesBindings,
          ...milesBindings,
          ...condition.bindings,
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
