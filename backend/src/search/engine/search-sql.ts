import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { EARTH_RADIUS_METERS, METERS_PER_MILE, milesBox } from '../../common/places/miles-box';
import { textArray } from '../../common/sql/array-literal';
import type { SearchFilter } from '../../contracts/api.contract';
import { STORE_SEARCH_WORDS } from '../../contracts/store-features';
import type { ReplicasDriver } from '../../database/replicas-driver';
import { Store } from '../../stores/store.entity';
import { storeFilterConditions } from '../../stores/store-filters';
import { searchWords, synonymsOf } from '../query/search-synonyms';
import {
  CLOSE_WORDS_MAX,
  COMPLETIONS_MAX,
  FIRST_LETTER_TYPO_LENGTH,
  ONE_TYPO_LENGTH,
  PREFIX_MIN_LENGTH,
  TWO_TYPOS_LENGTH,
  type SearchTerm,
} from './search-terms';
import type { StoreSearch } from './store-search';

/** `like` patterns match the text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A store's name as search compares it whole or by its start: lowercase, without apostrophes (`nameKey`). */
export const NAME = `translate(lower(st.business_name), '''’', '')`;
/** A text as `NAME` compares with it. */
export const nameKey = (text: string) => text.toLowerCase().replace(/['’]/g, '');
export const LOCATED = 'st.latitude is not null and st.longitude is not null';
/** Stores of one rank, best first: the order of `store_review_order_index`. */
export const REVIEW_ORDER = 'st.number_of_reviews desc nulls last, st.business_name, st.id';
export const POINT = 'point(st.longitude, st.latitude)';

/**
 * What every search statement is made of (the search and suggestions repositories share it): knex
 * `raw` fragments, which keep every value a bound parameter, run on the search pool; the conditions
 * of filters, states and distances; and a text's words as the database reads them.
 */
@Injectable()
export class SearchSql {
  /** Each filter's condition on a store table's alias (`storeFilterConditions`). */
  private readonly filterConditions: Record<SearchFilter, (alias: string) => string>;

  constructor(private readonly em: EntityManager) {
    this.filterConditions = storeFilterConditions(em.getMetadata().get<Store>(Store.name));
  }

  raw(sql: string, ...bindings: unknown[]): Knex.Raw {
    return this.em.getKnex().raw(sql, bindings as Knex.RawBinding[]);
  }

  /**
   * A statement on a search pool (`ReplicasDriver.searchConnection`): connections whose statements may
   * each run for `SEARCH_STATEMENT_TIMEOUT_MS` at most, tighter than any other request's (a search
   * that would take longer is a 503, never a connection held), as many as `SearchSlots` lets searches
   * run at once; on a read replica when there are any. No transaction: its `begin`, `set local` and
   * `commit` were three of a search's seven statements.
   */
  execute<T>(statement: Knex.Raw): Promise<T[]> {
    // The app's driver is always `ReplicasDriver` (`database/mikro-orm.config.ts`).
    return (this.em.getDriver() as ReplicasDriver).searchConnection().execute<T[]>(statement, [], 'all');
  }

  /** Each filter's condition on a store table's alias. */
  filterCondition(filter: SearchFilter, alias: string): string {
    return this.filterConditions[filter](alias);
  }

  /**
   * A store in a state: its own `state_id` (see Migration20261129000000_store_state), which
   * `store_state_listing_index` lists in review order.
   */
  inState(slug: string): Knex.Raw {
    return this.raw('st.state_id = (select s.id from state s where s.slug = ?)', slug);
  }

  /** The features and states the results must have, as one condition (never empty: knex drops an empty fragment). */
  filters(search: StoreSearch): Knex.Raw {
    const states = search.stateSlugs.map((slug) => this.inState(slug));
    const conditions = ['true', ...search.features.map((filter) => this.filterConditions[filter]('st')), ...states.map(() => '?')];
    return this.raw(conditions.join(' and '), ...states);
  }

  /**
   * Located stores within `miles` of a place: a box around the circle for the point index, then the
   * great-circle distance (`milesBox`). A store in a box inside the circle needs no distance (two thirds of them, each
   * about 10 µs: counting 1,000 stores near a ZIP code took 15 ms).
   */
  withinMiles(near: { lat: number; lng: number }, miles: number): Knex.Raw {
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

  distance(near: { lat: number; lng: number }): Knex.Raw {
    return this.raw(`earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) / ${METERS_PER_MILE}`, near.lat, near.lng);
  }

  /**
   * The words of a text as the stores' documents hold them (`directory_search`: accents off, stop
   * words out, stems), each with the stems of its synonyms and of the directory's words a typo away
   * from it as typed or from its stem ('heidenriechs' from 'heidenreich'), places' words first: one
   * typo from 4 letters, two from 9; two neighbouring letters swapped are one; the first letter only
   * from 7 letters (as the search engines people know count them). A word the directory has as typed
   * is taken as meant ('book' does not also look for 'brook').
   */
  async terms(text: string): Promise<SearchTerm[]> {
    const words = searchWords(text);
    return words.length === 0 ? [] : this.execute<SearchTerm>(this.raw('select * from ?', this.searchTerms(words)));
  }

  /** The words of a text (its `searchWords`) as a table of `SearchTerm`s: see `terms`. */
  searchTerms(words: string[]): Knex.Raw {
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
}
