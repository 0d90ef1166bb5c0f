import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { METERS_PER_MILE } from '../../common/places/miles-box';
import { SEARCH_FILTERS } from '../../contracts/api.contract';
import { NEAR_ME_RADIUS_MILES } from '../../contracts/search.contract';
import { Store } from '../../stores/store.entity';
import { storeSummaryColumns, summarySourceOf, type StoreSummaryRow } from '../../stores/stores.mapper';
import type { Tier } from './search-ranks';
import { textArray } from '../../common/sql/array-literal';
import { escapeLike, LOCATED, POINT, REVIEW_ORDER, SearchSql } from './search-sql';
import { SearchTiers, type Matches } from './search-tiers';
import type { FacetRow, SearchRow, StoreSearch, ZipArea } from './store-search';

const RADIUS_MARGIN_MILES = 1e-6;

/** A page's row: a store's summary fields, its city's and state's, and its distance. */
type SummaryRow = StoreSummaryRow & {
  distance: number | null;
  /** Its place on the page (1 for the first). */
  n: number;
};

/** A search with what its page and its count need read from the database beforehand (see `prepare`). */
export interface PreparedSearch extends Matches {
  search: StoreSearch;
  /** Near a place: the miles within which the page lies (null: every match is sorted). */
  radius: number | null;
}

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
  /** What a result's summary shows, as columns named for its fields (`SUMMARY_STORE_FIELDS`, the entities' columns). */
  private readonly summaryColumns: string;

  constructor(
    em: EntityManager,
    private readonly sql: SearchSql,
    private readonly tiers: SearchTiers,
  ) {
    this.summaryColumns = storeSummaryColumns(em.getMetadata().get<Store>(Store.name));
  }

  /**
   * What a search's page and count both build on, read once: the matching cities (the tiers) and,
   * near a place, the radius of the page.
   */
  async prepare(unprepared: StoreSearch): Promise<PreparedSearch> {
    const search = { ...unprepared };
    const { tiers, counted, places, rest } = await this.tiers.matches(search);
    const radius = search.near ? await this.pageRadius(search, tiers) : null;
    // A ZIP code's own stores come first: the page's circle holds every one of them.
    return {
      search,
      tiers,
      counted,
      places,
      rest,
      radius: radius !== null && search.zipFirst ? Math.max(radius, search.zipFirst.miles) : radius,
    };
  }

  /** Which of a text's words (as typed, lowercase) the directory holds: in a store's name, or a place's. */
  async knownWords(words: string[]): Promise<string[]> {
    if (words.length === 0) return [];
    // Raw: the words as `search_word` keeps them (accents off, by the database's `unaccent`).
    const rows = await this.sql.execute<{ word: string }>(
      this.sql.raw(
        'select w.word from unnest(?::text[]) w(word) where exists (select 1 from search_word k where k.word = unaccent(w.word))',
        textArray(words),
      ),
    );
    return rows.map((row) => row.word);
  }

  /**
   * A ZIP code's stores' centre and reach, or (none there) those of its area (its first three
   * digits), or null when the directory has no store near it.
   */
  async zipArea(zip: string): Promise<ZipArea | null> {
    for (const digits of [zip, zip.slice(0, 3)]) {
      // Raw: earthdistance's great-circle distances, which the ORM has no expression for.
      const [row] = await this.sql.execute<{ lat: number | null; lng: number | null; miles: number | null }>(
        this.sql.raw(
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
   * How many of a search's matches (its state filter aside) have each flag, by state: one pass over
   * at most `scan + 1` matches.
   */
  facetRows(prepared: PreparedSearch, scan: number): Promise<FacetRow[]> {
    const { search, tiers } = prepared;
    const flags = SEARCH_FILTERS.map(
      (filter) => `count(*) filter (where ${this.sql.filterCondition(filter, 'm')})::int as "${filter}"`,
    ).join(', ');
    // Raw: counted over the tiers' full-text and distance conditions (see `matches`).
    return this.sql.execute<FacetRow>(
      this.sql.raw(
        `with m as (select st.* from store st where ? and ? limit ?)
         select s.slug as state, count(*)::int as total, ${flags}
           from m join city c on c.id = m.city_id join state s on s.id = c.state_id
          group by s.slug`,
        this.anyTier(search, tiers),
        this.sql.filters({ ...search, stateSlugs: [] }),
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
    const found = await this.sql.execute<(SummaryRow | { [field in keyof SummaryRow]: null }) & { total: number | null }>(
      this.sql.raw(
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
    return this.sql.raw(
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
      this.sql.raw('(select st.id from store st where ? and ? limit ?)', condition, this.sql.filters(search), atMost + 1),
    );
    return this.sql.raw(`select count(*)::int from (${lists.map(() => '?').join(' union ')}) found`, ...lists);
  }

  /**
   * A page of direct matches: the best `offset + limit` of each tier, and the page the best of those.
   * Tiers are read best first, each only while the ones before it hold fewer than `offset + limit`
   * stores (a one-time filter): once they hold a page, a later tier's stores all come after it, since
   * a store's place is its best tier's ('treasure chest': the names that start with it fill the
   * page, and the names that hold both words, 2,600 of them, are not read).
   */
  private tierPagesStatement(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    const wanted = search.offset + search.limit;
    const tierPage = (tier: Tier, guard: string) =>
      tier.best
        ? this.sql.raw(`(select b.id, ${tier.rank} as rank, ${tier.score}::real as score from (?) b where true${guard})`, tier.best(wanted))
        : this.sql.raw(
            `(select st.id, ${this.rankOf(tier)} as rank, ${tier.score}::real as score from store st where ? and ?${guard}
               order by ${tier.cityOrder ? `${this.cityPosition(tier.cityOrder)}, ` : ''}${REVIEW_ORDER} limit ?)`,
            tier.condition,
            this.sql.filters(search),
            wanted,
          );
    // t1 holds the first tier's page; each next one those before and its own, read only while they fall short.
    const steps = tiers.map((tier, index) =>
      index === 0
        ? this.sql.raw('t1 as materialized (?)', tierPage(tier, ''))
        : this.sql.raw(
            `t${index + 1} as materialized (select * from t${index} union all ?)`,
            tierPage(tier, ` and (select count(distinct id) from t${index}) < ${wanted}`),
          ),
    );
    return this.sql.raw(
      `with ${steps.map(() => '?').join(', ')},
       best as (select distinct on (id) id, rank, score from t${tiers.length} order by id, rank, score desc)
       select st.id, null::float8 as distance
         from best b
         join store st on st.id = b.id
        order by b.rank, b.score desc, ${REVIEW_ORDER}
        limit ? offset ?`,
      ...steps,
      search.limit,
      search.offset,
    );
  }

  /** A store is found when it is in any tier (near a place without text: within the radius). */
  private anyTier(search: StoreSearch, tiers: Tier[]): Knex.Raw {
    if (tiers.length === 0) return this.sql.withinMiles(search.near!, NEAR_ME_RADIUS_MILES);
    return this.sql.raw(`(${tiers.map(() => '?').join(' or ')})`, ...tiers.map((tier) => tier.condition));
  }

  /**
   * The miles within which the page's stores lie: the farthest of the `offset + limit` stores the
   * point index finds first (it measures in degrees, so the true order is settled afterwards). Null
   * when fewer are located: then every match is sorted.
   */
  private async pageRadius(search: StoreSearch, tiers: Tier[]): Promise<number | null> {
    const wanted = search.offset + search.limit;
    // Raw: the point index's nearest-first walk (`<->`) and earthdistance, which the ORM has no expression for.
    const rows = await this.sql.execute<{ miles: number }>(
      this.sql.raw(
        `select ? as miles from store st where ${LOCATED} and ? and ? order by ${POINT} <-> point(?, ?) limit ?`,
        this.sql.distance(search.near!),
        this.anyTier(search, tiers),
        this.sql.filters(search),
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
      ...(miles !== null ? [this.sql.withinMiles(search.near!, miles)] : []),
      this.sql.filters(search),
    ];
    // Stores as far away: the better match first.
    const ties =
      tiers.length === 0
        ? this.sql.raw('st.id')
        : this.sql.raw(
            '?, ? desc, st.id',
            this.caseOf(tiers, (tier) => this.rankOf(tier)),
            this.caseOf(tiers, (tier) => tier.score),
          );
    const zipFirst = search.zipFirst ? [search.zipFirst.zip] : [];
    return this.sql.raw(
      `select st.id, ? as distance
         from store st
        where ${conditions.map(() => '?').join(' and ')}
        order by ${zipFirst.length > 0 ? 'left(st.zip_code, 5) = ? desc,' : ''} distance nulls last, ?
        limit ? offset ?`,
      this.sql.distance(search.near!),
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
    return this.sql.raw(
      `case ${sorted.map((tier) => `when ? then ${value(tier)}`).join(' ')} end`,
      ...sorted.map((tier) => tier.condition),
    );
  }

  /** Where a store's city stands in a list of city ids (1 for the first): SQL of integers only. */
  private cityPosition(cityIds: number[]): string {
    return `array_position('{${cityIds.map((id) => Math.trunc(id)).join(',')}}'::int[], st.city_id)`;
  }

  /** A tier's rank for a store, as SQL: its number, or by its city's place in `cityOrder`. */
  private rankOf(tier: Tier): string {
    return tier.cityOrder ? `(${tier.rank} + (${this.cityPosition(tier.cityOrder)} - 1) / 100.0)` : String(tier.rank);
  }
}
