import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SearchFilter } from '../../contracts/api.contract';
import { CoordinateParam, numberFromQuery } from '../../common/validation/query-numbers';
import { SearchFiltersParam } from '../../common/validation/search-filters';
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX_LENGTH } from '../../contracts/search.contract';
import { US_STATES } from '../../states/us-states';

const pageMessage = 'page must be a whole number of 1 or more';
const pageMaxMessage = `page must be at most ${SEARCH_PAGE_MAX}: only the first ${SEARCH_PAGE_MAX} pages are shown; add words, a state or features to narrow the search`;
const STATE_KEYS = US_STATES.flatMap((state) => [state.slug, state.abbreviation.toLowerCase()]);

/** `GET /api/stores/search`: what each parameter may be. Which combinations make a search is the service's rule. */
export class SearchQuery {
  @IsOptional()
  @IsString({ message: 'query must be given once, as text' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
  query?: string;

  @IsOptional()
  @Transform(numberFromQuery)
  @IsInt({ message: pageMessage })
  @Min(1, { message: pageMessage })
  @Max(SEARCH_PAGE_MAX, { message: pageMaxMessage })
  page: number = 1;

  @SearchFiltersParam()
  features: SearchFilter[] = [];

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(['', ...STATE_KEYS], { message: 'state must be a state slug such as california or a two-letter code such as CA' })
  state?: string;

  @IsOptional()
  @CoordinateParam('lat')
  lat?: number;

  @IsOptional()
  @CoordinateParam('lng')
  lng?: number;

  /** `strict=1`: every word, as typed, and no fallback when no store matches them all. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '1' ? true : value))
  @IsIn([true], { message: 'strict must be 1 when given' })
  strict?: true;
}
