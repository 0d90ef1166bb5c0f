import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { ItemFeedInput } from '../../contracts/items.contract';

const URL_MESSAGE = 'url must be the address of the store’s web shop or feed, such as https://shop.example.com';

/** `PUT /api/owner/listing/feed`. */
export class ItemFeedBody implements ItemFeedInput {
  @IsIn(['shopify', 'json'], { message: 'kind must be shopify or json' })
  kind!: ItemFeedInput['kind'];

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: URL_MESSAGE })
  @MinLength(4, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  url!: string;
}
