import { BadRequestException, Injectable } from '@nestjs/common';
import { SEARCH_FILTERS, type SearchFacets, type SearchResults, type SearchSuggestions } from '../contracts/api.contract';
import { cityPath, statePath, storePath } from '../contracts/page-head';
import {
  SEARCH_COUNT_STEP,
  SEARCH_FACET_SCAN,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_MIN_LENGTH,
  SUGGESTIONS_PER_KIND,
} from '../contracts/search.contract';
import { findUsState, US_STATES } from '../states/us-states';
import { mapStoreSummary } from '../stores/stores.mapper';
import type { SearchQuery } from './dto/search.query';
import { normalizeSearchText, readSearchText } from './query/search-text';
import { SearchSlots } from './search-slots';
import type { PlaceCity } from './engine/search-places';
import { SearchRepository } from './engine/search.repository';
import { SuggestionsRepository } from './engine/suggestions.repository';
import type { SearchRow, StoreSearch } from './engine/store-search';

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

function mapResult(row: SearchRow) {
  const store = mapStoreSummary(row.store);
  return row.distance === null ? store : { ...store, distance: roundMiles(row.distance) };
}

/**
 * Store search: by name, city, state or ZIP code, with feature and state filters, best matches
 * first or nearest first. Parameters are checked one by one by {@link SearchQuery}; this service
 * checks how they combine and that the page exists.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly suggestionsRepository: SuggestionsRepository,
    private readonly slots: SearchSlots,
  ) {}

  async search(query: SearchQuery): Promise<SearchResults> {
    const search = this.storeSearch(query);
    // One of the places searches have at once: its statements then find a connection of the search pool free.
    const { rows, total, totalIsLowerBound, places } = await this.slots.run(async () => this.run(await this.located(search)));
    // More than counted: there is at least one page after the counted ones (up to the deepest shown).
    const totalPages = Math.min(Math.ceil((total + (totalIsLowerBound ? 1 : 0)) / SEARCH_PAGE_SIZE), SEARCH_PAGE_MAX);
    if (query.page > Math.max(totalPages, 1)) {
      throw new BadRequestException(`page ${query.page} is past the last page of results (${totalPages})`);
    }
    return {
      stores: rows.map(mapResult),
      total,
      totalPages,
      ...(totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
      ...this.place(places, rows, search),
    };
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
    const search = this.storeSearch(query);
    const { rows, stateSlugs } = await this.slots.run(async () => {
      const prepared = await this.repository.prepare(await this.located(search));
      // The states the search keeps to: its filter's, and the one its text ends with ('portland me').
      return { rows: await this.repository.facetRows(prepared, SEARCH_FACET_SCAN), stateSlugs: prepared.search.stateSlugs };
    });
    const inStates = stateSlugs.length > 0 ? rows.filter((row) => stateSlugs.includes(row.state)) : rows;
    const features = Object.fromEntries(
      SEARCH_FILTERS.map((filter) => [
        filter,
        inStates.reduce((sum, row) => sum + (search.features.includes(filter) ? row.total : row[filter]), 0),
      ]),
    ) as SearchFacets['features'];
    const states = Object.fromEntries(rows.map((row) => [row.state, row.total]));
    return { features, states, partial: rows.reduce((sum, row) => sum + row.total, 0) > SEARCH_FACET_SCAN };
  }

  /** A request's search, checked: its text read, its filters and page. */
  private storeSearch(query: SearchQuery): StoreSearch {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      throw new BadRequestException('lat and lng must be given together');
    }
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    const text = readSearchText(query.query ?? '');
    if (!text.text && !text.zip && !near) {
      throw new BadRequestException('query must not be empty (or give lat and lng to search near a place)');
    }

    // `SearchQuery` has already refused anything that names no state.
    const stateFilter = query.state ? findUsState(query.state) : undefined;
    const search: StoreSearch = {
      text,
      features: [...new Set(query.features)],
      stateSlugs: [...new Set([stateFilter?.slug, text.trailingState?.slug].filter((slug) => slug !== undefined))],
      near,
      zipFirst: null,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    };
    return search;
  }

  /** A full ZIP code in the text (and no place of the visitor's): its stores first, then the nearest to it. */
  private async located(search: StoreSearch): Promise<StoreSearch> {
    const { zip } = search.text;
    const zipArea = zip?.length === 5 && !search.near ? await this.repository.zipArea(zip) : null;
    return zipArea ? { ...search, near: zipArea.centre, zipFirst: zipArea } : search;
  }

  /**
   * Suggestions for a search box: states whose name or code starts with the text, then cities and
   * stores (the repository's), each with the page it opens. Nothing under two characters.
   */
  async suggestions(raw: string): Promise<SearchSuggestions> {
    const text = normalizeSearchText(raw);
    if (text.length < SUGGESTIONS_MIN_LENGTH) return { stores: [], cities: [], states: [] };
    const states = US_STATES.filter((state) => state.name.toLowerCase().startsWith(text) || state.abbreviation.toLowerCase() === text)
      .slice(0, SUGGESTIONS_PER_KIND)
      .map((state) => ({ name: state.name, path: statePath(state.slug) }));
    const { stores, cities } = await this.slots.run(() => this.suggestionsRepository.suggestions(text, SUGGESTIONS_PER_KIND));
    return {
      stores: stores.map((store) => ({
        name: store.name,
        city: store.city,
        stateAbbreviation: store.stateAbbreviation,
        path: storePath(store),
      })),
      cities: cities.map((city) => ({
        name: city.name,
        stateAbbreviation: city.stateAbbreviation,
        storeCount: city.storeCount,
        path: cityPath(city.stateSlug, city.slug),
      })),
      states,
    };
  }

  /**
   * One page of a search and how many results it has. A page that is not full tells the total
   * itself; otherwise the results are counted up to the next multiple of {@link SEARCH_COUNT_STEP}
   * past the page, and a total that reaches it is "that many or more".
   */
  private async run(search: StoreSearch): Promise<{ rows: SearchRow[]; total: number; totalIsLowerBound: boolean; places: PlaceCity[] }> {
    const prepared = await this.repository.prepare(search);
    const { places } = prepared;
    const countTo = Math.ceil((search.offset + search.limit + 1) / SEARCH_COUNT_STEP) * SEARCH_COUNT_STEP;
    const { rows, counted } = await this.repository.results(prepared, countTo);
    if (counted === null) return { rows, total: search.offset + rows.length, totalIsLowerBound: false, places };
    return { rows, total: Math.min(counted, countTo), totalIsLowerBound: counted > countTo, places };
  }
}
