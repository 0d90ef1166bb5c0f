import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { SEARCH_FILTERS, type SearchFilter } from '../contracts/api.contract';
import { NEAR_ME_RADIUS_MILES } from '../contracts/search.contract';
import { STORE_SEARCH_WORDS } from '../contracts/store-features';
import { Store } from '../stores/store.entity';
import { storeFilterConditions } from '../stores/store-filters';
import { storeSummaryColumns, summarySourceOf, type StoreSummaryRow, type StoreSummarySource } from '../stores/stores.mapper';
import { searchWords, stateAtEnd, synonymsOf } from './search-synonyms';
import type { SearchText } from './search-text';
import { EARTH_RADIUS_METERS, METERS_PER_MILE, milesBox } from '../common/places/miles-box';

/** One search as SQL sees it: what to match, what must hold, and which slice to return. */
export interface StoreSearch {
  text: SearchText;
  features: SearchFilter[];
  /** States the results must be in (the state filter, a state named at the end of the text). */
  stateSlugs: string[];
  near: { lat: number; lng: number } | null;
  /** A ZIP code the text gave (`near` is its centre): its stores first, then the nearest. */
  zipFirst: ZipArea | null;
  limit: number;
  offset: number;
}

/** A result: the store with its city and state, and its distance in miles from the place searched near. */
export interface SearchRow {
  store: StoreSummarySource;
  distance: number | null;
}

/** A page's row: a store's summary fields, its city's and state's, and its distance. */
type SummaryRow = StoreSummaryRow & {
  distance: number | null;
  /** Its place on the page (1 for the first). */
  n: number;
};

/** A state's matches of a search, and how many of them have each flag. */
export type FacetRow = { state: string; total: number } & Record<SearchFilter, number>;

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

/** A city a search's text may name, with the stems of its name's words in order. */
export interface PlaceCity {
  id: number;
  name: string;
  slug: string;
  storeCount: number;
  stateSlug: string;
  stateAbbreviation: string;
  lexemes: string[];
}

/**
 * Where a city's name's words stand side by side among a text's words (each its own stem, a
 * synonym's or a close word's), the fewest close words first; null when they do not.
 */
function placeMatch(
  lexemes: string[],
  terms: SearchTerm[],
  alternatives: (term: SearchTerm) => string[],
): { start: number; end: number; typos: number } | null {
  let best: { start: number; end: number; typos: number } | null = null;
  for (let start = 0; lexemes.length > 0 && start + lexemes.length <= terms.length; start++) {
    let typos = 0;
    const fits = lexemes.every((lexeme, offset) => {
      const term = terms[start + offset]!;
      if (alternatives(term).includes(lexeme)) return true;
      typos += 1;
      return term.close.includes(lexeme);
    });
    if (fits && (!best || typos < best.typos)) best = { start, end: start + lexemes.length - 1, typos };
  }
  return best;
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
  /** Where the word is in the text (1 for the first), stop words counted. */
  position: number;
  lexeme: string;
  /** The stems of its synonyms ('st': saint; `search-synonyms.ts`), matched as the word itself. */
  synonyms: string[];
  /** The stems of the directory's words a typo away, places' words first ('chciago': chicago). */
  close: string[];
  /** The last word only (else null): the stems of the shortest of the directory's words that start with it as typed. */
  completions: string[] | null;
  /**
   * Which of the word's lexemes above (its own, close or completions) every store's search document
   * holds (the stems of `STORE_SEARCH_WORDS`): a query that may take one of them matches every store.
   */
  inEveryStore: string[];
}

const RADIUS_MARGIN_MILES = 1e-6;
/**
 * A word of this many letters is forgiven one typo; of {@link TWO_TYPOS_LENGTH}, two; from
 * {@link FIRST_LETTER_TYPO_LENGTH}, a typo may be in its first letter. Two neighbouring letters
 * swapped are one typo ('chciago').
 */
