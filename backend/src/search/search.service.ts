import { BadRequestException, Injectable } from '@nestjs/common';
import type { SearchResults } from '../contracts/api.contract';
import { SEARCH_COUNT_STEP, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '../contracts/search.contract';
import { findUsState } from '../states/us-states';
import { mapStoreSummary } from '../stores/stores.mapper';
import type { SearchQuery } from './dto/search.query';
import { readSearchText } from './search-text';
import { SearchSlots } from './search-slots';
import { SearchRepository, SUBSTRING_MIN_LENGTH, type SearchRow, type StoreSearch } from './search.repository';

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

function mapResult(row: SearchRow) {
  const store = mapStoreSummary(row);
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
    private readonly slots: SearchSlots,
  ) {}

  async search(query: SearchQuery): Promise<SearchResults> {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      throw new BadRequestException('lat and lng must be given together');
    }
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    const text = readSearchText(query.query ?? '');
    if (!text.text && !near) {
      throw new BadRequestException('query must not be empty (or give lat and lng to search near a place)');
    }

    // `SearchQuery` has already refused anything that names no state.
    const stateFilter = query.state ? findUsState(query.state) : undefined;
    const search: StoreSearch = {
      text,
      features: [...new Set(query.features)],
      stateSlugs: [...new Set([stateFilter?.slug, text.trailingState?.slug].filter((slug) => slug !== undefined))],
      near,
      fuzzy: false,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    };
    // One of the places searches have in the pool, then one transaction with the search's time limit.
    const { rows, total, totalIsLowerBound } = await this.slots.run(() =>
      this.repository.withinTimeLimit(async (repository) => {
        const found = await this.run(repository, search);
        // Few direct matches: the text may be misspelled, so close names and cities join in.
        if (found.total < SEARCH_PAGE_SIZE && text.text.length >= SUBSTRING_MIN_LENGTH && !text.zip) {
          return this.run(repository, { ...search, fuzzy: true });
        }
        return found;
      }),
    );
    // More than counted: there is at least one page after the counted ones (up to the deepest shown).
    const totalPages = Math.min(Math.ceil((total + (totalIsLowerBound ? 1 : 0)) / SEARCH_PAGE_SIZE), SEARCH_PAGE_MAX);
    if (query.page > Math.max(totalPages, 1)) {
      throw new BadRequestException(`page ${query.page} is past the last page of results (${totalPages})`);
    }
    return { stores: rows.map(mapResult), total, totalPages, ...(totalIsLowerBound ? { totalIsLowerBound: true as const } : {}) };
  }

  /**
   * One page of a search and how many results it has. A page that is not full tells the total
   * itself; otherwise the results are counted up to the next multiple of {@link SEARCH_COUNT_STEP}
   * past the page, and a total that reaches it is "that many or more".
   */
  private async run(
    repository: SearchRepository,
    search: StoreSearch,
  ): Promise<{ rows: SearchRow[]; total: number; totalIsLowerBound: boolean }> {
    const prepared = await repository.prepare(search);
    const rows = await repository.page(prepared);
    if ((rows.length > 0 || search.offset === 0) && rows.length < search.limit) {
      return { rows, total: search.offset + rows.length, totalIsLowerBound: false };
    }
    const countTo = Math.ceil((search.offset + search.limit + 1) / SEARCH_COUNT_STEP) * SEARCH_COUNT_STEP;
    const counted = await repository.count(prepared, countTo);
    return counted > countTo ? { rows, total: countTo, totalIsLowerBound: true } : { rows, total: counted, totalIsLowerBound: false };
  }
}
