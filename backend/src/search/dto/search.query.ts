import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SearchFilter } from '../../contracts/api.contract';
import { SearchFiltersParam } from '../../common/validation/search-filters';
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX_LENGTH } from '../../contracts/search.contract';
import { US_STATES } from '../../states/us-states';

const pageMessage = 'page must be a whole number of 1 or more';
const pageMaxMessage = `page must be at most ${SEARCH_PAGE_MAX}: only the first ${SEARCH_PAGE_MAX} pages are shown; add words, a state or features to narrow the search`;
const STATE_KEYS = US_STATES.flatMap((state) => [state.slug, state.abbreviation.toLowerCase()]);
/** Numbers from the address: a blank or repeated value is not a number (so it is refused, not read as 0). */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : Number.NaN;

const latMessage = 'lat must be a latitude from -90 to 90';
const lngMessage = 'lng must be a longitude from -180 to 180';

/** `GET /api/stores/search`: what each parameter may be. Which combinations make a search is the service's rule. */
export class SearchQuery {
  @IsOptional()
  @IsString({ message: 'query must be given once, as text' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
  query?: string;

  @IsOptional()
  @Transform(toNumber)
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
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: latMessage })
  @Min(-90, { message: latMessage })
  @Max(90, { message: latMessage })
  lat?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: lngMessage })
  @Min(-180, { message: lngMessage })
  @Max(180, { message: lngMessage })
  lng?: number;
}
