import { Injectable } from '@nestjs/common';
import type { Knex } from '@mikro-orm/postgresql';
import { NEAR_ME_RADIUS_MILES } from '../../contracts/search.contract';
import { searchWords } from '../query/search-synonyms';
import { PLACE_CANDIDATES_MAX, readPlaces, type PlaceCity } from './search-places';
import { distinctTiers, RANK, type Tier } from './search-ranks';
import { textArray } from '../../common/sql/array-literal';
import { escapeLike, NAME, nameKey, SearchSql } from './search-sql';
import { documentQuery, tsquery, type SearchTerm } from './search-terms';
import type { StoreSearch } from './store-search';

/** The names starting with a search's text that its second rank takes, at most. */
const NAME_START_MAX = 2000;

/**
 * The whole names a text may be, as `NAME` reads them (apostrophes out): as typed and as read (its
 * filler words out), each also with '&' for 'and' and back ('new york thrift and consignment' is New
 * York Thrift & Consignment).
 */
export function wholeNames(...texts: string[]): string[] {
  const names = texts
    .filter(Boolean)
    .map(nameKey)
    .flatMap((text) => [text, text.replace(/ and /g, ' & '), text.replace(/ & /g, ' and ')]);
  return [...new Set(names)];
}

/** A search's tiers, and conditions that find the same stores in as few reads as can be, for counting. */
export interface Matches {
  tiers: Tier[];
  counted: Knex.Raw[];
  /** The city the text names, then its namesakes (see `readPlaces`); none when it names no city. */
  places: PlaceCity[];
  /** The text's words that are not the place's (as typed): what a search without them would drop. */
  rest: string[];
}

/**
 * What a search's text matches, as tiers of stores (`search-ranks.ts`): its words read by the
 * database (typos, short forms, stems), the cities it names, and one condition a rank.
 */
@Injectable()
export class SearchTiers {
  constructor(private readonly sql: SearchSql) {}

