import { BadRequestException, Injectable } from '@nestjs/common';
import {
  SEARCH_FILTERS,
  type SearchFacets,
  type SearchFallback,
  type SearchPlace,
  type SearchResults,
  type SearchResultStore,
} from '../contracts/api.contract';
import { cityPath, statePath } from '../contracts/page-paths';
import { SEARCH_COUNT_STEP, SEARCH_FACET_SCAN, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '../contracts/search.contract';
import { findUsState, type UsState } from '../states/us-states';
import { mapStoreSummary } from '../stores/stores.mapper';
import type { SearchQuery } from './dto/search.query';
import type { PlaceCity } from './engine/search-places';
import { SearchRepository, type PreparedSearch } from './engine/search.repository';
import type { SearchRow, StoreSearch } from './engine/store-search';
import { PlaceNamesService } from './place-names.service';
import { fallbackSteps, type FallbackPlace, type FallbackStep } from './query/fallbacks';
import { readSearchText } from './query/search-text';
import { understandQuery, type QueryReading } from './query/understand-query';
import { SearchSlots } from './search-slots';
import { SuggestionsService } from './suggestions.service';

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

function mapResult(row: SearchRow): SearchResultStore {
  const store = mapStoreSummary(row.store);
  return row.distance === null ? store : { ...store, distance: roundMiles(row.distance) };
}

/** One search's page, counted, with the search as read for it (the cities its text named, its tiers). */
interface Outcome {
  /** The search as read for its page: its tiers, the cities its text named, the state it ended with. */
  prepared: PreparedSearch;
  rows: SearchRow[];
  total: number;
  totalIsLowerBound: boolean;
}

const isState = (place: FallbackPlace | UsState): place is UsState => 'abbreviation' in place;

/** A fallback's place as the results page names it: a city, or a state. */
function searchPlace(place: FallbackPlace | UsState): SearchPlace {
  return isState(place)
    ? { name: place.name, stateAbbreviation: place.abbreviation, path: statePath(place.slug) }
    : { name: place.name, stateAbbreviation: place.stateAbbreviation, path: cityPath(place.stateSlug, place.slug) };
}

/**
 * Store search (docs/architecture.md, "Search"): the text read for what it asks (`understandQuery`),
 * its stores found and ranked (`SearchRepository`), and, when no store matches every word, what the
 * text still names (`fallbackSteps`); nothing at all, the names closest to it. Parameters are
 * checked one by one by {@link SearchQuery}; this service checks how they combine and that the page
 * exists.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly placeNames: PlaceNamesService,
    private readonly suggestions: SuggestionsService,
    private readonly slots: SearchSlots,
  ) {}

  async search(query: SearchQuery): Promise<SearchResults> {
    const reading = understandQuery(query.query ?? '', await this.placeNames.current());
    const said = { text: reading.text, ignored: reading.ignored, rewritten: reading.rewritten, nearMe: reading.nearMe };
    const near = this.near(query);
    // "near me" alone, before the visitor has given a position: the page asks for it.
    if (reading.nearMe && !near && !reading.text && !reading.address) return { stores: [], total: 0, totalPages: 0, reading: said };
    const search = this.storeSearch(query, reading, near);
    // One of the places searches have at once: its statements then find a connection of the search pool free.
    const { outcome, fallback } = await this.slots.run(() => this.resolve(search, reading, query.strict === true));
    const { rows, total, totalIsLowerBound } = outcome;
    // More than counted: there is at least one page after the counted ones (up to the deepest shown).
    const totalPages = Math.min(Math.ceil((total + (totalIsLowerBound ? 1 : 0)) / SEARCH_PAGE_SIZE), SEARCH_PAGE_MAX);
    if (query.page > Math.max(totalPages, 1)) {
      throw new BadRequestException(`page ${query.page} is past the last page of results (${totalPages})`);
    }
    const offered = total === 0 ? await this.suggestions.didYouMean(reading.text || reading.name) : null;
    const didYouMean = offered && offered.cities.length + offered.stores.length > 0 ? offered : undefined;
    return {
      stores: rows.map(mapResult),
      total,
      totalPages,
      ...(totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
      reading: said,
      ...(fallback ? { fallback } : {}),
      ...(didYouMean ? { didYouMean } : {}),
      ...this.place(outcome.prepared.places, rows, search),
    };
  }

  /**
   * A search's page: of every word; when no store matches them all (unless `strict`), of the first
   * fallback that finds stores (whose search the facets then count).
   */
  private async resolve(
    search: StoreSearch,
    reading: QueryReading,
    strict: boolean,
  ): Promise<{ outcome: Outcome; fallback?: SearchFallback }> {
    const outcome = await this.run(await this.located(search));
    if (outcome.total > 0 || strict) return { outcome };
    return (await this.fallBack(search, reading, outcome)) ?? { outcome };
  }

  /**
   * The first of `fallbackSteps` that finds stores (each a search of its own, in this search's slot),
   * and what the page says of it; null when none does.
   */
  private async fallBack(
    search: StoreSearch,
    reading: QueryReading,
    strict: Outcome,
  ): Promise<{ outcome: Outcome; fallback: SearchFallback } | null> {
    const words = reading.text.split(' ').filter(Boolean);
    const known = new Set(await this.repository.knownWords(words));
    const [place] = strict.prepared.places;
    const state = search.text.namedState ?? search.text.trailingState;
    const steps = fallbackSteps(reading, { place: place ?? null, rest: strict.prepared.rest, state }, (word) => known.has(word));
    for (const step of steps) {
      const outcome = await this.run(await this.located(this.stepSearch(search, step)));
      if (outcome.total === 0) continue;
      const said: SearchFallback =
        step.kind === 'fewer-words'
          ? { kind: step.kind, dropped: step.dropped, place: null, products: [], text: step.text }
          : { kind: step.kind, dropped: [], place: searchPlace(step.place), products: step.products, text: '' };
      return { outcome, fallback: said };
    }
    return null;
  }

  /** The search a fallback step makes: the text, the place's stores, or the stores nearest it. */
  private stepSearch(search: StoreSearch, step: FallbackStep): StoreSearch {
    const features = step.kind === 'fewer-words' ? search.features : [...new Set([...search.features, ...step.products])];
    if (step.kind === 'nearest')
      return {
        ...search,
        text: readSearchText(''),
        name: '',
        address: null,
        features,
        near: { lat: step.place.latitude!, lng: step.place.longitude! },
      };
    const text =
      step.kind === 'fewer-words'
        ? step.text
        : isState(step.place)
          ? step.place.name
          : `${step.place.name}, ${step.place.stateAbbreviation}`;
    const read = readSearchText(text);
    const stateSlugs = [...new Set([...search.stateSlugs, ...(read.trailingState ? [read.trailingState.slug] : [])])];
    return { ...search, text: read, name: step.kind === 'fewer-words' ? text : '', address: null, features, stateSlugs };
  }

  /** The city the text names and its namesakes, when the results start there (or past the first page). */
  private place(places: PlaceCity[], rows: SearchRow[], search: StoreSearch): Pick<SearchResults, 'place'> {
    const first = rows[0]?.store.city.id;
    if (places.length === 0 || (search.offset === 0 && !places.some((place) => place.id === first))) return {};
    const [city, ...also] = places.map((place) => ({
      name: place.name,
      stateAbbreviation: place.stateAbbreviation,
      path: cityPath(place.stateSlug, place.slug),
    }));
    return { place: { city: city!, also } };
  }

  /**
   * How many results the search would have with each feature checked (its other filters kept), and
   * in each state (its state filter aside).
   */
  async facets(query: SearchQuery): Promise<SearchFacets> {
    const reading = understandQuery(query.query ?? '', await this.placeNames.current());
    const near = this.near(query);
    if (reading.nearMe && !near && !reading.text && !reading.address) return { features: emptyCounts(), states: {}, partial: false };
    const search = this.storeSearch(query, reading, near);
    const {
      rows,
      stateSlugs,
      features: checked,
    } = await this.slots.run(async () => {
      // The counts of what the page shows: the fallback's stores when no store matches every word.
      const { prepared } = (await this.resolve({ ...search, offset: 0 }, reading, query.strict === true)).outcome;
      // The states the search keeps to: its filter's, and the one its text ends with ('portland me').
      return {
        rows: await this.repository.facetRows(prepared, SEARCH_FACET_SCAN),
        stateSlugs: prepared.search.stateSlugs,
        features: prepared.search.features,
      };
    });
    const inStates = stateSlugs.length > 0 ? rows.filter((row) => stateSlugs.includes(row.state)) : rows;
    const features = Object.fromEntries(
      SEARCH_FILTERS.map((filter) => [
        filter,
        inStates.reduce((sum, row) => sum + (checked.includes(filter) ? row.total : row[filter]), 0),
      ]),
    ) as SearchFacets['features'];
    const states = Object.fromEntries(rows.map((row) => [row.state, row.total]));
    return { features, states, partial: rows.reduce((sum, row) => sum + row.total, 0) > SEARCH_FACET_SCAN };
  }

  private near(query: SearchQuery): StoreSearch['near'] {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      throw new BadRequestException('lat and lng must be given together');
    }
    return query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  }

  /** A request's search, checked: its text as read, its filters and page. */
  private storeSearch(query: SearchQuery, reading: QueryReading, near: StoreSearch['near']): StoreSearch {
    const text = readSearchText(reading.text);
    if (!text.text && !text.zip && !near && !reading.address) {
      throw new BadRequestException('query must not be empty (or give lat and lng to search near a place)');
    }
    // `SearchQuery` has already refused anything that names no state.
    const stateFilter = query.state ? findUsState(query.state) : undefined;
    return {
      text,
      name: reading.name,
      address: reading.address,
      features: [...new Set(query.features)],
      stateSlugs: [...new Set([stateFilter?.slug, text.trailingState?.slug].filter((slug) => slug !== undefined))],
      near,
      zipFirst: null,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    };
  }

  /** A full ZIP code in the text (and no place of the visitor's): its stores first, then the nearest to it. */
  private async located(search: StoreSearch): Promise<StoreSearch> {
    const { zip } = search.text;
    const zipArea = zip?.length === 5 && !search.near ? await this.repository.zipArea(zip) : null;
    return zipArea ? { ...search, near: zipArea.centre, zipFirst: zipArea } : search;
  }

  /**
   * One page of a search and how many results it has. A page that is not full tells the total
   * itself; otherwise the results are counted up to the next multiple of {@link SEARCH_COUNT_STEP}
   * past the page, and a total that reaches it is "that many or more".
   */
  private async run(search: StoreSearch): Promise<Outcome> {
    const prepared = await this.repository.prepare(search);
    const countTo = Math.ceil((search.offset + search.limit + 1) / SEARCH_COUNT_STEP) * SEARCH_COUNT_STEP;
    const { rows, counted } = await this.repository.results(prepared, countTo);
    if (counted === null) return { prepared, rows, total: search.offset + rows.length, totalIsLowerBound: false };
    return { prepared, rows, total: Math.min(counted, countTo), totalIsLowerBound: counted > countTo };
  }
}

const emptyCounts = () => Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, 0])) as SearchFacets['features'];
