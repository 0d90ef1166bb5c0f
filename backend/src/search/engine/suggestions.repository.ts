import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { City } from '../../cities/city.entity';
import type { PlaceName } from '../query/place-names';
import { searchWords, stateAtEnd } from '../query/search-synonyms';
import { escapeLike, REVIEW_ORDER, SearchSql } from './search-sql';
import { PREFIX_MIN_LENGTH, prefixQuery, termQueries, tsquery, type SearchTerm } from './search-terms';

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

/** What the search boxes suggest as a visitor types from the database: stores, and the cities of ZIP codes (`SuggestionsService`). */
@Injectable()
export class SuggestionsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SearchSql,
  ) {}

  /** Every city with stores, with its state: what `PlaceNames` holds in memory. */
  placeNames(): Promise<PlaceName[]> {
    return this.em
      .createQueryBuilder(City, 'c')
      .select(['c.name', 'c.slug', 'c.storeCount', 'c.latitude', 'c.longitude'])
      .addSelect(['s.slug as stateSlug', 's.abbreviation as stateAbbreviation'])
      .join('c.state', 's')
      .where({ storeCount: { $gt: 0 } })
      .execute<PlaceName[]>('all');
  }

  /**
   * The most reviewed stores whose names hold every word of a text typed so far (the last as a
   * prefix), typos forgiven after those without. A state at the end ('chicago il', 'portland, oregon')
   * keeps to that state when a store there fits.
   */
  async storeSuggestions(text: string, limit: number): Promise<SuggestedStore[]> {
    const terms = await this.sql.terms(text);
    const state = stateAtEnd(searchWords(text));
    if (state) {
      const inState = await this.storesNamed(
        terms.filter((term) => term.position <= state.before),
        limit,
        state.state.slug,
      );
      if (inState.length > 0) return inState;
    }
    return this.storesNamed(terms, limit, null);
  }

  /**
   * The stores whose names are closest to a text that found nothing ('Did you mean'): those whose
   * names hold the most of its words or of the directory's words a typo away from them, the most
   * reviewed first, among the first 500 that hold any.
   */
  closestStores(text: string, limit: number): Promise<SuggestedStore[]> {
    return this.sql.terms(text).then((terms) => {
      const words = termQueries(terms, true, false).filter((term) => !term.inEveryStore);
      if (words.length === 0) return [];
      const query = words.map((term) => term.query).join(' | ');
      // Raw: ranked by how much of a text search query a name holds (`ts_rank`), which the ORM has no expression for.
      return this.sql.execute<SuggestedStore>(
        this.sql.raw(
          `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
             from (select m.id, ts_rank(m.name_document, ?::tsquery) as rank from store m where m.name_document @@ ?::tsquery limit 500) r
             join store st on st.id = r.id join city c on c.id = st.city_id join state s on s.id = c.state_id
            order by r.rank desc, ${REVIEW_ORDER} limit ?`,
          query,
          query,
          limit,
        ),
      );
    });
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
    // A word typed alone also matches by its start ('ar': Art, Arcadia, beyond its shortest
    // completions), so that the walk of the most reviewed names stops at the first it meets (21 ms
    // against 0.8 for 'ar'). With other words GIN intersects them, where a prefix reads every name
    // holding a word that starts with it (`COMPLETIONS_MAX`).
    const [only] = terms.length === 1 && terms[0]!.token.length >= PREFIX_MIN_LENGTH ? terms : [];
    const withStart = (query: string | null) => (query && only ? `${query} | ${prefixQuery(only)}` : query);
    const exact = withStart(tsquery(terms, false));
    const forgiving = withStart(tsquery(terms, true));
    if (!exact || !forgiving) return [];
    const found = await this.sql.execute<T>(statement(exact, limit));
    if (found.length >= limit || forgiving === exact) return found;
    const key = (row: T) => `${row.stateSlug}/${row.slug}`;
    const seen = new Set(found.map(key));
    const more = await this.sql.execute<T>(statement(forgiving, limit + found.length));
    return [...found, ...more.filter((row) => !seen.has(key(row)))].slice(0, limit);
  }

  /**
   * The most reviewed stores whose names hold the words (in a state): picked in the review-order
   * indexes, which hold the names' words, and only then read from the table ('eli', its 20
   * completions: 11,650 stores walked, 9 ms against 45 when each was read from the table).
   */
  private storesNamed(terms: SearchTerm[], limit: number, stateSlug: string | null): Promise<SuggestedStore[]> {
    // Raw: matches of a text search query (`@@ tsquery`) built here; the ORM's `$fulltext` takes only plain text.
    return this.suggested<SuggestedStore>(terms, limit, (query, count) =>
      this.sql.raw(
        `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from (select st.id, st.number_of_reviews, st.business_name from store st
                  where st.name_document @@ ?::tsquery and ? order by ${REVIEW_ORDER} limit ?) f
           join store st on st.id = f.id join city c on c.id = st.city_id join state s on s.id = c.state_id
          order by ${REVIEW_ORDER.replaceAll('st.', 'f.')}`,
        query,
        stateSlug ? this.sql.inState(stateSlug) : this.sql.raw('true'),
        count,
      ),
    );
  }

  /** The cities with stores in the ZIP codes that start with `digits`, the most such stores first, and those stores. */
  async zipSuggestions(digits: string, limit: number): Promise<{ stores: SuggestedStore[]; cities: SuggestedCity[] }> {
    const pattern = `${escapeLike(digits)}%`;
    // Raw: the ZIP pattern index read by prefix (`like '752%'`), grouped by city from the index alone.
    // Each city by its key (`lateral ... limit 1`): guessing thousands of cities in an area (46 in
    // '945'), the planner read the whole city table to join them.
    const cities = await this.sql.execute<SuggestedCity>(
      this.sql.raw(
        `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from (select st.city_id, count(*) as stores from store st where st.zip_code like ? group by st.city_id) z
           cross join lateral (select c.* from city c where c.id = z.city_id limit 1) c
           join state s on s.id = c.state_id
          order by z.stores desc, c.store_count desc, c.name limit ?`,
        pattern,
        limit,
      ),
    );
    // In the pattern index's order (`using ~<~`): only the first ZIP code's stores are sorted by
    // reviews, where a plain `order by zip_code` sorted every store of the area.
    const stores = await this.sql.execute<SuggestedStore>(
      this.sql.raw(
        `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.zip_code like ?
          order by st.zip_code using ~<~, ${REVIEW_ORDER} limit ?`,
        pattern,
        limit,
      ),
    );
    return { stores, cities };
  }
}
