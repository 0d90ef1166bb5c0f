import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsString, Matches } from 'class-validator';
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';
import { CONTRIBUTION_LIMITS, type StoreSuggestionInput } from '../../contracts/contributions.contract';
import { FormGuardBody, emailAddress, optionalPhone, optionalText, optionalWebsite, requiredText, trimmed } from './form-guard.body';

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export class StoreSuggestionBody extends FormGuardBody implements StoreSuggestionInput {
  @Matches(/[\p{L}\p{N}]/u, { message: 'store name must have letters or digits' })
  @requiredText('store name', CONTRIBUTION_LIMITS.businessName, 2)
  businessName!: string;

  @requiredText('address', CONTRIBUTION_LIMITS.address, 5)
  address!: string;

  @Matches(/\p{L}/u, { message: 'city must name a city' })
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

  @optionalPhone()
  phone?: string;

  @optionalWebsite()
  website?: string;

  @ArrayUnique({ message: 'what it sells lists a kind twice' })
  @IsIn(PRODUCT_FLAGS, { each: true, message: 'what it sells must name kinds of goods from the list' })
  @ArrayMaxSize(PRODUCT_FLAGS.length, { message: 'what it sells must name kinds of goods from the list' })
  @IsArray({ message: 'what it sells must be a list' })
  sells!: ProductFlag[];

  @optionalText('note', CONTRIBUTION_LIMITS.note)
  note?: string;

  @emailAddress({ required: false, example: 'name@example.com' })
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
