import { applyDecorators } from '@nestjs/common';
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

/** A route's row id: a whole number from 1 to the largest PostgreSQL `integer`. */
function IsRowId(name: string): PropertyDecorator {
  // Applied in this order, as stacked decorators written the other way round would be: the type
  // check is the first problem reported.
  return applyDecorators(
    Max(MAX_ID, { message: `${name} is too large` }),
    Min(1, { message: `${name} must be a positive whole number` }),
    IsInt({ message: `${name} must be a positive whole number` }),
    Type(() => Number),
  );
}

export class CityIdParams {
  @IsRowId('cityId') cityId!: number;
}

export class StoreIdParams {
  @IsRowId('storeId') storeId!: number;
}
