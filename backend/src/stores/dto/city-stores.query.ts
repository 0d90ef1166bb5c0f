import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SearchFiltersParam } from '../../common/validation/search-filters';
import type { SearchFilter } from '../../contracts/api.contract';

/** A city page lists at most this many stores. */
export const CITY_STORES_MAX = 100;

const message = `limit must be a whole number from 1 to ${CITY_STORES_MAX}`;

export class CityStoresQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message })
  @Min(1, { message })
  @Max(CITY_STORES_MAX, { message })
  limit: number = CITY_STORES_MAX;

  /** The filters its stores must meet (search's); a filtered list's total is of the stores that meet them. */
  @SearchFiltersParam()
  features: SearchFilter[] = [];
}
