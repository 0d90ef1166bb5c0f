import { Injectable } from '@nestjs/common';
import type { Knex } from '@mikro-orm/postgresql';
import { searchWords, stateAtEnd } from '../query/search-synonyms';
import { escapeLike, REVIEW_ORDER, SearchSql } from './search-sql';
import { tsquery, type SearchTerm } from './search-terms';

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

/** What the search boxes suggest as a visitor types: cities and stores (states are the service's, from memory). */
@Injectable()
export class SuggestionsRepository {
  constructor(private readonly sql: SearchSql) {}

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
    const terms = await this.sql.terms(text);
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
    const exact = tsquery(terms, false);
    const forgiving = tsquery(terms, true);
    if (!exact || !forgiving) return [];
    const found = await this.sql.execute<T>(statement(exact, limit));
    if (found.length >= limit || forgiving === exact) return found;
    const key = (row: T) => `${row.stateSlug}/${row.slug}`;
    const seen = new Set(found.map(key));
    const more = await this.sql.execute<T>(statement(forgiving, limit + found.length));
    return [...found, ...more.filter((row) => !seen.has(key(row)))].slice(0, limit);
  }

  /** The largest cities whose names hold the words (in a state). */
  private citySuggestions(terms: SearchTerm[], limit: number, stateSlug: string | null): Promise<SuggestedCity[]> {
    // Raw: matches of a text search query (`@@ tsquery`) built here; the ORM's `$fulltext` takes only plain text.
    return this.suggested<SuggestedCity>(terms, limit, (query, count) =>
      this.sql.raw(
        `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from city c join state s on s.id = c.state_id
          where to_tsvector('directory_search', c.name) @@ ?::tsquery and c.store_count > 0 and ?
          order by c.store_count desc, c.name limit ?`,
        query,
        stateSlug ? this.sql.raw('s.slug = ?', stateSlug) : this.sql.raw('true'),
        count,
      ),
    );
  }

  /** The most reviewed stores whose names hold the words (in a state). */
  private storeSuggestions(terms: SearchTerm[], limit: number, stateSlug: string | null): Promise<SuggestedStore[]> {
    // Raw: as citySuggestions.
    return this.suggested<SuggestedStore>(terms, limit, (query, count) =>
      this.sql.raw(
        `select st.business_name as name, st.slug, c.name as city, c.slug as "citySlug", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.name_document @@ ?::tsquery and ?
          order by ${REVIEW_ORDER} limit ?`,
        query,
        stateSlug ? this.sql.raw('s.slug = ?', stateSlug) : this.sql.raw('true'),
        count,
      ),
    );
  }

  /** The cities with stores in the ZIP codes that start with `digits`, the most such stores first, and those stores. */
  private async zipSuggestions(digits: string, limit: number): Promise<{ stores: SuggestedStore[]; cities: SuggestedCity[] }> {
    const pattern = `${escapeLike(digits)}%`;
    // Raw: the ZIP pattern index read by prefix (`like '752%'`), grouped by city.
    const cities = await this.sql.execute<SuggestedCity>(
      this.sql.raw(
        `select c.name, c.slug, c.store_count as "storeCount", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"
           from (select st.city_id, count(*) as stores from store st where st.zip_code like ? group by st.city_id) z
           join city c on c.id = z.city_id join state s on s.id = c.state_id
          order by z.stores desc, c.store_count desc, c.name limit ?`,
        pattern,
        limit,
      ),
    );
    const stores = await this.sql.execute<SuggestedStore>(
      this.sql.raw(
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
}