const ONE_TYPO_LENGTH = 4;
const TWO_TYPOS_LENGTH = 9;
const FIRST_LETTER_TYPO_LENGTH = 7;
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
 * Ranks, best first (a store takes the best of its matches; docs/architecture.md, "Search"): 0 the
 * name exactly (or the ZIP code); 0.5 a text that only names a city ('jacksonville'): its stores, as
 * in 2; 1 a name that starts with the text; 2 in the city the text names
 * (the biggest of that name, or the one in the state it names), holding the text's other words,
 * then in its namesakes, biggest first (2.01, 2.02, ...); 3 a name that holds every word; 4 in a
 * city whose name holds every word; 5 in the state the text names; 5.5 in a city whose name holds
 * the last word only as a prefix ('texas' and Texarkana); 6 every word somewhere in the store's
 * document (name, city, state, ZIP, what it sells); 7 and 9 as 3 and 6 with typos forgiven. Within a
 * rank: complete words before a last-word prefix, then more reviews, then the name.
 */
const RANK = {
  exact: 0,
  placeOnly: 0.5,
  prefix: 1,
  place: 2,
  name: 3,
  city: 4,
  state: 5,
  cityByPrefix: 5.5,
  words: 6,
  nameTypos: 7,
  typos: 9,
} as const;
/** A place's namesakes listed after it, at most. */
const NAMESAKES_MAX = 5;
/** Cities read as a text's possible places, the biggest first. */
const PLACE_CANDIDATES_MAX = 500;

/**
 * One kind of match: the stores it finds, and the rank and score it gives them. A store takes the
 * best rank and score of the tiers it is in.
 */
interface Tier {
  rank: number;
  score: number;
  condition: Knex.Raw;
  /**
   * Cities whose stores the tier lists one city after another, in this order (a place and its
   * namesakes): the n-th city's stores rank `rank + (n - 1) / 100`.
   */
  cityOrder?: number[];
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
  /** The city the text names, then its namesakes (see `places`); none when it names no city. */
  places: PlaceCity[];
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
  /** Each filter's condition on a store table's alias (`storeFilterConditions`). */
  private readonly filterConditions: Record<SearchFilter, (alias: string) => string>;
  /** What a result's summary shows, as columns named for its fields (`SUMMARY_STORE_FIELDS`, the entities' columns). */
  private readonly summaryColumns: string;

  constructor(private readonly em: EntityManager) {
    const store = em.getMetadata().get<Store>(Store.name);
    this.filterConditions = storeFilterConditions(store);
    this.summaryColumns = storeSummaryColumns(store);
  }

  /**
   * What a search's page and count both build on, read once: the matching cities (the tiers) and,
   * near a place, the radius of the page.
   */
  async prepare(unprepared: StoreSearch): Promise<PreparedSearch> {
    const search = { ...unprepared };
    const { tiers, counted, places } = await this.matches(search);
    const radius = search.near ? await this.pageRadius(search, tiers) : null;
    // A ZIP code's own stores come first: the page's circle holds every one of them.
    return {
      search,
      tiers,
      counted,
      places,
      radius: radius !== null && search.zipFirst ? Math.max(radius, search.zipFirst.miles) : radius,
    };
  }

