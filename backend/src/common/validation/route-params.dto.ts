import { Type } from 'class-transformer';
import { IsInt, Matches, Max, MaxLength, Min } from 'class-validator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

const slugMessage = (name: string) => `${name} must be a lowercase hyphenated slug such as 'los-angeles'`;

/** Postgres `integer` ids: anything outside this range cannot name a row. */
export const MAX_ID = 2_147_483_647;

export class StateSlugParams {
  @MaxLength(SLUG_MAX_LENGTH) @Matches(SLUG_PATTERN, { message: slugMessage('stateSlug') }) stateSlug!: string;
}

export class CitySlugParams extends StateSlugParams {
  @MaxLength(SLUG_MAX_LENGTH) @Matches(SLUG_PATTERN, { message: slugMessage('citySlug') }) citySlug!: string;
}

export class StoreSlugParams {
  @MaxLength(SLUG_MAX_LENGTH) @Matches(SLUG_PATTERN, { message: slugMessage('storeSlug') }) storeSlug!: string;
}

export class CityIdParams {
  @Type(() => Number)
  @IsInt({ message: 'cityId must be a positive whole number' })
  @Min(1, { message: 'cityId must be a positive whole number' })
  @Max(MAX_ID, { message: 'cityId is too large' })
  cityId!: number;
}

export class StoreIdParams {
  @Type(() => Number)
  @IsInt({ message: 'storeId must be a positive whole number' })
  @Min(1, { message: 'storeId must be a positive whole number' })
  @Max(MAX_ID, { message: 'storeId is too large' })
  storeId!: number;
}
