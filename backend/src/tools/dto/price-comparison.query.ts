import { Transform } from 'class-transformer';
import { CoordinateParam, numberFromQuery } from '../../common/validation/query-numbers';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { CONSIGNMENT_CATEGORIES, PRICE_COMPARISON_MAX_PRICE, type ConsignmentCategory } from '../../contracts/consignment-terms';

const PLACE = 'name a place: state and city, a ZIP code, or lat and lng';

/** `GET /api/tools/price-comparison`: the item, and one place (a city, a ZIP code, or a position). */
export class PriceComparisonQuery {
  @IsIn(CONSIGNMENT_CATEGORIES, { message: `category must be one of: ${CONSIGNMENT_CATEGORIES.join(', ')}` })
  category!: ConsignmentCategory;

  @Transform(numberFromQuery)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be a number of dollars, such as 600' })
  @Min(1, { message: 'price must be at least $1' })
  @Max(PRICE_COMPARISON_MAX_PRICE, { message: `price must be at most $${PRICE_COMPARISON_MAX_PRICE.toLocaleString('en-US')}` })
  price!: number;

  @ValidateIf((query: PriceComparisonQuery) => query.city !== undefined || (query.zip === undefined && query.lat === undefined))
  @Matches(/^[a-z-]{2,40}$/, { message: `state must be a state's slug: ${PLACE}` })
  @IsString({ message: PLACE })
  state?: string;

  @ValidateIf((query: PriceComparisonQuery) => query.state !== undefined)
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: `city must be a city's slug: ${PLACE}` })
  @IsString({ message: PLACE })
  city?: string;

  @IsOptional()
  @Matches(/^\d{5}$/, { message: 'zip must be 5 digits' })
  zip?: string;

  /** Given together: either alone is refused. */
  @ValidateIf((query: PriceComparisonQuery) => query.lat !== undefined || query.lng !== undefined)
  @CoordinateParam('lat')
  lat?: number;

  @ValidateIf((query: PriceComparisonQuery) => query.lat !== undefined || query.lng !== undefined)
  @CoordinateParam('lng')
  lng?: number;
}