  /**
   * A store in a state: its own `state_id` (see Migration20261129000000_store_state), which
   * `store_state_listing_index` lists in review order.
   */
  private inState(slug: string): Knex.Raw {
    return this.raw('st.state_id = (select s.id from state s where s.slug = ?)', slug);
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
   * What a search box suggests for a text typed so far: for 3 to 5 digits, the cities with stores in
   * the ZIP codes that start with them, the most stores first, and those stores; otherwise the
   * largest cities and the most reviewed stores whose names hold every word (the last as a prefix),
   * typos forgiven after those without. A state at the end ('chicago il', 'portland, oregon') keeps
   * to that state when anything there fits.
   */
  async suggestions(text: string, limit: number): Promise<{ stores: SuggestedStore[]; cities: SuggestedCity[] }> {
    if (/^\d{3,5}$/.test(text)) return this.zipSuggestions(text, limit);
    const words = searchWords(text);
    const terms = await this.terms(text);
    const state = stateAtEnd(words);
    if (state) {
      // 'chicago il', 'portland me': a city of that state, unless the whole text names a city as typed
      // so far ('des mo' is Des Moines, not Missouri).
      const before = terms.filter((term) => term.position <= state.before);
      const inState = await this.citySuggestions(before, limit, state.state.slug);
      const stateIsWords = terms.some((term) => term.position > state.before);
      if (inState.length > 0 && !(stateIsWords && (await this.citySuggestions(terms, 1, null)).length > 0)) {
        return { cities: inState, stores: await this.storeSuggestions(before, limit, state.state.slug) };
      }
    }
    return { cities: await this.citySuggestions(terms, limit, null), stores: await this.storeSuggestions(terms, limit, null) };
  }

  /**
   * Suggestions of one kind: those that hold every word as typed (the last as a prefix), then, when
   * fewer than `limit`, those with typos forgiven, each statement reading no more than it shows.
   */
  private async suggested<T extends { slug: string; stateSlug: string }>(
    terms: SearchTerm[],
    limit: number,
    statement: (query: string, limit: number) => Knex.Raw,
  ): Promise<T[]> {
    const exact = this.tsquery(terms, false);
    const forgiving = this.tsquery(terms, true);
    if (!exact || !forgiving) return [];
    const found = await this.execute<T>(statement(exact, limit));
    if (found.length >= limit || forgiving === exact) return found;
    const key = (row: T) => `${row.stateSlug}/${row.slug}`;
    const seen = new Set(found.map(key));
    const more = await this.execute<T>(statement(forgiving, limit + found.length));
    return [...found, ...more.filter((row) => !seen.has(key(row)))].slice(0, limit);
  }

  /** The largest cities whose names hold the words (in a state). */
  private citySuggestions(terms: SearchTerm[], limit: number, stateSlug: string | null): Promise<SuggestedCity[]> {
    // Raw: matches of a text search query (`@@ tsquery`) built here; the ORM's `$fulltext` takes only plain text.
    return this.suggested<SuggestedCity>(terms, limit, (query, count) =>
      this.raw(
        `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from city c join state s on s.id = c.state_id
          where to_tsvector('directory_search', c.name) @@ ?::tsquery and c.store_count > 0 and ?
          order by c.store_count desc, c.name limit ?`,
        query,
        stateSlug ? this.raw('s.slug = ?', stateSlug) : this.raw('true'),
        count,
      ),
    );
  }

  /** The most reviewed stores whose names hold the words (in a state). */
  private storeSuggestions(terms: SearchTerm[], limit: number, stateSlug: string | null): Promise<SuggestedStore[]> {
    // Raw: as citySuggestions.
    return this.suggested<SuggestedStore>(terms, limit, (query, count) =>
      this.raw(
        `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.name_document @@ ?::tsquery and ?
          order by ${REVIEW_ORDER} limit ?`,
        query,
        stateSlug ? this.raw('s.slug = ?', stateSlug) : this.raw('true'),
        count,
      ),
    );
  }

  /** The cities with stores in the ZIP codes that start with `digits`, the most such stores first, and those stores. */
  private async zipSuggestions(digits: string, limit: number): Promise<{ stores: SuggestedStore[]; cities: SuggestedCity[] }> {
    const pattern = `${escapeLike(digits)}%`;
    // Raw: the ZIP pattern index read by prefix (`like '752%'`), grouped by city.
    const cities = await this.execute<SuggestedCity>(
      this.raw(
        `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from (select st.city_id, count(*) as stores from store st where st.zip_code like ? group by st.city_id) z
           join city c on c.id = z.city_id join state s on s.id = c.state_id
          order by z.stores desc, c.store_count desc, c.name limit ?`,
        pattern,
        limit,
      ),
    );
    const stores = await this.execute<SuggestedStore>(
      this.raw(
        `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.zip_code like ?
          order by st.zip_code, ${REVIEW_ORDER} limit ?`,
        pattern,
        limit,
      ),
    );
    return { stores, cities };
  }

  /**
   * How many of a search's matches (its state filter aside) have each flag, by state: one pass over
   * at most `scan + 1` matches.
   */
  facetRows(prepared: PreparedSearch, scan: number): Promise<FacetRow[]> {
    const { search, tiers } = prepared;
    const flags = SEARCH_FILTERS.map((filter) => `count(*) filter (where ${this.filterConditions[filter]('m')})::int as "${filter}"`).join(
      ', ',
    );
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
   * One page of results, best first (nearest first near a place), with their cities and states, and,
   * when the page alone does not tell how many stores the search finds (it is full, or past the
   * last), their number counted no further than `atMost + 1` (else null). One statement: the ranking
   * statement picks the stores and reads what their summaries show as plain rows (an entity, with
   * its city and state, cost more than the statement); the count runs only when the page asks for
   * it, where a statement of its own was a sixth of a search's time under load.
   */
  async results(prepared: PreparedSearch, atMost: number): Promise<{ rows: SearchRow[]; counted: number | null }> {
    const { search } = prepared;
    // Raw: ranked by the tiers' full-text conditions, or by great-circle distance, and counted over them.
    // No row of the page (past the last): one row of nulls but the count.
    const found = await this.execute<(SummaryRow | { [field in keyof SummaryRow]: null }) & { total: number | null }>(
      this.raw(
        `with page as materialized (?)
         select p.*, t.total
           from (select case when (select count(*) from page) = ? or (? > 0 and not exists (select from page))
                             then (?) end as total) t
           left join page p on true
          order by p.n`,
        this.withSummaries(this.pageStatement(prepared)),
        search.limit,
        search.offset,
        this.countStatement(prepared, atMost),
      ),
    );
    const rows = found.filter((row): row is SummaryRow & { total: number | null } => row.n !== null);
    return {
      rows: rows.map((row) => ({ store: summarySourceOf(row), distance: row.distance })),
      counted: found[0]?.total ?? null,
    };
  }

  /**
   * A ranked page's stores (`id`, `distance`, in order) with what their summaries show, and their
   * place in it (`n`). A store removed since it was ranked is left out.
   */
  private withSummaries(ranked: Knex.Raw): Knex.Raw {
    return this.raw(
      `select ${this.summaryColumns}, p.distance, p.n
         from (select r.*, row_number() over () as n from (?) r) p
         join store st on st.id = p.id join city c on c.id = st.city_id join state s on s.id = c.state_id`,
      ranked,
    );
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
    return this.raw(`select count(*)::int from (${lists.map(() => '?').join(' union ')}) found`, ...lists);
  }

  /** A page of direct matches: the best `offset + limit` of each tier, and the page the best of those. */
  private tierPagesStatement(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    const wanted = search.offset + search.limit;
    // The tiers before 'every word anywhere' are read first: when they hold a page, the later ones
    // (which read the most) are not read at all (a one-time filter), since a store's place is its
    // best tier's and theirs come after.
    const strong = tiers.filter((tier) => tier.rank < RANK.words);
    const weak = strong.length > 0 ? tiers.filter((tier) => tier.rank >= RANK.words) : [];
    const tierPage = (tier: Tier, guard: string) =>
      tier.best
        ? this.raw(`(select b.id, ${tier.rank} as rank, ${tier.score}::real as score from (?) b)`, tier.best(wanted))
        : this.raw(
            `(select st.id, ${this.rankOf(tier)} as rank, ${tier.score}::real as score from store st where ? and ?${guard}
               order by ${tier.cityOrder ? `${this.cityPosition(tier.cityOrder)}, ` : ''}${REVIEW_ORDER} limit ?)`,
            tier.condition,
            this.filters(search),
            wanted,
          );
    const union = (pages: Knex.Raw[]) => this.raw(pages.map(() => '?').join(' union all '), ...pages);
    const tierList =
      weak.length > 0
        ? this.raw(
            'with strong as materialized (?), tiers as (select * from strong union all ?)',
            union(strong.map((tier) => tierPage(tier, ''))),
            union(weak.map((tier) => tierPage(tier, ` and (select count(distinct id) from strong) < ${wanted}`))),
          )
        : this.raw('with tiers as (?)', union(tiers.map((tier) => tierPage(tier, ''))));
    return this.raw(
      `?,
       best as (select distinct on (id) id, rank, score from tiers order by id, rank, score desc)
       select st.id, null::float8 as distance
         from best b
         join store st on st.id = b.id
        order by b.rank, b.score desc, ${REVIEW_ORDER}
        limit ? offset ?`,
      tierList,
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
            this.caseOf(tiers, (tier) => this.rankOf(tier)),
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
  private caseOf(tiers: Tier[], value: (tier: Tier) => number | string): Knex.Raw {
    const sorted = [...tiers].sort((a, b) => a.rank - b.rank || b.score - a.score);
    return this.raw(`case ${sorted.map((tier) => `when ? then ${value(tier)}`).join(' ')} end`, ...sorted.map((tier) => tier.condition));
  }

  /** Where a store's city stands in a list of city ids (1 for the first): SQL of integers only. */
  private cityPosition(cityIds: number[]): string {
    return `array_position('{${cityIds.map((id) => Math.trunc(id)).join(',')}}'::int[], st.city_id)`;
  }

  /** A tier's rank for a store, as SQL: its number, or by its city's place in `cityOrder`. */
  private rankOf(tier: Tier): string {
    return tier.cityOrder ? `(${tier.rank} + (${this.cityPosition(tier.cityOrder)} - 1) / 100.0)` : String(tier.rank);
  }

  /**
   * Located stores within `miles` of a place: a box around the circle for the point index, then the
   * great-circle distance (`milesBox`). A store in a box inside the circle needs no distance (two thirds of them, each
   * about 10 µs: counting 1,000 stores near a ZIP code took 15 ms).
   */
  private withinMiles(near: { lat: number; lng: number }, miles: number): Knex.Raw {
    const meters = miles * METERS_PER_MILE;
    const inside = this.insideBox(near, meters / EARTH_RADIUS_METERS);
    return this.raw(
      `${LOCATED}
       and ${POINT} <@ box(point(?, ?), point(?, ?))
       and (${inside ? `${POINT} <@ box(point(?, ?), point(?, ?)) or ` : ''}earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) <= ?)`,
      ...milesBox(near, miles),
      ...(inside ?? []),
      near.lat,
      near.lng,
      meters,
    );
  }

  /**
   * A box whose every point is within `angle` (radians, up to 5°) of a place, away from the poles:
   * half-sides of 98% of `angle / √2`, in longitude at the latitude of the box nearest the equator
   * (where a degree of longitude is longest). Null where none is drawn.
   */
  private insideBox(near: { lat: number; lng: number }, angle: number): number[] | null {
    const half = (0.98 * angle) / Math.SQRT2;
    const latitudeHalf = (half * 180) / Math.PI;
    if (angle > (5 * Math.PI) / 180 || Math.abs(near.lat) + latitudeHalf > 80) return null;
    const nearestEquator = Math.max(0, Math.abs(near.lat) - latitudeHalf);
    const longitudeHalf = latitudeHalf / Math.cos((nearestEquator * Math.PI) / 180);
    return [near.lng - longitudeHalf, near.lat - latitudeHalf, near.lng + longitudeHalf, near.lat + latitudeHalf];
  }

  private distance(near: { lat: number; lng: number }): Knex.Raw {
    return this.raw(`earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) / ${METERS_PER_MILE}`, near.lat, near.lng);
  }

  /** The features and states the results must have, as one condition (never empty: knex drops an empty fragment). */
  private filters(search: StoreSearch): Knex.Raw {
    const states = search.stateSlugs.map((slug) => this.inState(slug));
    const conditions = ['true', ...search.features.map((filter) => this.filterConditions[filter]('st')), ...states.map(() => '?')];
    return this.raw(conditions.join(' and '), ...states);
  }

  /**
   * The tiers of a search's text or ZIP code (none near a place without text), the fewest conditions
   * that find all of their stores, for counting, and the cities the text names.
   */
  private async matches(search: StoreSearch): Promise<Matches> {
    const { text, near } = search;
    const { terms, cities } = text.text ? await this.wordsAndCities(text.text) : { terms: [], cities: [] };
    // Words every store holds ('consignment 75202') add nothing to a ZIP code.
    if (!text.text || (search.zipFirst && terms.every((term) => term.inEveryStore.length > 0))) {
      if (text.zip && !search.zipFirst) return this.zipMatches(text.zip);
      return { tiers: [], counted: [this.withinMiles(near!, NEAR_ME_RADIUS_MILES)], places: [] };
    }
    const t = text.text;
    const read = this.places(terms, cities, t);
    // A text that is a state's name ('washington', 'oregon') names the state, not a city of that name
    // in another state; 'new york' is both, the city in the state.
    const { places, stateNamed, rest, named, namedByPrefix } =
      text.namedState && read.places[0]?.stateSlug !== text.namedState.slug
        ? { ...read, places: [], stateNamed: false, rest: terms }
        : read;
    // A state the text ends with that chose its city ('portland me') narrows the search as the state
    // filter does; the city's namesakes are then only said.
    const searched = stateNamed ? places.slice(0, 1) : places;
    if (stateNamed && !search.stateSlugs.includes(places[0]!.stateSlug)) {
      search.stateSlugs = [...search.stateSlugs, places[0]!.stateSlug];
    }
    const prefix = this.namesStarting(t, search);
    const exact = this.tsquery(terms, false);
    const forgiving = this.tsquery(terms, true);
    // A name whose words are all complete comes before one that holds the last word only as a prefix
    // ('bramble consignment co': 'Bramble Consignment Co.' before 'Bramble Consignment Gallery').
    const complete = (query: string | null, forgivingTerms: boolean) => {
      const whole = this.tsquery(terms, forgivingTerms, false);
      return whole !== query ? whole : null;
    };
    const inCities = (ids: number[]) => this.raw('st.city_id = any(?::int[])', `{${ids.join(',')}}`);
    /** Stores that hold every word (of `query`): in the name, anywhere. */
    const wordTiers = (
      query: string | null,
      whole: string | null,
      document: Knex.Raw | null,
      ranks: { name: number; words: number },
    ): Tier[] =>
      query && document
        ? [
            ...(whole ? [{ rank: ranks.name, score: 2, condition: this.raw('st.name_document @@ ?::tsquery', whole) }] : []),
            { rank: ranks.name, score: 1, condition: this.raw('st.name_document @@ ?::tsquery', query) },
            { rank: ranks.words, score: 1, condition: document },
          ]
        : [];
    // In the place the text names, the stores holding its other words (typos forgiven), then in its namesakes.
    const restDocument = this.documentMatch(rest, true);
    // A text that is only a place ('jacksonville', 'consignment long beach') asks for its stores before
    // names that start with it; with other words ('brooklyn vint') a name that starts with it comes first.
    const placeRank = rest.every((term) => term.inEveryStore.length > 0) ? RANK.placeOnly : RANK.place;
    // One tier for the place and its namesakes, city after city: planned once, where a tier each cost
    // as many plannings.
    const placeIds = searched.map((city) => city.id);
    const inPlaces = placeIds.length > 0 ? [restDocument ? this.raw('? and ?', inCities(placeIds), restDocument) : inCities(placeIds)] : [];
    const placeTiers = inPlaces.map((condition) => ({ rank: placeRank, score: 1, condition, cityOrder: placeIds }));
    const forgivingDocument = this.documentMatch(terms, true);
    const tiers: Tier[] = [
      { rank: RANK.exact, score: 1, condition: this.raw(`${NAME} = ?`, t) },
      { rank: RANK.prefix, score: 1, ...prefix },
      ...placeTiers,
      ...(named.length > 0 ? [{ rank: RANK.city, score: 1, condition: inCities(named) }] : []),
      ...(namedByPrefix.length > 0 ? [{ rank: RANK.cityByPrefix, score: 1, condition: inCities(namedByPrefix) }] : []),
      ...(text.namedState ? [{ rank: RANK.state, score: 1, condition: this.inState(text.namedState.slug) }] : []),
      ...wordTiers(exact, complete(exact, false), this.documentMatch(terms, false), { name: RANK.name, words: RANK.words }),
      ...wordTiers(forgiving !== exact ? forgiving : null, complete(forgiving, true), forgivingDocument, {
        name: RANK.nameTypos,
        words: RANK.typos,
      }),
    ];
    const anyWords = forgivingDocument ? [forgivingDocument] : [];
    return {
      tiers: distinctTiers(tiers),
      // A place's stores hold its words (or their short forms, or the close words that named it): the
      // document condition finds them.
      counted: [prefix.counted, ...anyWords, ...(text.namedState ? [this.inState(text.namedState.slug)] : [])],
      places,
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
   * The cities a text names, among those read with its words (`wordsAndCities`):
   * - `places`: the city whose every word is among the text's, side by side, typos and short forms
   *   forgiven ('consignment long beach', 'chciago', 'saint louis'): the one in the state the text
   *   ends with ('portland me'), else the one of the most words, the fewest typos, the most stores;
   *   then its namesakes in other states, the most stores first. `rest`: the text's other words.
   * - `named`: cities whose name holds every word ('saint' finds every Saint and St.);
   *   `namedByPrefix`: only with the last word as a prefix ('glen bur').
   */
  private places(
    terms: SearchTerm[],
    cities: PlaceCity[],
    text: string,
  ): { places: PlaceCity[]; stateNamed: boolean; rest: SearchTerm[]; named: number[]; namedByPrefix: number[] } {
    const none = { places: [], stateNamed: false, rest: terms, named: [], namedByPrefix: [] };
    if (terms.length === 0) return none;
    const alternatives = (term: SearchTerm) => [term.lexeme, ...term.synonyms];
    const state = stateAtEnd(searchWords(text));
    const found = cities.flatMap((city) => {
      const match = placeMatch(city.lexemes, terms, alternatives);
      if (!match) return [];
      // The state right after the city's words ('chicago il'), not after other words ('portland style by me').
      const next = terms[match.end + 1];
      const inState =
        state !== null &&
        city.stateSlug === state.state.slug &&
        terms[match.end]!.position <= state.before &&
        (next === undefined || next.position > state.before);
      return [{ city, ...match, inState }];
    });
    found.sort(
      (a, b) =>
        Number(b.inState) - Number(a.inState) ||
        b.end - b.start - (a.end - a.start) ||
        a.typos - b.typos ||
        b.city.storeCount - a.city.storeCount,
    );
    const best = found[0];
    const holds = (city: PlaceCity, term: SearchTerm, prefix: boolean) =>
      alternatives(term).some((lexeme) => city.lexemes.includes(lexeme)) ||
      (prefix && city.lexemes.some((lexeme) => lexeme.startsWith(term.lexeme)));
    const placeIds = new Set<number>();
    let places: PlaceCity[] = [];
    let rest = terms;
    if (best) {
      const namesakes = found.filter(
        (other) => other !== best && other.start === best.start && other.end === best.end && other.city.name === best.city.name,
      );
      places = [best.city, ...namesakes.map((other) => other.city).slice(0, NAMESAKES_MAX)];
      for (const city of places) placeIds.add(city.id);
      // The state that chose the place is said: its words are not looked for in the stores.
      const stateFrom = best.inState ? state!.before : Number.POSITIVE_INFINITY;
      rest = terms.filter((term, index) => (index < best.start || index > best.end) && term.position <= stateFrom);
    }
    const others = cities.filter((city) => !placeIds.has(city.id));
    const named = others.filter((city) => terms.every((term) => holds(city, term, false)));
    const namedByPrefix = others.filter(
      (city) => !named.includes(city) && terms.every((term, index) => holds(city, term, index === terms.length - 1)),
    );
    return {
      places,
      stateNamed: best?.inState ?? false,
      rest,
      named: named.map((city) => city.id),
      namedByPrefix: namedByPrefix.map((city) => city.id),
    };
  }

  /**
   * The words of a text as the stores' documents hold them (`directory_search`: accents off, stop
   * words out, stems), each with the stems of its synonyms and of the directory's words a typo away
   * from it as typed or from its stem ('heidenriechs' from 'heidenreich'), places' words first: one
   * typo from 4 letters, two from 9; two neighbouring letters swapped are one; the first letter only
   * from 7 letters (as the search engines people know count them). A word the directory has as typed
   * is taken as meant ('book' does not also look for 'brook').
   */
  private async terms(text: string): Promise<SearchTerm[]> {
    const words = searchWords(text);
    return words.length === 0 ? [] : this.execute<SearchTerm>(this.raw('select * from ?', this.searchTerms(words)));
  }

  /**
   * A text's words (as `terms` reads them) and, in the same statement, the cities whose names hold
   * any of them or start with the last ('consignment long beach': every Long Beach, Beach Park...),
   * from the city names' index (cities are few next to stores), those holding most of the words
   * first, then the biggest; `places` picks among them.
   */
  private async wordsAndCities(text: string): Promise<{ terms: SearchTerm[]; cities: PlaceCity[] }> {
    const words = searchWords(text);
    if (words.length === 0) return { terms: [], cities: [] };
    // A lexeme as a tsquery writes it (as `quoteLexeme`).
    const quoted = (lexeme: string) => `'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''''`;
    // Raw: text search vectors and queries of city names, which the ORM has no expression for. The
    // query: every word's lexeme, its synonyms' and close words' (`|`), and the last one's as a prefix.
    const [row] = await this.execute<{ terms: SearchTerm[]; cities: PlaceCity[] }>(
      this.raw(
        `with t as materialized (select * from ?),
              l as materialized (select array(select distinct x from t, unnest(t.lexeme || t.synonyms || t.close) x) as lexemes),
              w as materialized (
                select l.lexemes,
                       (array_to_string(array(select ${quoted('x')} from unnest(l.lexemes) x), ' | ')
                          || (select ' | ' || ${quoted('t.lexeme')} || ':*' from t order by t.position desc limit 1))::tsquery as query
                  from l)
         select (select coalesce(json_agg(t order by t.position), '[]') from t) as terms,
                (select coalesce(json_agg(c), '[]') from (
                   select c.id, c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation",
                          array(select u.lexeme from unnest(v.document) u where u.lexeme not like '%-%' order by u.positions[1]) as lexemes
                     from w, city c join state s on s.id = c.state_id
                    cross join lateral (select to_tsvector('directory_search', c.name) as document) v
                    where to_tsvector('directory_search', c.name) @@ w.query and c.store_count > 0
                    order by (select count(*) from unnest(tsvector_to_array(v.document)) x where x = any(w.lexemes)) desc, c.store_count desc, c.id
                    limit ${PLACE_CANDIDATES_MAX}) c) as cities`,
        this.searchTerms(words),
      ),
    );
    return row ?? { terms: [], cities: [] };
  }

  /** The words of a text (its `searchWords`) as a table of `SearchTerm`s: see `terms`. */
  private searchTerms(words: string[]): Knex.Raw {
    // Raw: a function of the database's (the text search parser, unaccent and levenshtein; its
    // statement in Migration20261128000000_search_places), which the ORM has no expression for.
    return this.raw(
      'search_terms(?::text[], ?::text[], ?, ?, ?, ?, ?, ?, ?)',
      textArray(words),
      textArray(words.map((word) => synonymsOf(word).join(' '))),
      STORE_SEARCH_WORDS,
      ONE_TYPO_LENGTH,
      TWO_TYPOS_LENGTH,
      FIRST_LETTER_TYPO_LENGTH,
      CLOSE_WORDS_MAX,
      PREFIX_MIN_LENGTH,
      COMPLETIONS_MAX,
    );
  }

  /**
   * A text search query: every word (`&`), the last with its completions too (unless `prefix` is
   * false), each word's synonyms, and with `forgiving` each word's close words (`|`). Null when the text has no word a document could hold (only stop words).
   */
  private tsquery(terms: SearchTerm[], forgiving: boolean, prefix = true): string | null {
    if (terms.length === 0) return null;
    return this.termQueries(terms, forgiving, prefix)
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
    const selective = this.termQueries(terms, forgiving, true).filter((term) => !term.inEveryStore);
    if (selective.length === 0) return this.raw('true');
    return this.raw('st.search_document @@ ?::tsquery', selective.map((term) => term.query).join(' & '));
  }

  /**
   * Each word of a text search query: its own lexeme and its synonyms', on the last word (with
   * `prefix`) its completions and with `forgiving` its close words, as alternatives (`|`); and
   * whether every store holds one of them.
   */
  private termQueries(terms: SearchTerm[], forgiving: boolean, prefix: boolean) {
    return terms.map((term, index) => {
      const last = prefix && index === terms.length - 1 && term.token.length >= PREFIX_MIN_LENGTH;
      const lexemes = [
        ...new Set([term.lexeme, ...term.synonyms, ...(last ? (term.completions ?? []) : []), ...(forgiving ? term.close : [])]),
      ];
      const alternatives = lexemes.map(quoteLexeme);
      return {
        query: alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!,
        inEveryStore: lexemes.some((lexeme) => term.inEveryStore.includes(lexeme)),
      };
    });
  }

  /** A full ZIP code the directory has no store near: those of its area. Fewer digits: a prefix. */
  private zipMatches(zip: string): Matches {
    const startsWith = (digits: string) => this.raw('st.zip_code like ?', `${digits}%`);
    const rank = zip.length < 5 ? RANK.prefix : RANK.exact;
    return { tiers: [{ rank, score: 1, condition: startsWith(zip) }], counted: [startsWith(zip)], places: [] };
  }
}
