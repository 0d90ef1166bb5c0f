import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const NEARBY_CITIES_DEFAULT = 6;
export const NEARBY_CITIES_MAX = 24;

export class NearbyCitiesQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${NEARBY_CITIES_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${NEARBY_CITIES_MAX}` })
  @Max(NEARBY_CITIES_MAX, { message: `limit must be a whole number from 1 to ${NEARBY_CITIES_MAX}` })
  limit: number = NEARBY_CITIES_DEFAULT;
}
