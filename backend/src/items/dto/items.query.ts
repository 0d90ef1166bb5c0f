import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { numberFromQuery } from '../../common/validation/query-numbers';
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { ITEM_PRICE_MAX, ITEMS_PAGE_MAX, ITEMS_QUERY_MAX_LENGTH } from '../../contracts/items.contract';

const pageMessage = 'page must be a whole number of 1 or more';
const priceMessage = (name: string) => `${name} must be a whole number of dollars from 0 to ${ITEM_PRICE_MAX}`;

/** `GET /api/items`: what each parameter may be. */
export class ItemsQuery {
  @IsOptional()
  @IsString({ message: 'q must be given once, as text' })
  @MaxLength(ITEMS_QUERY_MAX_LENGTH, { message: `q must be at most ${ITEMS_QUERY_MAX_LENGTH} characters` })
  q?: string;

  @IsOptional()
  @IsIn(PRODUCT_FLAGS, { message: `category must be one of ${PRODUCT_FLAGS.join(', ')}` })
  category?: ProductFlag;

  @IsOptional()
  @Transform(numberFromQuery)
  @IsInt({ message: priceMessage('min') })
  @Min(0, { message: priceMessage('min') })
  @Max(ITEM_PRICE_MAX, { message: priceMessage('min') })
  min?: number;

  @IsOptional()
  @Transform(numberFromQuery)
  @IsInt({ message: priceMessage('max') })
  @Min(0, { message: priceMessage('max') })
  @Max(ITEM_PRICE_MAX, { message: priceMessage('max') })
  max?: number;

  @IsOptional()
  @IsString({ message: 'near must be given once, as text' })
  @MaxLength(ITEMS_QUERY_MAX_LENGTH, { message: `near must be at most ${ITEMS_QUERY_MAX_LENGTH} characters` })
  near?: string;

  /** `open=1`: only items of stores open now. */
  @IsOptional()
  @IsIn(['0', '1'], { message: 'open must be 1 (only stores open now) or 0' })
  open?: '0' | '1';

  @IsOptional()
  @Transform(numberFromQuery)
  @IsInt({ message: pageMessage })
  @Min(1, { message: pageMessage })
  @Max(ITEMS_PAGE_MAX, { message: `page must be at most ${ITEMS_PAGE_MAX}` })
  page: number = 1;
}
