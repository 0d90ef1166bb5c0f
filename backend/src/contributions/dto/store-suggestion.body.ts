import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { CONTRIBUTION_LIMITS, type StoreSuggestionInput } from '../../contracts/contributions.contract';
import { FormGuardBody, optionalEmail, optionalText, PHONE_PATTERN, requiredText, trimmed, trimmedOrNone } from './form-guard.body';

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export class StoreSuggestionBody extends FormGuardBody implements StoreSuggestionInput {
  @requiredText('store name', CONTRIBUTION_LIMITS.businessName, 2)
  businessName!: string;

  @requiredText('address', CONTRIBUTION_LIMITS.address, 5)
  address!: string;

  @requiredText('city', CONTRIBUTION_LIMITS.city, 2)
  city!: string;

  @Transform(trimmed)
  @Matches(/^[a-z-]{2,40}$/, { message: 'state must be one of the states' })
  @IsString({ message: 'state is required' })
  stateSlug!: string;

  @Transform(trimmed)
  @Matches(ZIP_CODE_PATTERN, { message: 'ZIP code must be 5 digits (or ZIP+4, such as 78701-1234)' })
  @IsString({ message: 'ZIP code is required' })
  zipCode!: string;

  @IsOptional()
  @Transform(trimmedOrNone)
  @Matches(PHONE_PATTERN, { message: 'phone must be a US number such as (512) 555-0100' })
  @IsString({ message: 'phone must be text' })
  phone?: string;

  @IsOptional()
  @Transform(trimmedOrNone)
  @MaxLength(CONTRIBUTION_LIMITS.website, { message: `website must be at most ${CONTRIBUTION_LIMITS.website} characters` })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an address such as https://example.com' })
  @IsString({ message: 'website must be text' })
  website?: string;

  @ArrayUnique({ message: 'what it sells lists a kind twice' })
  @IsIn(PRODUCT_FLAGS, { each: true, message: 'what it sells must name kinds of goods from the list' })
  @ArrayMaxSize(PRODUCT_FLAGS.length, { message: 'what it sells must name kinds of goods from the list' })
  @IsArray({ message: 'what it sells must be a list' })
  sells!: ProductFlag[];

  @optionalText('note', CONTRIBUTION_LIMITS.note)
  note?: string;

  @optionalEmail()
  email?: string;
}

/** `GET /api/store-suggestions/matches`. */
export class SuggestionMatchesQuery {
  @requiredText('address', CONTRIBUTION_LIMITS.address)
  address!: string;

  @Transform(trimmed)
  @Matches(ZIP_CODE_PATTERN, { message: 'ZIP code must be 5 digits (or ZIP+4, such as 78701-1234)' })
  @IsString({ message: 'ZIP code is required' })
  zipCode!: string;

  @optionalText('store name', CONTRIBUTION_LIMITS.businessName)
  businessName?: string;
}
