/**
 * The statements item search is made of, as text with `?` for each value: its query and result
 * shapes, the conditions' fragments, the walks in an index's order and the page's statement.
 * `ItemRepository` puts them together and sends them.
 */
import type { ProductFlag } from '../contracts/api.contract';
import { weekMinuteAt, weekOpen } from '../stores/store-filters';
import type { ItemTsQueries } from './item-query';

/** What an item search asks of the database. */
export interface ItemSearchQuery {
  /** The words, as text search queries anywhere and in the title (`itemTsQueries`); null: any item. */
  words: ItemTsQueries | null;
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
  /**
   * A walk in an index's order is cut after this many items (`WALK_ITEMS_MAX`); newest first, with
   * some found, it may go again up to `WALK_AGAIN_TIMES` as far (`walkAgainUpTo`).
   */
  walkUpTo: number;
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

/** A search's matches counted: all, those holding every word in the title, those at stores open now; whether the count may have been cut. */
export interface CountRow {
  total: number;
  titled: number;
  open_now: number;
  cut: boolean;
}

/** A part of an item search statement's `where` and its values. */
export interface Condition {
  sql: string;
  bindings: unknown[];
}
/** An item's distance in meters from a point (the latitude and longitude follow), by its store's point (earthdistance's `earth_distance`). */
export const ITEM_METERS = 'sec_to_gc(cube_distance(i.store_earth, ll_to_earth(?, ?)))';
/** The ranking among matches alike in title: distance to the mile near a place (`d.miles`), then the last seen first. */
export const alikeOrder = (near: boolean) => `${near ? 'round(d.miles), ' : ''}i.last_seen_at desc, i.id`;
/**
 * The item's document holds a search's words (their text search query follows: `ItemTsQueries`'s
 * `anywhere`, or `inTitle` for every word in the title).
 */
export const HOLDS_WORDS = 'i.document @@ ?::tsquery';
/**
 * An item's price lies within the price's facets of a range (its least and most in cents follow, null
 * for none): the steps that hold it (`item_price_range_facets`), as the words' index holds each
 * item's (`item_price_facets`, Migration20261208000000_item_price_facets). It only narrows: the
 * price itself is compared as well.
 */
export const PRICE_IN_FACETS = 'item_price_facets(i.price_cents) @> item_price_range_facets(?, ?)';
/**
 * The facets of the week patterns open at `instant` (each pattern's `facet`), each zone's minute of
 * the week worked out once (a zone's clock read for each of 2,893 patterns: 2.8 ms; once a zone: 1.6 ms).
 */
export const openWeekFacets = (instant: Date) =>
  `select p.facet
     from (select time_zone, ${weekMinuteAt(instant, 'time_zone')} as minute from week_pattern group by time_zone) z
     join week_pattern p on p.time_zone = z.time_zone
    where ${weekOpen('p.open_minutes', 'z.minute')}`;
/**
 * A walk is cut after this many items on sale: about 100 ms here, where reading every match of a
 * search whose matches are too rare to fill a page within it costs about as much.
 */
export const WALK_ITEMS_MAX = 10_000;
/** A walk cut with some matches found is walked again at most this many times as far (`walkAgainUpTo`). */
export const WALK_AGAIN_TIMES = 3;
/**
 * How far a walk cut after `walked` items with `found` of the `wanted` matches is walked again: as
 * far as the share found says the wanted-th lies, a quarter more; null when the walk found the
 * page, found none (nothing says where the rest lie) or the rest lie beyond `WALK_AGAIN_TIMES` the
 * walk, where every match is sorted instead. A walk reads items the last seen first, the newest in
 * cache, where a sort reads every match's row, wherever it is: 'quilt' page 5 (about 59 title matches
 * among the newest 10,000 items, for 120: walked again to about 25,400) took 1,154 ms sorted, 56
 * walked again. Its worst case is both walks and then the sort, when the matches found first were
 * the bunch of a feed read last; and in a directory with fewer items on sale than the walk, a
 * short walk was not cut, and the one again reads the same items (in cache) in vain.
 */
export function walkAgainUpTo(found: number, walked: number, wanted: number): number | null {
  if (found === 0 || found >= wanted) return null;
  const again = Math.ceil(((walked * wanted) / found) * 1.25);
  return again <= walked * WALK_AGAIN_TIMES ? again : null;
}
/**
 * The items on sale (`within` a condition, if any) in an index's order (`order`), at most `walkUpTo`
 * (bound after `named`'s values and `within`'s),
 * as `i`, a search's conditions applied outside: a walk the planner cannot trade for reading every
 * match, as it does when it guesses too few (words found together it counts as if apart: 'wool
 * coat', 1,061 of 33,082, all read and sorted in 560 ms where the walk took 76). The order outside
 * is the same; a distance by `<->` is `named` a column for it, else the walk is sorted again.
 */
export const walk = (order: string, named = '', within = '') =>
  `(select *${named} from item i where i.sold_at is null${within && ` and ${within}`} order by ${order} limit ?) i`;
/** A walk outwards from a point (its latitude and longitude bound first), nearest first: `walk`'s, its distance as `away`. */
export const outwards = (within = '') => walk('away', ', i.store_earth <-> ll_to_earth(?, ?) as away', within);
/**
 * An item's store within the box that holds a circle: its centre's latitude and longitude bound,
 * then its meters (bound, or `meters` worked out in the statement).
 */
export const inCirclesBox = (meters = '?') => `earth_box(ll_to_earth(?, ?), ${meters}) @> i.store_earth`;
/**
 * The items on sale that meet `within` (its values bound, which may name an earlier `from`'s
 * columns), read by its index alone, as `i`: a search's conditions are applied outside, none pushed
 * in (`offset 0`), where the planner, which cannot see how few a box of a value worked out in the
 * same statement holds, would read the words' matches by their index instead.
 */
export const readBy = (within: string) => `lateral (select * from item i where i.sold_at is null and ${within} offset 0) i`;
/**
 * A page of matches as results: the items chosen and ordered alone, then the stores of those rows
 * only. Bound in order: `bound`'s values (a one-row statement of `miles`, read as `b.miles`, in the
 * same snapshot as the page), `from`'s (the items as `i`, which may read `b.miles`: all of them by
 * default), `miles`' (as `d.miles`), `rank`'s (as `d.rank`), `where`'s, then the limit; `order`
 * binds none.
 */
export const pageStatement = ({
  bound,
  from = 'item i',
  miles,
  rank,
  where,
  order,
}: {
  bound?: string;
  from?: string;
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
             from ${bound ? 'bound b cross join ' : ''}${from} cross join lateral (select ${miles} as miles${rank ? `, ${rank} as rank` : ''}) d
            where ${where} order by ${order} limit ?) m
     join store s on s.id = m.store_id join city c on c.id = s.city_id join state st on st.id = c.state_id
    order by m.place`;

/**
 * Open now, the facets of the weeks open that an item search asks the words' index for, at most: an
 * overlap (`&&`) compares each with each of an item's facets. More (the day, when most stores are
 * open), and each item's week (`item_week_facet`) is looked up among them, hashed.
 */
export const OPEN_FACETS_INDEXED = 400;
