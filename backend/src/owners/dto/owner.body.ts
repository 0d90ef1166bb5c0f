import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PRODUCT_FLAGS, type OpeningHours, type ProductFlag, type Weekday } from '../../contracts/api.contract';
import {
  CONTRIBUTION_LIMITS,
  STORE_PHONE_MESSAGE,
  STORE_PHONE_PATTERN,
  type ClaimConfirmInput,
  type OwnerListingInput,
  type StoreClaimInput,
} from '../../contracts/contributions.contract';
import { TERMS_COLUMNS, type TermsColumn } from '../../contracts/consignment-terms-columns';
import { emailAddress, FormGuardBody, IsWebsite, trimmedOrNone } from '../../contributions/dto/form-guard.body';

/** A terms column's text is at most this long (the longest phrase, a season's, is 200 characters). */
const TERMS_COLUMN_MAX_LENGTH = 300;

/** The owner's consignment terms, a text per column (`TERMS_COLUMNS`), each optional. */
export class TermsColumnsBody implements Partial<Record<TermsColumn, string>> {}
for (const column of TERMS_COLUMNS) {
  for (const decorate of [
    MaxLength(TERMS_COLUMN_MAX_LENGTH, { message: `${column} must be at most ${TERMS_COLUMN_MAX_LENGTH} characters` }),
    IsString({ message: `${column} must be text` }),
    IsOptional(),
  ])
    decorate(TermsColumnsBody.prototype, column);
}

export const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const toNull = ({ value }: { value: unknown }): unknown => trimmedOrNone({ value }) ?? null;

/** `POST /api/stores/:storeSlug/claims`. */
export class StoreClaimBody extends FormGuardBody implements StoreClaimInput {
  @emailAddress({ required: true, example: 'owner@yourstore.com' })
  email!: string;
}

/** `POST /api/owner/confirm`. */
export class ClaimConfirmBody implements ClaimConfirmInput {
  @Matches(/^[\w-]{43}$/, { message: 'This link is not valid: copy the whole address from the e-mail' })
  @IsString({ message: 'This link is not valid: copy the whole address from the e-mail' })
  token!: string;
}

/** One day of the owner's hours: open and close on the store's clock ('HH:MM'), or closed all day. */
export class OpeningHoursBody implements OpeningHours {
  @IsIn(WEEKDAYS, { message: 'each day of the hours must be a weekday' })
  day!: Weekday;

  @ValidateIf((day: OpeningHoursBody) => !day.isClosed)
  @Matches(TIME, { message: 'opening times must be 24-hour times such as 09:30' })
  @IsString({ message: 'opening times must be 24-hour times such as 09:30' })
  open!: string;

  // Times as 'HH:MM' compare as text; a store open past midnight is not among consignment shops' hours.
  @ValidateIf((day: OpeningHoursBody) => !day.isClosed)
  @ValidateBy({
    name: 'closesAfterOpening',
    validator: {
      // Judged once both are times: a time that is none has its own message.
      validate: (close: unknown, args) => {
        const { open } = args?.object as OpeningHoursBody;
        return typeof close !== 'string' || !TIME.test(close) || typeof open !== 'string' || !TIME.test(open) || close > open;
      },
      defaultMessage: (args) => {
        const { day, open, close } = args?.object as OpeningHoursBody;
        return `on ${WEEKDAYS.includes(day) ? day : 'each day'}, the closing time (${close}) must be after the opening time (${open})`;
      },
    },
  })
  @Matches(TIME, { message: 'closing times must be 24-hour times such as 17:30' })
  @IsString({ message: 'closing times must be 24-hour times such as 17:30' })
  close!: string;

  @IsBoolean({ message: 'each day must say whether the store is closed' })
  isClosed!: boolean;
}

/** `PUT /api/owner/listing`. */
export class OwnerListingBody implements OwnerListingInput {
  @ValidateNested({ each: true })
  @Type(() => OpeningHoursBody)
  @ArrayMaxSize(7, { message: 'hours must have one row for each day, Monday to Sunday' })
  @IsArray({ message: 'hours must be a list of days' })
  hours!: OpeningHours[];

  @Transform(toNull)
  @ValidateIf((body: OwnerListingBody) => body.phone !== null)
  @MaxLength(CONTRIBUTION_LIMITS.phone, { message: `phone must be at most ${CONTRIBUTION_LIMITS.phone} characters` })
  @Matches(STORE_PHONE_PATTERN, { message: STORE_PHONE_MESSAGE })
  @IsString({ message: 'phone must be text' })
  phone!: string | null;

  @Transform(toNull)
  @ValidateIf((body: OwnerListingBody) => body.website !== null)
  @MaxLength(CONTRIBUTION_LIMITS.website, { message: `website must be at most ${CONTRIBUTION_LIMITS.website} characters` })
  @IsWebsite()
  @IsString({ message: 'website must be text' })
  website!: string | null;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((body: OwnerListingBody) => body.description !== null)
  @MaxLength(CONTRIBUTION_LIMITS.description, { message: `description must be at most ${CONTRIBUTION_LIMITS.description} characters` })
  @IsString({ message: 'description must be text' })
  description!: string | null;

  @ArrayUnique({ message: 'what it sells lists a kind twice' })
  @IsIn(PRODUCT_FLAGS, { each: true, message: 'what it sells must name kinds of goods from the list' })
  @ArrayMaxSize(PRODUCT_FLAGS.length, { message: 'what it sells must name kinds of goods from the list' })
  @IsArray({ message: 'what it sells must be a list' })
  sells!: ProductFlag[];

  /** The terms' columns as text, each checked for what text may hold here; what they mean, by `StoreChanges`. */
  @ValidateIf((body: OwnerListingBody) => body.terms !== null && body.terms !== undefined)
  @ValidateNested()
  @Type(() => TermsColumnsBody)
  @IsObject({ message: 'terms must be the consignment terms columns, or null' })
  terms?: TermsColumnsBody | null;
}
