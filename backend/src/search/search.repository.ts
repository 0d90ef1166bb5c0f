import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { STORE_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { NEAR_ME_RADIUS_MILES } from '../contracts/search.contract';
import { Store } from '../stores/store.entity';
import { STORE_ROW_COLUMNS, STORE_ROW_JOINS, type StoreRow } from '../stores/store.repository';
import type { SearchText } from './search-text';

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

export type SearchRow = StoreRow & { distance: number | null; total: number };

/** Text shorter than this matches by prefix only (too short for trigrams, or to be misspelled). */
export const SUBSTRING_MIN_LENGTH = 3;
/** A misspelled city must be at least this similar (pg_trgm similarity) to count. */
const CITY_SIMILARITY_MIN = 0.4;
const METERS_PER_MILE = 1609.344;

/**
 * Ranks, best first (a store takes the best of its matches):
 * 0 the name, city or ZIP code exactly; 1 the state the text names; 2 a name, city or ZIP that starts
 * with the text; 3 a word of the name that does; 4 the text inside a name or city, or a ZIP of the same
 * area; 5 a close (misspelled) name or city. Within a rank: closer match, more reviews, name.
 */
const RANK = { exact: 0, state: 1, prefix: 2, wordPrefix: 3, contains: 4, close: 5 } as const;

/** `like` patterns match the text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const NAME = 'lower(st.business_name)';
const CITY = 'lower(c.name)';
const LOCATED = 'st.latitude is not null and st.longitude is not null';

/**
 * The search query: candidate stores from each kind of match (each served by an index: trigram on
 * store and city names, ZIP prefix, the state's cities), ranked and filtered in one statement that also
 * counts them. Near a place, results come nearest first from the location index. Statements are put
 * together from knex `raw` fragments, which keep every value a bound parameter in its place.
 */
@Injectable()
export class SearchRepository {
  /** Each flag's column, as the Store entity maps it. */
  private readonly flagColumns: Record<StoreFlag, string>;

  constructor(private readonly em: EntityManager) {
    const { properties } = em.getMetadata().get<Store>(Store.name);
    this.flagColumns = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, properties[flag].fieldNames[0]])) as Record<StoreFlag, string>;
  }

  search(search: StoreSearch): Promise<SearchRow[]> {
    return this.em.getConnection().execute<SearchRow[]>(this.statement(search));
  }

  /** The one statement that answers a search (public so that its plan can be checked). */
  statement(search: StoreSearch): Knex.Raw {
    return search.text.text ? this.rankedStatement(search) : this.nearestStatement(search);
  }

  /** How many stores the search finds (asked only for a page past the last one). */
  async count(search: StoreSearch): Promise<number> {
    const statement = search.text.text
      ? this.raw(
          `with ? select count(*)::int as total from ranked r join store st on st.id = r.id ${STORE_ROW_JOINS} where ?`,
          this.matches(search.text, search.fuzzy),
          this.filters(search),
        )
      : this.raw(
          `select count(*)::int as total from store st ${STORE_ROW_JOINS} where ? and ?`,
          this.withinRadius(search.near!),
          this.filters(search),
        );
    const [row] = await this.em.getConnection().execute<{ total: number }[]>(statement);
    return row?.total ?? 0;
  }

  private raw(sql: string, ...bindings: unknown[]): Knex.Raw {
    return this.em.getKnex().raw(sql, bindings as Knex.RawBinding[]);
  }

  /**
   * Text matches, ranked: the page of ids is chosen (and every match counted) on the store table
   * alone; only the page's rows are joined to their city and state.
   */
  private rankedStatement(search: StoreSearch): Knex.Raw {
    // The same order twice: to pick the page, then to return its rows (`m` the match, `st` its store).
    const order = (m: string, distance: string) =>
      search.near
        ? `${distance} nulls last, ${m}.rank, ${m}.score desc, st.id`
        : `${m}.rank, ${m}.score desc, st.number_of_reviews desc nulls last, st.business_name, st.id`;
    return this.raw(
      `with ?,
       page as (
         select r.id, r.rank, r.score, ? as distance, count(*) over ()::int as total
           from ranked r
           join store st on st.id = r.id ${search.stateSlugs.length > 0 ? STORE_ROW_JOINS : ''}
          where ?
          order by ${order('r', 'distance')}
          limit ? offset ?)
       select ${STORE_ROW_COLUMNS}, p.distance, p.total
         from page p
         join store st on st.id = p.id ${STORE_ROW_JOINS}
        order by ${order('p', 'p.distance')}`,
      this.matches(search.text, search.fuzzy),
      search.near ? this.distance(search.near) : this.raw('null::float8'),
      this.filters(search),
      search.limit,
      search.offset,
    );
  }

  /**
   * Near a place without text: the located stores within {@link NEAR_ME_RADIUS_MILES}, nearest first.
   * The radius is a box on the location index, so the statement reads only the stores around the place.
   */
  private nearestStatement(search: StoreSearch): Knex.Raw {
    return this.raw(
      `select ${STORE_ROW_COLUMNS}, ? as distance, count(*) over ()::int as total
         from store st ${STORE_ROW_JOINS}
        where ? and ?
        order by distance, st.id
        limit ? offset ?`,
      this.distance(search.near!),
      this.withinRadius(search.near!),
      this.filters(search),
      search.limit,
      search.offset,
    );
  }

  private withinRadius(near: { lat: number; lng: number }): Knex.Raw {
    const meters = NEAR_ME_RADIUS_MILES * METERS_PER_MILE;
    return this.raw(
      `${LOCATED}
       and earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(st.latitude, st.longitude)
       and earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) <= ?`,
      near.lat, near.lng, meters, near.lat, near.lng, meters,
    );
  }

  private distance(near: { lat: number; lng: number }): Knex.Raw {
    return this.raw(
      `earth_distance(ll_to_earth(st.latitude, st.longitude), ll_to_earth(?, ?)) / ${METERS_PER_MILE}`,
      near.lat,
      near.lng,
    );
  }

  /** The features and states the results must have, as one condition (never empty: knex drops an empty fragment). */
  private filters(search: StoreSearch): Knex.Raw {
    const conditions = [
      'true',
      ...search.features.map((flag) => `st.${this.flagColumns[flag]}`),
      ...search.stateSlugs.map(() => 's.slug = ?'),
    ];
    return this.raw(conditions.join(' and '), ...search.stateSlugs);
  }

  /** The `matches` and `ranked` common table expressions: every candidate store with its best rank and score. */
  private matches(text: SearchText, fuzzy: boolean): Knex.Raw {
    const branches = text.zip ? [this.zipMatches(text.zip)] : this.textMatches(text, fuzzy);
    return this.raw(
      `matches (id, rank, score) as (${branches.map(() => '?').join(' union all ')}),
       ranked as (select id, min(rank) as rank, max(score) as score from matches group by id)`,
      ...branches,
    );
  }

  private textMatches(text: SearchText, fuzzy: boolean): Knex.Raw[] {
    const t = text.text;
    const prefix = `${escapeLike(t)}%`;
    const wordPrefix = `% ${escapeLike(t)}%`;
    const contains = `%${escapeLike(t)}%`;
    const substring = t.length >= SUBSTRING_MIN_LENGTH;

    const nameWhere = !substring
      ? this.raw(`${NAME} like ?`, prefix)
      : fuzzy
        ? this.raw(`${NAME} like ? or ? <% ${NAME}`, contains, t)
        : this.raw(`${NAME} like ?`, contains);
    // Direct matches order by reviews within their rank; close ones by how close they are.
    const nameScore = fuzzy ? this.raw(`word_similarity(?, ${NAME})`, t) : this.raw('1::real');
    const byName = this.raw(
      `select st.id,
              case when ${NAME} = ? then ${RANK.exact}
                   when ${NAME} like ? then ${RANK.prefix}
                   when ' ' || ${NAME} like ? then ${RANK.wordPrefix}
                   when ${NAME} like ? then ${RANK.contains}
                   else ${RANK.close} end,
              ?
         from store st
        where ?`,
      t, prefix, wordPrefix, contains, nameScore, nameWhere,
    );
    const cityWhere = !substring
      ? this.raw(`${CITY} like ?`, prefix)
      : fuzzy
        ? this.raw(`${CITY} like ? or (${CITY} % ? and similarity(${CITY}, ?) >= ${CITY_SIMILARITY_MIN})`, contains, t, t)
        : this.raw(`${CITY} like ?`, contains);
    const cityScore = fuzzy ? this.raw(`similarity(?, ${CITY})`, t) : this.raw('1::real');
    const byCity = this.raw(
      `select st.id,
              case when ${CITY} = ? then ${RANK.exact}
                   when ${CITY} like ? then ${RANK.prefix}
                   when ${CITY} like ? then ${RANK.contains}
                   else ${RANK.close} end,
              ?
         from city c join store st on st.city_id = c.id
        where ?`,
      t, prefix, contains, cityScore, cityWhere,
    );
    if (!text.namedState) return [byName, byCity];
    const byState = this.raw(
      `select st.id, ${RANK.state}, 1::real
         from state s join city c on c.state_id = s.id join store st on st.city_id = c.id
        where s.slug = ?`,
      text.namedState.slug,
    );
    return [byName, byCity, byState];
  }

  /** A full ZIP code: its stores, then the rest of its area (same first three digits). Fewer digits: a prefix. */
  private zipMatches(zip: string): Knex.Raw {
    if (zip.length < 5) return this.raw(`select st.id, ${RANK.prefix}, 1::real from store st where st.zip_code like ?`, `${zip}%`);
    return this.raw(
      `select st.id,
              case when left(st.zip_code, 5) = ? then ${RANK.exact} else ${RANK.contains} end,
              case when left(st.zip_code, 4) = ? then 0.8 else 0.6 end::real
         from store st
        where st.zip_code like ?`,
      zip, zip.slice(0, 4), `${zip.slice(0, 3)}%`,
    );
  }
}
