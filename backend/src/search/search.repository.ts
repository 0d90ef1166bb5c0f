import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import { STORE_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { NEAR_ME_RADIUS_MILES } from '../contracts/search.contract';
import { STORE_SEARCH_WORDS } from '../contracts/store-features';
import { Store } from '../stores/store.entity';
import type { SearchText } from './search-text';

/** One search as SQL sees it: what to match, what must hold, and which slice to return. */
export interface StoreSearch {
  text: SearchText;
  features: StoreFlag[];
  /** States the results must be in (the state filter, a state named at the end of the text). */
  stateSlugs: string[];
  near: { lat: number; lng: number } | null;
  /** A ZIP code the text gave (`near` is its centre): its stores first, then the nearest. */
  zipFirst: ZipArea | null;
  /** Filled by `prepare`: each state's city ids, as an array literal, by slug. */
  stateCities?: Record<string, string>;
  limit: number;
  offset: number;
}

/** A result: the store with its city and state, and its distance in miles from the place searched near. */
export interface SearchRow {
  store: Store;
  distance: number | null;
}

/** A state's matches of a search, and how many of them have each flag. */
export type FacetRow = { state: string; total: number } & Record<StoreFlag, number>;

export interface SuggestedStore {
  name: string;
  slug: string;
  city: string;
  citySlug: string;
  stateSlug: string;
  stateAbbreviation: string;
}

export interface SuggestedCity {
  name: string;
  slug: string;
  storeCount: number;
  stateSlug: string;
  stateAbbreviation: string;
}

/** A ZIP code's stores: their centre, and the miles from it to the farthest of them. */
export interface ZipArea {
  zip: string;
  centre: { lat: number; lng: number };
  miles: number;
}

/** A word of a search as the database reads it: its stem, and the stems of the directory's words a typo or two away. */
interface SearchTerm {
  token: string;
  lexeme: string;
  close: string[];
  /** The last word only (else null): the stems of the shortest of the directory's words that start with it as typed. */
  completions: string[] | null;
  /**
   * Which of the word's lexemes above (its own, close or completions) every store's search document
   * holds (the stems of `STORE_SEARCH_WORDS`): a query that may take one of them matches every store.
   */
  inEveryStore: string[];
}

const METERS_PER_MILE = 1609.344;
const RADIUS_MARGIN_MILES = 1e-6;
/** The radius earthdistance gives the Earth (`earth()`), so that a box drawn here holds its circles. */
const EARTH_RADIUS_METERS = 6378168;
/** A word of this many letters is forgiven one typo; of {@link TWO_TYPOS_LENGTH}, two. */
const ONE_TYPO_LENGTH = 5;
const TWO_TYPOS_LENGTH = 9;
/** A misspelled word's closest words taken, at most. */
const CLOSE_WORDS_MAX = 12;
/** The last word of a search matches as a prefix from this many letters ('fu' finds 'furniture'). */
const PREFIX_MIN_LENGTH = 2;
/**
 * A last word's completions are matched as words, at most this many, the shortest first ('consig':
 * consign, consignor): GIN then skips through a long posting list instead of reading all of it, as a
 * prefix (`:*`) makes it do ('laurel consign:*' 35 ms against 3 at 1,000,000 stores; '... trading
 * co:*' read every 'consign').
 */
const COMPLETIONS_MAX = 30;
/**
 * The highest code point: the words that start with a text lie between it and it followed by this
 * (bytewise, as `~<~` compares, in the UTF-8 database the app needs), a range the pattern index reads
 * (a `like` whose pattern is computed reads the whole table).
 */
const LAST_CODE_POINT = 0x10ffff;

/**
 * Ranks, best first (a store takes the best of its matches; docs/architecture.md, "Search"): 0 the
 * name exactly (or the ZIP code); 1 a name that starts with the text; 2 a name that holds every word;
 * 3 in a city whose name holds every word; 4 in a city the text names, holding every word; 5 in the
 * state the text names; 5.5 in a city whose name holds the last word only as a prefix ('texas' and
 * Texarkana); 6 every word somewhere in the store's document (name, city, state, ZIP, what it sells);
 * 7, 8 and 9 as 2, 4 and 6 with typos forgiven. Within a rank: complete words before a last-word
 * prefix, then more reviews, then the name.
 */
const RANK = {
  exact: 0,
  prefix: 1,
  name: 2,
  city: 3,
  inCity: 4,
  state: 5,
  cityByPrefix: 5.5,
  words: 6,
  nameTypos: 7,
  inCityTypos: 8,
  typos: 9,
} as const;

/**
 * One kind of match: the stores it finds, and the rank and score it gives them. A store takes the
 * best rank and score of the tiers it is in.
 */
interface Tier {
  rank: number;
  score: number;
  condition: Knex.Raw;
  /**
   * Its best `limit` stores' ids in review order, when a statement of its own reads them more
   * cheaply than its condition would (see `namesStarting`); the page takes these instead.
   */
  best?: (limit: number) => Knex.Raw;
}

/** Tiers of different conditions, best first, each condition kept at its best rank and score. */
function distinctTiers(tiers: Tier[]): Tier[] {
  const seen = new Set<string>();
  return [...tiers]
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .filter((tier) => {
      const key = tier.condition.toQuery();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
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

/** A lexeme as a text search query writes it: quoted, its quotes and backslashes escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A PostgreSQL text array literal (`{"a","b"}`), its quotes and backslashes escaped. */
const textArray = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;

/** `like` patterns match the text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const NAME = 'lower(st.business_name)';
/** The names starting with a search's text that its second rank takes, at most. */
const NAME_START_MAX = 2000;
const LOCATED = 'st.latitude is not null and st.longitude is not null';
/** Stores of one rank, best first: the order of `store_review_order_index`. */
const REVIEW_ORDER = 'st.number_of_reviews desc nulls last, st.business_name, st.id';
const POINT = 'point(st.longitude, st.latitude)';

/**
 * Store search in SQL on the stores' search documents (docs/architecture.md, "Search"), built to
 * stay fast on a million stores:
 * - Each rank is a tier ({@link Tier}). A page needs, from each tier, only its best `offset + limit`
 *   stores in review order, which `store_review_order_index` gives without reading the rest when the
 *   tier is large, and the documents' GIN indexes, the name and ZIP indexes give when it is small.
 *   The page is the best of their union: a store in the true first `offset + limit` is among the
 *   first `offset + limit` of its best tier, since every store before it there comes before it overall.
 * - Near a place, the point index walks stores outwards (in degrees) until it has `offset + limit`;
 *   the farthest of them in miles bounds the page, which is then sorted by true distance.
 * - Counting stops at a limit the caller gives: past it, "more than".
 * Statements are put together from knex `raw` fragments, which keep every value a bound parameter.
 */
@Injectable()
export class SearchRepository {
  /** Each flag's column, as the Store entity maps it. */
  private readonly flagColumns: Record<StoreFlag, string>;

  constructor(private readonly em: EntityManager) {
    const { properties } = em.getMetadata().get<Store>(Store.name);
    this.flagColumns = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, properties[flag].fieldNames[0]])) as Record<StoreFlag, string>;
  }

  /**
   * What a search's page and count both build on, read once: the matching cities (the tiers) and,
   * near a place, the radius of the page.
   */
  async prepare(unprepared: StoreSearch): Promise<PreparedSearch> {
    const search = { ...unprepared, stateCities: await this.stateCities(unprepared) };
    const { tiers, counted } = await this.matches(search);
    const radius = search.near ? await this.pageRadius(search, tiers) : null;
    // A ZIP code's own stores come first: the page's circle holds every one of them.
    return { search, tiers, counted, radius: radius !== null && search.zipFirst ? Math.max(radius, search.zipFirst.miles) : radius };
  }

  /**
   * The city ids of the states a search names (its filter, a state its text names), read once: a
   * store's state is then checked against a list whose share of the stores the planner knows (its
   * statistics of `city_id`), where a subquery made it read a whole state by city to find 12 stores
   * (170 ms against 10 for 'designer' in California at 1,000,000 stores).
   */
  private async stateCities(search: StoreSearch): Promise<Record<string, string>> {
    const slugs = [...new Set([...search.stateSlugs, ...(search.text.namedState ? [search.text.namedState.slug] : [])])];
    if (slugs.length === 0) return {};
    const cities = await this.em
      .createQueryBuilder(City, 'c', 'read')
      .select(['c.id', 's.slug as stateSlug'])
      .join('c.state', 's')
      .where({ 's.slug': { $in: slugs } })
      .execute<{ id: number; stateSlug: string }[]>('all', false);
    const cityIds: Record<string, number[]> = {};
    for (const city of cities) (cityIds[city.stateSlug] ??= []).push(city.id);
    return Object.fromEntries(Object.entries(cityIds).map(([slug, ids]) => [slug, `{${ids.join(',')}}`]));
  }

  /** A store in a state's cities (see `stateCities`). */
  private inState(search: StoreSearch, slug: string): Knex.Raw {
    return this.raw('st.city_id = any(?::int[])', search.stateCities?.[slug] ?? '{}');
  }

  /**
   * A ZIP code's stores' centre and reach, or (none there) those of its area (its first three
   * digits), or null when the directory has no store near it.
   */
  async zipArea(zip: string): Promise<ZipArea | null> {
    for (const digits of [zip, zip.slice(0, 3)]) {
      // Raw: earthdistance's great-circle distances, which the ORM has no expression for.
      const [row] = await this.execute<{ lat: number | null; lng: number | null; miles: number | null }>(
        this.raw(
          `with area as (select st.latitude, st.longitude from store st where st.zip_code like ? and ${LOCATED}),
                centre as (select avg(latitude) as lat, avg(longitude) as lng from area)
           select c.lat, c.lng,
                  (select max(earth_distance(ll_to_earth(a.latitude, a.longitude), ll_to_earth(c.lat, c.lng))) from area a) / ${METERS_PER_MILE} as miles
             from centre c`,
          `${escapeLike(digits)}%`,
        ),
      );
      if (row?.lat != null && row.lng != null)
        return { zip, centre: { lat: row.lat, lng: row.lng }, miles: digits === zip ? (row.miles ?? 0) : 0 };
    }
    return null;
  }

  /**
   * What a search box suggests for a text typed so far: the most reviewed stores whose names hold
   * every word (the last as a prefix, typos forgiven), and the largest cities whose names do.
   */
  async suggestions(text: string, limit: number): Promise<{ stores: SuggestedStore[]; cities: SuggestedCity[] }> {
    const query = this.tsquery(await this.terms(text), true);
    if (!query) return { stores: [], cities: [] };
    // Raw: matches of a text search query (`@@ tsquery`) built here; the ORM's `$fulltext` takes only plain text.
    const [stores, cities] = [
      await this.execute<SuggestedStore>(
        this.raw(
          `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
             from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
            where st.name_document @@ ?::tsquery
            order by ${REVIEW_ORDER} limit ?`,
          query,
          limit,
        ),
      ),
      await this.execute<SuggestedCity>(
        this.raw(
          `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
             from city c join state s on s.id = c.state_id
            where to_tsvector('directory_search', c.name) @@ ?::tsquery and c.store_count > 0
            order by c.store_count desc, c.name limit ?`,
          query,
          limit,
        ),
      ),
    ];
    return { stores, cities };
  }

  /**
   * How many of a search's matches (its state filter aside) have each flag, by state: one pass over
   * at most `scan + 1` matches.
   */
  facetRows(prepared: PreparedSearch, scan: number): Promise<FacetRow[]> {
    const { search, tiers } = prepared;
    const flags = STORE_FLAGS.map((flag) => `count(*) filter (where m.${this.flagColumns[flag]})::int as "${flag}"`).join(', ');
    // Raw: counted over the tiers' full-text and distance conditions (see `matches`).
    return this.execute<FacetRow>(
      this.raw(
        `with m as (select st.* from store st where ? and ? limit ?)
         select s.slug as state, count(*)::int as total, ${flags}
           from m join city c on c.id = m.city_id join state s on s.id = c.state_id
          group by s.slug`,
        this.anyTier(search, tiers),
        this.filters({ ...search, stateSlugs: [] }),
        scan + 1,
      ),
    );
  }

  /**
   * One page of results, best first (nearest first near a place): the ranking statement picks the
   * stores, then they are read by id with their cities and states, in one query.
   */
  async page(prepared: PreparedSearch): Promise<SearchRow[]> {
    // Raw: ranked by the tiers' full-text conditions, or by great-circle distance.
    const ranked = await this.execute<{ id: number; distance: number | null }>(this.pageStatement(prepared));
    if (ranked.length === 0) return [];
    const found = await this.em.find(
      Store,
      { id: { $in: ranked.map((result) => result.id) } },
      { populate: ['city.state'], connectionType: 'read' },
    );
    const stores = new Map(found.map((store) => [store.id, store]));
    // A store removed between the two reads is left out.
    return ranked.flatMap(({ id, distance }) => {
      const store = stores.get(id);
      return store ? [{ store, distance }] : [];
    });
  }

  /** How many stores the search finds, counting no further than `atMost + 1`. */
  async count(prepared: PreparedSearch, atMost: number): Promise<number> {
    // Raw: counted over the tiers' full-text and distance conditions.
    const [row] = await this.execute<{ total: number }>(this.countStatement(prepared, atMost));
    return row?.total ?? 0;
  }

  /** The statement that reads a page (public so that its plan can be checked). */
  pageStatement({ search, tiers, radius }: PreparedSearch): Knex.Raw {
    if (search.near) return this.nearestStatement(search, tiers, radius);
    return this.tierPagesStatement(search, tiers);
  }

  /** The statement that counts up to `atMost + 1` (public so that its plan can be checked). */
  countStatement({ search, counted }: PreparedSearch, atMost: number): Knex.Raw {
    // Up to the limit from each condition: more than `atMost` in all exactly when one of them finds
    // more, or all of them together do.
    const lists = counted.map((condition) =>
      this.raw('(select st.id from store st where ? and ? limit ?)', condition, this.filters(search), atMost + 1),
    );
    return this.raw(`select count(*)::int as total from (${lists.map(() => '?').join(' union ')}) found`, ...lists);
  }

  /** A page of direct matches: the best `offset + limit` of each tier, and the page the best of those. */
  private tierPagesStatement(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    const wanted = search.offset + search.limit;
    const tierPages = tiers.map((tier) =>
      tier.best
        ? this.raw(`(select b.id, ${tier.rank} as rank, ${tier.score}::real as score from (?) b)`, tier.best(wanted))
        : this.raw(
            `(select st.id, ${tier.rank} as rank, ${tier.score}::real as score from store st where ? and ? order by ${REVIEW_ORDER} limit ?)`,
            tier.condition,
            this.filters(search),
            wanted,
          ),
    );
    return this.raw(
      `with tiers as (${tierPages.map(() => '?').join(' union all ')}),
       best as (select id, min(rank) as rank, max(score) as score from tiers group by id)
       select st.id, null::float8 as distance
         from best b
         join store st on st.id = b.id
        order by b.rank, b.score desc, ${REVIEW_ORDER}
        limit ? offset ?`,
      ...tierPages,
      search.limit,
      search.offset,
    );
  }

  /**
   * A statement on the search pool (`database/mikro-orm.config.ts`): connections whose statements may
   * each run for `SEARCH_STATEMENT_TIMEOUT_MS` at most, tighter than any other request's (a search
   * that would take longer is a 503, never a connection held), as many as `SearchSlots` lets searches
   * run at once. No transaction: its `begin`, `set local` and `commit` were three of a search's seven
   * statements.
   */
  private execute<T>(statement: Knex.Raw): Promise<T[]> {
    return this.em.getConnection('read').execute<T[]>(statement, [], 'all');
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
    // Raw: the point index's nearest-first walk (`<->`) and earthdistance, which the ORM has no expression for.
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
    // A hair beyond the farthest, so that miles turned back into meters still hold it.
    return Math.max(...rows.map((row) => row.miles)) + RADIUS_MARGIN_MILES;
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
    const zipFirst = search.zipFirst ? [search.zipFirst.zip] : [];
    return this.raw(
      `select st.id, ? as distance
         from store st
        where ${conditions.map(() => '?').join(' and ')}
        order by ${zipFirst.length > 0 ? 'left(st.zip_code, 5) = ? desc,' : ''} distance nulls last, ?
        limit ? offset ?`,
      this.distance(search.near!),
      ...conditions,
      ...zipFirst,
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

  /** The features and states the results must have, as one condition (never empty: knex drops an empty fragment). */
  private filters(search: StoreSearch): Knex.Raw {
    const states = search.stateSlugs.map((slug) => this.inState(search, slug));
    const conditions = ['true', ...search.features.map((flag) => `st.${this.flagColumns[flag]}`), ...states.map(() => '?')];
    return this.raw(conditions.join(' and '), ...states);
  }

  /**
   * The tiers of a search's text or ZIP code (none near a place without text), and the fewest
   * conditions that find all of their stores, for counting.
   */
  private async matches(search: StoreSearch): Promise<Matches> {
    const { text, near } = search;
    if (!text.text) {
      if (text.zip && !search.zipFirst) return this.zipMatches(text.zip);
      return { tiers: [], counted: [this.withinMiles(near!, NEAR_ME_RADIUS_MILES)] };
    }
    const t = text.text;
    const terms = await this.terms(t);
    const prefix = this.namesStarting(t, search);
    const exact = this.tsquery(terms, false);
    const forgiving = this.tsquery(terms, true);
    const { named, namedByPrefix, within } = await this.cities(terms);
    // A name whose words are all complete comes before one that holds the last word only as a prefix
    // ('bramble consignment co': 'Bramble Consignment Co.' before 'Bramble Consignment Gallery').
    const complete = (query: string | null, forgivingTerms: boolean) => {
      const whole = this.tsquery(terms, forgivingTerms, false);
      return whole !== query ? whole : null;
    };
    const inCities = (ids: number[]) => this.raw('st.city_id = any(?::int[])', `{${ids.join(',')}}`);
    /** Stores that hold every word (of `query`): in the name, in a city the text names, anywhere. */
    const wordTiers = (
      query: string | null,
      whole: string | null,
      document: Knex.Raw | null,
      ranks: { name: number; inCity: number; words: number },
    ): Tier[] =>
      query && document
        ? [
            ...(whole ? [{ rank: ranks.name, score: 2, condition: this.raw('st.name_document @@ ?::tsquery', whole) }] : []),
            { rank: ranks.name, score: 1, condition: this.raw('st.name_document @@ ?::tsquery', query) },
            ...(within.length > 0 ? [{ rank: ranks.inCity, score: 1, condition: this.raw('? and ?', inCities(within), document) }] : []),
            { rank: ranks.words, score: 1, condition: document },
          ]
        : [];
    const forgivingDocument = this.documentMatch(terms, true);
    const tiers: Tier[] = [
      { rank: RANK.exact, score: 1, condition: this.raw(`${NAME} = ?`, t) },
      { rank: RANK.prefix, score: 1, ...prefix },
      ...(named.length > 0 ? [{ rank: RANK.city, score: 1, condition: inCities(named) }] : []),
      ...(namedByPrefix.length > 0 ? [{ rank: RANK.cityByPrefix, score: 1, condition: inCities(namedByPrefix) }] : []),
      ...(text.namedState ? [{ rank: RANK.state, score: 1, condition: this.inState(search, text.namedState.slug) }] : []),
      ...wordTiers(exact, complete(exact, false), this.documentMatch(terms, false), {
        name: RANK.name,
        inCity: RANK.inCity,
        words: RANK.words,
      }),
      ...wordTiers(forgiving !== exact ? forgiving : null, complete(forgiving, true), forgivingDocument, {
        name: RANK.nameTypos,
        inCity: RANK.inCityTypos,
        words: RANK.typos,
      }),
    ];
    const anyWords = forgivingDocument ? [forgivingDocument] : [];
    return {
      tiers: distinctTiers(tiers),
      counted: [prefix.counted, ...anyWords, ...(text.namedState ? [this.inState(search, text.namedState.slug)] : [])],
    };
  }

  /**
   * Stores whose names start with the text ('bramble consig'): as a tier, the first NAME_START_MAX
   * names in the name index (in review order, the planner's guess of how many there are made it
   * read a million names to find 12); without filters, the page's best of them straight from the
   * index, which holds their reviews and names too, and counted from it alone (without the bound,
   * which no shown page reaches: pages stop at 1,200 results). With filters, counted as the tier
   * finds them, so that the total never promises pages of stores beyond the first names.
   */
  private namesStarting(text: string, search: StoreSearch): Pick<Tier, 'condition' | 'best'> & { counted: Knex.Raw } {
    const pattern = `${escapeLike(text)}%`;
    const firstNames = `select p.id, p.number_of_reviews, p.business_name from store p where lower(p.business_name) like ? limit ${NAME_START_MAX}`;
    const condition = this.raw(`st.id = any(array(select f.id from (${firstNames}) f))`, pattern);
    if (search.features.length > 0 || search.stateSlugs.length > 0) return { condition, counted: condition };
    return {
      condition,
      best: (limit: number) =>
        this.raw(
          `select f.id from (${firstNames}) f order by f.number_of_reviews desc nulls last, f.business_name, f.id limit ?`,
          pattern,
          limit,
        ),
      counted: this.raw(`${NAME} like ?`, pattern),
    };
  }

  /**
   * The cities a text names (an index on city names; cities are few next to stores): `named`, whose
   * name holds every word ('new york'), and `namedByPrefix`, only with the last word as a prefix
   * ('glen bur'); `within`, whose every word is among the text's ('furniture dallas', 'resale new
   * york': Dallas and New York, not East Dallas).
   */
  private async cities(terms: SearchTerm[]): Promise<{ named: number[]; namedByPrefix: number[]; within: number[] }> {
    const whole = this.tsquery(terms, false, false);
    if (!whole) return { named: [], namedByPrefix: [], within: [] };
    const words = this.termQueries(terms, false, true, true).map((term) => term.query);
    const [all, any] = [words.join(' & '), words.join(' | ')];
    const lexemes = textArray(terms.map((term) => term.lexeme));
    // Raw: text search vectors and queries of city names, which the ORM has no expression for.
    const rows = await this.execute<{ id: number; named: boolean; whole: boolean; within: boolean }>(
      this.raw(
        `select c.id, to_tsvector('directory_search', c.name) @@ ?::tsquery as named,
                to_tsvector('directory_search', c.name) @@ ?::tsquery as whole,
                tsvector_to_array(to_tsvector('directory_search', c.name)) <@ ?::text[] as within
           from city c where to_tsvector('directory_search', c.name) @@ ?::tsquery`,
        all,
        whole,
        lexemes,
        any,
      ),
    );
    return {
      named: rows.filter((row) => row.whole).map((row) => row.id),
      namedByPrefix: rows.filter((row) => row.named && !row.whole).map((row) => row.id),
      within: terms.length > 1 ? rows.filter((row) => row.within).map((row) => row.id) : [],
    };
  }

  /**
   * The words of a text as the stores' documents hold them (`directory_search`: accents off, stop
   * words out, stems), each with the stems of the directory's words a typo away from it as typed or
   * from its stem ('heidenriechs' from 'heidenreich'): one typo for 5 to 8 letters, two from 9,
   * never in the first letter (as the search engines people know count it). A word the directory
   * has as typed is taken as meant ('book' does not also look for 'brook').
   */
  private async terms(text: string): Promise<SearchTerm[]> {
    // Words as PostgreSQL's parser splits them (at anything but letters and digits: "boyle's" is
    // "boyle" and "s"); its ts_debug would say so too, at ten times the cost.
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length === 0) return [];
    // Raw: the text search parser, unaccent and levenshtein, which the ORM has no expression for.
    return this.execute<SearchTerm>(
      this.raw(
        `select t.token, t.lexeme, t.close, t.completions,
                array(select x from unnest(t.lexeme || t.close || coalesce(t.completions, '{}')) x
                       where x = any(tsvector_to_array(to_tsvector('directory_search', ?)))) as "inEveryStore"
           from (
         select t.token, t.lexeme, t.position,
                case when length(t.word) >= ${ONE_TYPO_LENGTH} and not exists (select 1 from search_word k where k.word = t.word) then array(
                  select w.lexeme from search_word w
                   where left(w.word, 1) = left(t.word, 1)
                     and length(w.word) between length(t.lexeme) - t.typos and length(t.word) + t.typos
                     and w.lexeme <> t.lexeme
                     and least(levenshtein_less_equal(w.word, t.word, t.typos), levenshtein_less_equal(w.word, t.lexeme, t.typos)) <= t.typos
                   group by w.lexeme
                   order by min(least(levenshtein_less_equal(w.word, t.word, t.typos), levenshtein_less_equal(w.word, t.lexeme, t.typos))), w.lexeme
                   limit ${CLOSE_WORDS_MAX})
                else '{}'::text[] end as close,
                case when t.position = ? and length(t.token) >= ${PREFIX_MIN_LENGTH} then array(
                  select w.lexeme from search_word w
                   where w.word ~>=~ t.word and w.word ~<~ (t.word || chr(${LAST_CODE_POINT})) and w.word like t.word || '%'
                   group by w.lexeme order by min(length(w.word)), w.lexeme limit ${COMPLETIONS_MAX})
                end as completions
           from (select w.token, unaccent(w.token) as word, w.position,
                        (tsvector_to_array(to_tsvector('directory_search', w.token)))[1] as lexeme,
                        case when length(w.token) >= ${TWO_TYPOS_LENGTH} then 2 else 1 end as typos
                   from unnest(?::text[]) with ordinality as w(token, position)) t
          where t.lexeme is not null) t
          order by t.position`,
        STORE_SEARCH_WORDS,
        words.length,
        textArray(words),
      ),
    );
  }

  /**
   * A text search query: every word (`&`), the last with its completions too (unless `prefix` is
   * false; as a prefix of any word with `anyWordStart`), and with `forgiving` each word or its close
   * words (`|`). Null when the text has no word a document could hold (only stop words).
   */
  private tsquery(terms: SearchTerm[], forgiving: boolean, prefix = true): string | null {
    if (terms.length === 0) return null;
    return this.termQueries(terms, forgiving, prefix, false)
      .map((term) => term.query)
      .join(' & ');
  }

  /**
   * A condition on the stores' search documents: every word, as `tsquery` writes it, but for the
   * words every store's document holds ('consignment', 'thrift', a typo or completion of one), which
   * filter nothing and would make GIN read a million stores' postings; `true` when no other word is
   * left. Null when the text has no word a document could hold.
   */
  private documentMatch(terms: SearchTerm[], forgiving: boolean): Knex.Raw | null {
    if (terms.length === 0) return null;
    const selective = this.termQueries(terms, forgiving, true, false).filter((term) => !term.inEveryStore);
    if (selective.length === 0) return this.raw('true');
    return this.raw('st.search_document @@ ?::tsquery', selective.map((term) => term.query).join(' & '));
  }

  /**
   * Each word of a text search query: its own lexeme, on the last word (with `prefix`) its
   * completions (or with `anyWordStart`, for the small city table, any word it starts) and with
   * `forgiving` its close words, as alternatives (`|`); and whether every store holds one of them.
   */
  private termQueries(terms: SearchTerm[], forgiving: boolean, prefix: boolean, anyWordStart: boolean) {
    return terms.map((term, index) => {
      const last = prefix && index === terms.length - 1 && term.token.length >= PREFIX_MIN_LENGTH;
      const lexemes = [
        term.lexeme,
        ...(last && !anyWordStart ? (term.completions ?? []).filter((lexeme) => lexeme !== term.lexeme) : []),
        ...(forgiving ? term.close : []),
      ];
      const own = quoteLexeme(term.lexeme) + (last && anyWordStart ? ':*' : '');
      const alternatives = [own, ...lexemes.slice(1).map(quoteLexeme)];
      return {
        query: alternatives.length > 1 ? `(${alternatives.join(' | ')})` : own,
        inEveryStore: !(last && anyWordStart) && lexemes.some((lexeme) => term.inEveryStore.includes(lexeme)),
      };
    });
  }

  /** A full ZIP code the directory has no store near: those of its area. Fewer digits: a prefix. */
  private zipMatches(zip: string): Matches {
    const startsWith = (digits: string) => this.raw('st.zip_code like ?', `${digits}%`);
    if (zip.length < 5) return { tiers: [{ rank: RANK.prefix, score: 1, condition: startsWith(zip) }], counted: [startsWith(zip)] };
    return { tiers: [{ rank: RANK.exact, score: 1, condition: startsWith(zip) }], counted: [startsWith(zip)] };
  }
}
