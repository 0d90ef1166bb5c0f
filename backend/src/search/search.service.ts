import { BadRequestException, Injectable } from '@nestjs/common';
import type { SearchResults } from '../contracts/api.contract';
import { SEARCH_PAGE_SIZE } from '../contracts/search.contract';
import { findUsState } from '../states/us-states';
import { mapStoreSummary } from '../stores/stores.mapper';
import type { SearchQuery } from './dto/search.query';
import { readSearchText } from './search-text';
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
  constructor(private readonly repository: SearchRepository) {}

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
    let { rows, total } = await this.run(search, query.page);
    // Few direct matches: the text may be misspelled, so close names and cities join in.
    if (total < SEARCH_PAGE_SIZE && text.text.length >= SUBSTRING_MIN_LENGTH && !text.zip) {
      ({ rows, total } = await this.run({ ...search, fuzzy: true }, query.page));
    }
    const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
    if (query.page > Math.max(totalPages, 1)) {
      throw new BadRequestException(`page ${query.page} is past the last page of results (${totalPages})`);
    }
    return { stores: rows.map(mapResult), total, totalPages };
  }

  /** One page of a search and the number of all its results (counted apart only when the page is past them). */
  private async run(search: StoreSearch, page: number): Promise<{ rows: SearchRow[]; total: number }> {
    const rows = await this.repository.search(search);
    const total = rows[0]?.total ?? (page > 1 ? await this.repository.count(search) : 0);
    return { rows, total };
  }
}
