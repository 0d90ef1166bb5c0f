import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { STORE_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { NEAR_ME_RADIUS_MILES } from '../contracts/search.contract';
import { Store } from '../stores/store.entity';
import { STORE_ROW_COLUMNS, STORE_ROW_JOINS, type StoreRow } from '../stores/store-row';
import type { SearchText } from './search-text';
import { AppConfig } from '../config/app-config';
import { inTransaction } from '../database/transaction';

/** One search as SQL sees it: what to match, what must hold, and which slice to return. */
export interface StoreSearch {
  text: SearchText;
  features: StoreFlag[];
  /** States the results must be in (the state filter, a state named at the end of the text). */
  stateSlugs: string[];
  near: { lat: number; lng: number } | null;
  /** Also close (misspelled) names and cities: slower, so asked only when direct matches are few. */
  fuzzy: boolean;
  limit: number;
  offset: number;
}

export type SearchRow = StoreRow & { distance: number | null };

/** Text shorter than this matches by prefix only (too short for trigrams, or to be misspelled). */
export const SUBSTRING_MIN_LENGTH = 3;
/** A misspelled city must be at least this similar (pg_trgm similarity) to count. */
const CITY_SIMILARITY_MIN = 0.4;
const METERS_PER_MILE = 1609.344;
/** The radius earthdistance gives the Earth (`earth()`), so that a box drawn here holds its circles. */
const EARTH_RADIUS_METERS = 6378168;

/**
 * Ranks, best first (a store takes the best of its matches):
 * 0 the name, city or ZIP code exactly; 1 the state the text names; 2 a name, city or ZIP that starts
 * with the text; 3 a word of the name that does; 4 the text inside a name or city, or a ZIP of the same
 * area; 5 a close (misspelled) name or city. Within a rank: closer match, more reviews, name.
 */
const RANK = { exact: 0, state: 1, prefix: 2, wordPrefix: 3, contains: 4, close: 5 } as const;

/**
 * One kind of match: the stores it finds, and the rank and score it gives them. A store takes the
 * best rank and score of the tiers it is in.
 */
interface Tier {
  rank: number;
  score: number;
  condition: Knex.Raw;
}

/** A search's tiers, and conditions that find the same stores in as few reads as can be, for counting. */
interface Matches {
  tiers: Tier[];
  counted: Knex.Raw[];
}

/** A search with what its page and its count need read from the database beforehand (see `prepare`). */
export interface PreparedSearch extends Matches {
  search: StoreSearch;
  /** Near a place: the miles within which the page lies (null: every match is sorted). */
  radius: number | null;
}

/** `like` patterns match the text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const NAME = 'lower(st.business_name)';
const CITY = 'lower(c.name)';
const LOCATED = 'st.latitude is not null and st.longitude is not null';
/** Stores of one rank, best first: the order of `store_review_order_index`. */
const REVIEW_ORDER = 'st.number_of_reviews desc nulls last, st.business_name, st.id';
const POINT = 'point(st.longitude, st.latitude)';
/** A store in a state's cities, checked row by row (for stores read in another order). */
const STATE_CITIES_CHECKED = 'st.city_id in (select c.id from city c join state s on s.id = c.state_id where s.slug = ?)';
/** A store in a state's cities, read through the city index. */
const STATE_CITIES_READ = 'st.city_id = any(array(select c.id from city c join state s on s.id = c.state_id where s.slug = ?))';

/**
 * Store search in SQL, built to stay fast on a million stores:
 * - Direct text and ZIP matches are tiers ({@link Tier}). A page needs, from each tier, only its best
 *   `offset + limit` stores in review order, which `store_review_order_index` gives without reading the
 *   rest when the tier is large, and the trigram, name and ZIP indexes give when it is small. The page
 *   is the best of their union: a store in the true first `offset + limit` is among the first
 *   `offset + limit` of its best tier, since every store before it there comes before it overall.
 * - Near a place, the point index walks stores outwards (in degrees) until it has `offset + limit`;
 *   the farthest of them in miles bounds the page, which is then sorted by true distance.
 * - Counting stops at a limit the caller gives: past it, "more than".
 * - Close (misspelled) matches, asked for only when direct ones are few, are gathered and ranked in
 *   one statement.
 * Statements are put together from knex `raw` fragments, which keep every value a bound parameter.
 */
@Injectable()
export class SearchRepository {
  /** Each flag's column, as the Store entity maps it. */
  private readonly flagColumns: Record<StoreFlag, string>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {
    const { properties } = em.getMetadata().get<Store>(Store.name);
    this.flagColumns = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, properties[flag].fieldNames[0]])) as Record<StoreFlag, string>;
  }

  /**
   * Runs a search's statements on one connection, in one transaction whose statements may each run
   * for `SEARCH_STATEMENT_TIMEOUT_MS` at most (tighter than any other request's): a search that would
   * take longer is stopped (the client gets a 503) instead of holding a connection of the pool.
   */
  withinTimeLimit<T>(work: (repository: SearchRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.em, (em) => work(new SearchRepository(em, this.config)), {
      statementTimeoutMilliseconds: this.config.database.searchStatementTimeoutMilliseconds,
    });
  }

  /**
   * What a search's page and count both build on, read once: the matching cities (the tiers) and,
   * near a place, the radius of the page.
   */
  async prepare(search: StoreSearch): Promise<PreparedSearch> {
    if (search.fuzzy && search.text.text) return { search, tiers: [], counted: [], radius: null };
    const { tiers, counted } = await this.matches(search);
    return { search, tiers, counted, radius: search.near ? await this.pageRadius(search, tiers) : null };
  }

  /** One page of results, best first (nearest first near a place). */
  page(prepared: PreparedSearch): Promise<SearchRow[]> {
    return this.execute<SearchRow>(this.pageStatement(prepared));
  }

  /** How many stores the search finds, counting no further than `atMost + 1`. */
  async count(prepared: PreparedSearch, atMost: number): Promise<number> {
    const [row] = await this.execute<{ total: number }>(this.countStatement(prepared, atMost));
    return row?.total ?? 0;
  }

  /** The statement that reads a page (public so that its plan can be checked). */
  pageStatement({ search, tiers, radius }: PreparedSearch): Knex.Raw {
    if (search.fuzzy && search.text.text) return this.closeMatchesStatement(search);
    if (search.near) return this.nearestStatement(search, tiers, radius);
    return this.tierPagesStatement(search, tiers);
  }

  /** The statement that counts up to `atMost + 1` (public so that its plan can be checked). */
  countStatement({ search, counted }: PreparedSearch, atMost: number): Knex.Raw {
    if (search.fuzzy && search.text.text) {
      return this.raw(
        `with ? select count(*)::int as total from (select 1 from ranked r join store st on st.id = r.id where ? limit ?) found`,
        this.closeMatches(search.text),
        this.filters(search),
        atMost + 1,
      );
    }
    // Up to the limit from each condition: more than `atMost` in all exactly when one of them finds
    // more, or all of them together do.
    const lists = counted.map((condition) =>
      this.raw('(select st.id from store st where ? and ? limit ?)', condition, this.filters(search, 'count'), atMost + 1),
    );
    return this.raw(`select count(*)::int as total from (${lists.map(() => '?').join(' union ')}) found`, ...lists);
  }

  /** A page of direct matches: the best `offset + limit` of each tier, and the page the best of those. */
  private tierPagesStatement(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    const wanted = search.offset + search.limit;
    const tierPages = tiers.map((tier) =>
      this.raw(
        `(select st.id, ${tier.rank} as rank, ${tier.score}::real as score from store st where ? and ? order by ${REVIEW_ORDER} limit ?)`,
        tier.condition,
        this.filters(search),
        wanted,
      ),
    );
    return this.raw(
      `with tiers as (${tierPages.map(() => '?').join(' union all ')}),
       best as (select id, min(rank) as rank, max(score) as score from tiers group by id)
       select ${STORE_ROW_COLUMNS}, null::float8 as distance
         from best b
         join store st on st.id = b.id ${STORE_ROW_JOINS}
        order by b.rank, b.score desc, ${REVIEW_ORDER}
        limit ? offset ?`,
      ...tierPages,
      search.limit,
      search.offset,
    );
  }

  private execute<T>(statement: Knex.Raw): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(statement, [], 'all', this.em.getTransactionContext());
  }

  private raw(sql: string, ...bindings: unknown[]): Knex.Raw {
    return this.em.getKnex().raw(sql, bindings as Knex.RawBinding[]);
  }

  /** A store is found when it is in any tier (near a place without text: within the radius). */
  private anyTier(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    if (tiers.length === 0) return this.withinMiles(search.near!, NEAR_ME_RADIUS_MILES);
    return this.raw(`(${tiers.map(() => '?').join(' or ')})`, ...tiers.map((tier) => tier.condition));
  }

  /**
   * The miles within which the page's stores lie: the farthest of the `offset + limit` stores the
   * point index finds first (it measures in degrees, so the true order is settled afterwards). Null
   * when fewer are located: then every match is sorted.
   */
  private async pageRadius(search: StoreSearch, tiers: Tier[]): Promise<number | null> {
    const wanted = search.offset + search.limit;
    const rows = await this.execute<{ miles: number }>(
      this.raw(
        `select ? as miles from store st where ${LOCATED} and ? and ? order by ${POINT} <-> point(?, ?) limit ?`,
        this.distance(search.near!),
        this.anyTier(search, tiers),
        this.filters(search),
        search.near!.lng,
        search.near!.lat,
        wanted,
      ),
    );
    if (rows.length < wanted) return tiers.length === 0 ? NEAR_ME_RADIUS_MILES : null;
    return Math.max(...rows.map((row) => row.miles));
  }

  /**
   * Near a place: the page of matches within `miles` (all of them when null), nearest first. Without
   * text the radius, never more than the search's, is the only condition.
   */
  private nearestStatement(search: StoreSearch, tiers: Tier[], miles: number | null): Knex.Raw {
    const conditions = [
      ...(tiers.length > 0 ? [this.anyTier(search, tiers)] : []),
      ...(miles !== null ? [this.withinMiles(search.near!, miles)] : []),
      this.filters(search),
    ];
    // Stores as far away: the better match first.
    const ties =
      tiers.length === 0
        ? this.raw('st.id')
        : this.raw(
            '?, ? desc, st.id',
            this.caseOf(tiers, (tier) => tier.rank),
            this.caseOf(tiers, (tier) => tier.score),
          );
    return this.raw(
      `select ${STORE_ROW_COLUMNS}, ? as distance
         from store st ${STORE_ROW_JOINS}
        where ${conditions.map(() => '?').join(' and ')}
        order by distance nulls last, ?
        limit ? offset ?`,
      this.distance(search.near!),
      ...conditions,
      ties,
      search.limit,
      search.offset,
    );
  }

  /** The best tier's value for a store: tiers are listed best first. */
  private caseOf(tiers: Tier[], value: (tier: Tier) => number): Knex.Raw {
    const sorted = [...tiers].sort((a, b) => a.rank - b.rank || b.score - a.score);
    return this.raw(`case ${sorted.map((tier) => `when ? then ${value(tier)}`).join(' ')} end`, ...sorted.map((tier) => tier.condition));
  }

  /**
   * Located stores within `miles` of a place: a box around the circle for the point index, then the
   * great-circle distance. The box spans `asin(sin d / cos lat)` of longitude either side (all of it
   * near a pole).
   */
  private withinMiles(near: { lat: number; lng: number }, miles: number): Knex.Raw {
    const meters = miles * METERS_PER_MILE;
    const angle = meters / EARTH_RADIUS_METERS;
    const degrees = (radians: number) => (radians * 180) / Math.PI;
    const latitudeSpan = degrees(angle) + 1e-9;
    const sinAngle = Math.sin(angle);
    const cosLatitude = Math.cos((near.lat * Math.PI) / 180);
    const longitudeSpan = sinAngle >= cosLatitude ? 360 : degrees(Math.asin(sinAngle / cosLatitude)) + 1e-9;
    return this.raw(
      `${LOCATED}
       and ${POINT} <@ box(point(?, ?), point(?, ?))
       and earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) <= ?`,
      near.lng - longitudeSpan,
      near.lat - latitudeSpan,
      near.lng + longitudeSpan,
      near.lat + latitudeSpan,
      near.lat,
      near.lng,
      meters,
    );
  }

  private distance(near: { lat: number; lng: number }): Knex.Raw {
    return this.raw(`earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) / ${METERS_PER_MILE}`, near.lat, near.lng);
  }

  /**
   * The features and states the results must have, as one condition (never empty: knex drops an
   * empty fragment). A page checks each store it reads in review order; a count reads the states'
   * stores by city.
   */
  private filters(search: StoreSearch, purpose: 'page' | 'count' = 'page'): Knex.Raw {
    const conditions = [
      'true',
      ...search.features.map((flag) => `st.${this.flagColumns[flag]}`),
      ...search.stateSlugs.map(() => (purpose === 'page' ? STATE_CITIES_CHECKED : STATE_CITIES_READ)),
    ];
    return this.raw(conditions.join(' and '), ...search.stateSlugs);
  }

  /**
   * The direct matches of a search's text or ZIP code, by kind (none near a place without text), and
   * the fewest conditions that find all of them, for counting.
   */
  private async matches(search: StoreSearch): Promise<Matches> {
    const { text, near } = search;
    if (text.zip) return this.zipMatches(text.zip);
    if (!text.text) return { tiers: [], counted: [this.withinMiles(near!, NEAR_ME_RADIUS_MILES)] };
    const t = text.text;
    const substring = t.length >= SUBSTRING_MIN_LENGTH;
    const prefix = `${escapeLike(t)}%`;
    const contains = `%${escapeLike(t)}%`;
    // Matching cities are few (a city table is small): found first, their stores are then read by city.
    const cities = await this.execute<{ id: number; rank: number }>(
      this.raw(
        `select c.id, case when ${CITY} = ? then ${RANK.exact} when ${CITY} like ? then ${RANK.prefix} else ${RANK.contains} end as rank
           from city c where ${CITY} like ?`,
        t,
        prefix,
        substring ? contains : prefix,
      ),
    );
    const tier = (rank: number, nameCondition: Knex.Raw | null): Tier | null => {
      const ids = cities.filter((city) => city.rank === rank).map((city) => city.id);
      const parts = [
        ...(nameCondition ? [nameCondition] : []),
        ...(ids.length > 0 ? [this.raw(`st.city_id in (${ids.map(() => '?').join(', ')})`, ...ids)] : []),
      ];
      if (parts.length === 0) return null;
      return { rank, score: 1, condition: this.raw(`(${parts.map(() => '?').join(' or ')})`, ...parts) };
    };
    const tiers = [
      tier(RANK.exact, this.raw(`${NAME} = ?`, t)),
      text.namedState
        ? {
            rank: RANK.state,
            score: 1,
            condition: this.raw(STATE_CITIES_CHECKED, text.namedState.slug),
          }
        : null,
      tier(RANK.prefix, this.raw(`${NAME} like ?`, prefix)),
      substring ? tier(RANK.wordPrefix, this.raw(`${NAME} like ?`, `% ${escapeLike(t)}%`)) : null,
      substring ? tier(RANK.contains, this.raw(`${NAME} like ?`, contains)) : null,
    ];
    const ids = cities.map((city) => city.id);
    const anyNameOrCity = this.raw(
      `(${NAME} like ?${ids.length > 0 ? ` or st.city_id in (${ids.map(() => '?').join(', ')})` : ''})`,
      substring ? contains : prefix,
      ...ids,
    );
    return {
      tiers: tiers.filter((candidate) => candidate !== null),
      counted: [anyNameOrCity, ...(text.namedState ? [this.raw(STATE_CITIES_READ, text.namedState.slug)] : [])],
    };
  }

  /** A full ZIP code: its stores, then the rest of its area (same first three digits, the same four first). Fewer digits: a prefix. */
  private zipMatches(zip: string): Matches {
    const startsWith = (digits: string) => this.raw('st.zip_code like ?', `${digits}%`);
    if (zip.length < 5) return { tiers: [{ rank: RANK.prefix, score: 1, condition: startsWith(zip) }], counted: [startsWith(zip)] };
    return {
      tiers: [
        { rank: RANK.exact, score: 0.8, condition: startsWith(zip) },
        { rank: RANK.contains, score: 0.8, condition: startsWith(zip.slice(0, 4)) },
        { rank: RANK.contains, score: 0.6, condition: startsWith(zip.slice(0, 3)) },
      ],
      counted: [startsWith(zip.slice(0, 3))],
    };
  }

  /**
   * Direct and close matches of a text (asked for when direct ones are few, so the set is small):
   * every candidate ranked and scored by how close it is, the page picked in one statement.
   */
  private closeMatchesStatement(search: StoreSearch): Knex.Raw {
    const order = (m: string, distance: string) =>
      search.near ? `${distance} nulls last, ${m}.rank, ${m}.score desc, st.id` : `${m}.rank, ${m}.score desc, ${REVIEW_ORDER}`;
    return this.raw(
      `with ?,
       page as (
         select r.id, r.rank, r.score, ? as distance
           from ranked r
           join store st on st.id = r.id
          where ?
          order by ${order('r', 'distance')}
          limit ? offset ?)
       select ${STORE_ROW_COLUMNS}, p.distance
         from page p
         join store st on st.id = p.id ${STORE_ROW_JOINS}
        order by ${order('p', 'p.distance')}`,
      this.closeMatches(search.text),
      search.near ? this.distance(search.near) : this.raw('null::float8'),
      this.filters(search),
      search.limit,
      search.offset,
    );
  }

  /** The `matches` and `ranked` common table expressions: every direct or close match with its best rank and score. */
  private closeMatches(text: SearchText): Knex.Raw {
    const t = text.text;
    const prefix = `${escapeLike(t)}%`;
    const wordPrefix = `% ${escapeLike(t)}%`;
    const contains = `%${escapeLike(t)}%`;
    const byName = this.raw(
      `select st.id,
              case when ${NAME} = ? then ${RANK.exact}
                   when ${NAME} like ? then ${RANK.prefix}
                   when ' ' || ${NAME} like ? then ${RANK.wordPrefix}
                   when ${NAME} like ? then ${RANK.contains}
                   else ${RANK.close} end,
              word_similarity(?, ${NAME})
         from store st
        where ${NAME} like ? or ? <% ${NAME}`,
      t,
      prefix,
      wordPrefix,
      contains,
      t,
      contains,
      t,
    );
    const byCity = this.raw(
      `select st.id,
              case when ${CITY} = ? then ${RANK.exact}
                   when ${CITY} like ? then ${RANK.prefix}
                   when ${CITY} like ? then ${RANK.contains}
                   else ${RANK.close} end,
              similarity(?, ${CITY})
         from city c join store st on st.city_id = c.id
        where ${CITY} like ? or (${CITY} % ? and similarity(${CITY}, ?) >= ${CITY_SIMILARITY_MIN})`,
      t,
      prefix,
      contains,
      t,
      contains,
      t,
      t,
    );
    const byState = text.namedState
      ? [
          this.raw(
            `select st.id, ${RANK.state}, 1::real
             from state s join city c on c.state_id = s.id join store st on st.city_id = c.id
            where s.slug = ?`,
            text.namedState.slug,
          ),
        ]
      : [];
    const branches = [byName, byCity, ...byState];
    return this.raw(
      `matches (id, rank, score) as (${branches.map(() => '?').join(' union all ')}),
       ranked as (select id, min(rank) as rank, max(score) as score from matches group by id)`,
      ...branches,
    );
  }
}