  /**
   * The tiers of a search's text or ZIP code (none near a place without text), the fewest conditions
   * that find all of their stores, for counting, and the cities the text names.
   */
  async matches(search: StoreSearch): Promise<Matches> {
    const { text, near } = search;
    const { terms, cities } = text.text ? await this.wordsAndCities(text.text) : { terms: [], cities: [] };
    // Words every store holds ('consignment 75202') add nothing to a ZIP code.
    const address = this.addressTier(search);
    if (!text.text || (search.zipFirst && terms.every((term) => term.inEveryStore.length > 0))) {
      if (text.zip && !search.zipFirst) return this.zipMatches(text.zip);
      if (address) return { tiers: [address], counted: [address.condition], places: [], rest: [] };
      return { tiers: [], counted: [this.sql.withinMiles(near!, NEAR_ME_RADIUS_MILES)], places: [], rest: [] };
    }
    const t = text.text;
    const read = readPlaces(terms, cities, t);
    // A text that is a state's name ('washington', 'oregon') names the state, not a city of that name
    // in another state; 'new york' is both, the city in the state.
    const { places, typos, stateNamed, rest, named, namedByPrefix } =
      text.namedState && read.places[0]?.stateSlug !== text.namedState.slug
        ? { ...read, places: [], stateNamed: false, rest: terms }
        : read;
    // A state the text ends with that chose its city ('portland me') narrows the search as the state
    // filter does; the city's namesakes are then only said.
    const searched = stateNamed ? places.slice(0, 1) : places;
    if (stateNamed && !search.stateSlugs.includes(places[0]!.stateSlug)) {
      search.stateSlugs = [...search.stateSlugs, places[0]!.stateSlug];
    }
    const prefix = this.namesStarting(search.name || t, search);
    const exact = tsquery(terms, false);
    const forgiving = tsquery(terms, true);
    // A name whose words are all complete comes before one that holds the last word only as a prefix
    // ('bramble consignment co': 'Bramble Consignment Co.' before 'Bramble Consignment Gallery').
    const complete = (query: string | null, forgivingTerms: boolean) => {
      const whole = tsquery(terms, forgivingTerms, false);
      return whole !== query ? whole : null;
    };
    // One city as an equality: its listing index then gives its stores in review order, where a list
    // of one made the page sort all of them ('indianapolis': 1,157 stores read for 12).
    const inCities = (ids: number[]) =>
      ids.length === 1 ? this.sql.raw('st.city_id = ?', ids[0]) : this.sql.raw('st.city_id = any(?::int[])', `{${ids.join(',')}}`);
    /** Stores that hold every word (of `query`): in the name, anywhere. */
    const wordTiers = (
      query: string | null,
      whole: string | null,
      document: Knex.Raw | null,
      ranks: { name: number; words: number },
    ): Tier[] =>
      query && document
        ? [
            ...(whole ? [{ rank: ranks.name, score: 2, condition: this.sql.raw('st.name_document @@ ?::tsquery', whole) }] : []),
            { rank: ranks.name, score: 1, condition: this.sql.raw('st.name_document @@ ?::tsquery', query) },
            { rank: ranks.words, score: 1, condition: document },
          ]
        : [];
    // In the place the text names, the stores holding its other words (typos forgiven), then in its namesakes.
    const restDocument = this.documentMatch(rest, true);
    // A text that is only a place ('jacksonville', 'consignment long beach') asks for its stores before
    // names that start with it; with other words ('brooklyn vint') a name that starts with it comes first.
    // A place read through a typo comes after names that hold every word as typed.
    const placeRank = typos > 0 ? RANK.placeTypos : rest.every((term) => term.inEveryStore.length > 0) ? RANK.placeOnly : RANK.place;
    // One tier for the place and its namesakes, city after city: planned once, where a tier each cost
    // as many plannings.
    const placeIds = searched.map((city) => city.id);
    const inPlaces =
      placeIds.length > 0 ? [restDocument ? this.sql.raw('? and ?', inCities(placeIds), restDocument) : inCities(placeIds)] : [];
    const cityOrder = placeIds.length > 1 ? { cityOrder: placeIds } : {};
    const placeTiers = inPlaces.map((condition) => ({ rank: placeRank, score: 1, condition, ...cityOrder }));
    const forgivingDocument = this.documentMatch(terms, true);
    const tiers: Tier[] = [
      { rank: RANK.exact, score: 1, condition: this.sql.raw(`${NAME} = any(?::text[])`, textArray(wholeNames(search.name, t))) },
      ...(address ? [address] : []),
      { rank: RANK.prefix, score: 1, ...prefix },
      ...placeTiers,
      ...(named.length > 0 ? [{ rank: RANK.city, score: 1, condition: inCities(named) }] : []),
      ...(namedByPrefix.length > 0 ? [{ rank: RANK.cityByPrefix, score: 1, condition: inCities(namedByPrefix) }] : []),
      ...(text.namedState ? [{ rank: RANK.state, score: 1, condition: this.sql.inState(text.namedState.slug) }] : []),
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
      counted: [
        prefix.counted,
        ...anyWords,
        ...(text.namedState ? [this.sql.inState(text.namedState.slug)] : []),
        ...(address ? [address.condition] : []),
      ],
      places,
      rest: rest.map((term) => term.token),
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
    const pattern = `${escapeLike(nameKey(text))}%`;
    const firstNames = `select p.id, p.number_of_reviews, p.business_name from store p where ${NAME.replace('st.', 'p.')} like ? limit ${NAME_START_MAX}`;
    const condition = this.sql.raw(`st.id = any(array(select f.id from (${firstNames}) f))`, pattern);
    if (search.features.length > 0 || search.stateSlugs.length > 0) return { condition, counted: condition };
    return {
      condition,
      best: (limit: number) =>
        this.sql.raw(
          `select f.id from (${firstNames}) f order by f.number_of_reviews desc nulls last, f.business_name, f.id limit ?`,
          pattern,
          limit,
        ),
      counted: this.sql.raw(`${NAME} like ?`, pattern),
    };
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
    const [row] = await this.sql.execute<{ terms: SearchTerm[]; cities: PlaceCity[] }>(
      this.sql.raw(
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
                          c.latitude, c.longitude,
                          array(select u.lexeme from unnest(v.document) u where u.lexeme not like '%-%' order by u.positions[1]) as lexemes
                     from w, city c join state s on s.id = c.state_id
                    cross join lateral (select to_tsvector('directory_search', c.name) as document) v
                    where to_tsvector('directory_search', c.name) @@ w.query and c.store_count > 0
                    order by (select count(*) from unnest(tsvector_to_array(v.document)) x where x = any(w.lexemes)) desc, c.store_count desc, c.id
                    limit ${PLACE_CANDIDATES_MAX}) c) as cities`,
        this.sql.searchTerms(words),
      ),
    );
    return row ?? { terms: [], cities: [] };
  }

  /** A full ZIP code the directory has no store near: those of its area. Fewer digits: a prefix. */
  private zipMatches(zip: string): Matches {
    const startsWith = (digits: string) => this.sql.raw('st.zip_code like ?', `${digits}%`);
    const rank = zip.length < 5 ? RANK.prefix : RANK.exact;
    return { tiers: [{ rank, score: 1, condition: startsWith(zip) }], counted: [startsWith(zip)], places: [], rest: [] };
  }

  /**
   * The store at a house number on a street ('66643 dogwood ln'): its address starts with the number
   * and the street's first word (the street's kind may be written out or not), from the address
   * pattern index.
   */
  private addressTier(search: StoreSearch): Tier | null {
    if (!search.address) return null;
    const firstWord = search.address.street.split(' ')[0]!;
    const condition = this.sql.raw('lower(st.address) like ?', `${escapeLike(`${search.address.number} ${firstWord}`)}%`);
    return { rank: RANK.exact, score: 2, condition };
  }

  /** A condition on the stores' search documents (`documentQuery`); null when the text has no word a document could hold. */
  private documentMatch(terms: SearchTerm[], forgiving: boolean): Knex.Raw | null {
    const document = documentQuery(terms, forgiving);
    if (document === null) return null;
    return 'any' in document ? this.sql.raw('true') : this.sql.raw('st.search_document @@ ?::tsquery', document.query);
  }
}
