import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
  validateSync,
  ValidateBy,
} from 'class-validator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, toSlug } from '../../common/validation/slug';
import { STORE_FLAGS, type StoreFlag } from '../../contracts/api.contract';
import { findUsState } from '../../states/us-states';

export { IMPORT_COLUMNS, REQUIRED_COLUMNS } from './import-columns';

/** Store slugs that would collide with `/api/stores/search` and `/api/stores/map`. */
const RESERVED_SLUGS = ['search', 'map'];

type Raw = { value: unknown };

const text = ({ value }: Raw): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const number = ({ value }: Raw): unknown => {
  const trimmed = text({ value });
  if (typeof trimmed !== 'string') return trimmed;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

const boolean = ({ value }: Raw): unknown => {
  const trimmed = text({ value });
  if (trimmed === undefined) return false;
  if (typeof trimmed === 'number') return trimmed === 1 ? true : trimmed === 0 ? false : trimmed;
  if (typeof trimmed !== 'string') return trimmed;
  const word = trimmed.toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : trimmed;
};

const IsUsState = () =>
  ValidateBy({
    name: 'isUsState',
    validator: {
      validate: (value) => typeof value === 'string' && findUsState(value) !== undefined,
      defaultMessage: () => 'state must be the name or two-letter code of a US state or DC',
    },
  });

const flagMessage = { message: '$property must be true or false (or yes/no, 1/0, empty for false)' };

/** One row of an import file, as read and checked. Everything not required may be left empty. */
export class StoreImportRow {
  @IsOptional()
  @Transform(text)
  @IsString()
  @MaxLength(SLUG_MAX_LENGTH)
  @Matches(SLUG_PATTERN, { message: "slug must be lowercase words joined by hyphens, such as 'second-chance-dallas'" })
  @NotEquals(RESERVED_SLUGS[0], { message: `slug cannot be '${RESERVED_SLUGS[0]}'` })
  @NotEquals(RESERVED_SLUGS[1], { message: `slug cannot be '${RESERVED_SLUGS[1]}'` })
  slug?: string;

  @Transform(text) @IsNotEmpty({ message: 'businessName is required' }) @IsString() @MaxLength(200)
  businessName!: string;

  @Transform(text) @IsNotEmpty({ message: 'address is required' }) @IsString() @MaxLength(300)
  address!: string;

  @Transform(text) @IsNotEmpty({ message: 'city is required' }) @IsString() @MaxLength(100)
  city!: string;

  @Transform(text) @IsUsState()
  state!: string;

  @Transform(text)
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zipCode must be a 5-digit ZIP code (or ZIP+4, 12345-6789)' })
  zipCode!: string;

  @IsOptional() @Transform(number)
  @IsNumber({}, { message: 'latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'latitude must be a number from -90 to 90' })
  @Max(90, { message: 'latitude must be a number from -90 to 90' })
  latitude?: number;

  @IsOptional() @Transform(number)
  @IsNumber({}, { message: 'longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'longitude must be a number from -180 to 180' })
  @Max(180, { message: 'longitude must be a number from -180 to 180' })
  longitude?: number;

  @IsOptional() @Transform(text) @IsString() @MaxLength(40) @Matches(/^[\d\s()+.\-x]+$/i, {
    message: 'phone may contain only digits, spaces and + ( ) - . x',
  })
  phone?: string;

  @IsOptional() @Transform(text) @IsString() @MaxLength(300) @Matches(/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]+$/i, {
    message: 'website must be a web address such as https://example.com',
  })
  website?: string;

  @IsOptional() @Transform(text) @IsString() @MaxLength(500) @Matches(/^(https:\/\/|\/)[^\s]+$/i, {
    message: 'photo must be an https:// address or a path on this site',
  })
  photo?: string;

  @IsOptional() @Transform(number)
  @IsInt({ message: 'numberOfReviews must be a whole number, 0 or more' })
  @Min(0, { message: 'numberOfReviews must be a whole number, 0 or more' })
  @Max(10_000_000)
  numberOfReviews?: number;

  @IsOptional() @Transform(text) @IsString() @MaxLength(5000)
  seoDescription?: string;

  @Transform(boolean) @IsBoolean(flagMessage) sellFurniture!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellClothes!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellAntiques!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellJewelry!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellBooks!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellGiftItems!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellPremiumBrand!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) sellMerchandise!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) wideSelection!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) cleanOrganized!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) pricing!: boolean;
  @Transform(boolean) @IsBoolean(flagMessage) friendlyEmployees!: boolean;
}

/** A checked row, ready to write: its state resolved to the reference list, its slugs settled. */
export type ValidStoreRow = Omit<StoreImportRow, 'slug' | 'state'> & {
  slug: string;
  citySlug: string;
  stateAbbreviation: string;
} & Record<StoreFlag, boolean>;

export interface FieldProblem {
  field: string;
  problem: string;
}

export type RowCheck = { row: ValidStoreRow; problems?: never } | { row?: never; problems: FieldProblem[] };

/** Checks one record; every field's first problem is reported. */
export function checkStoreRow(record: Record<string, unknown>): RowCheck {
  // Flags left out of a JSON object are false, as an empty CSV cell is.
  const filled = { ...Object.fromEntries(STORE_FLAGS.map((flag) => [flag, undefined])), ...record };
  const row = plainToInstance(StoreImportRow, filled);
  const errors = validateSync(row, { whitelist: true, forbidNonWhitelisted: true, validationError: { target: false } });
  const problems: FieldProblem[] = errors.map((error) => ({
    field: error.property,
    // The last failure is the first check as written (decorators run bottom-up).
    problem: Object.values(error.constraints ?? {}).at(-1) ?? `${error.property} is not valid`,
  }));

  if (problems.length > 0) return { problems };

  const citySlug = toSlug(row.city);
  if (citySlug === '') return { problems: [{ field: 'city', problem: 'city must contain letters or digits' }] };
  const slug = row.slug ?? toSlug(`${row.businessName} ${row.city}`).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (slug === '') return { problems: [{ field: 'slug', problem: 'slug is required when businessName has no letters or digits' }] };

  const { state, ...rest } = row;
  return { row: { ...rest, slug, citySlug, stateAbbreviation: findUsState(state)!.abbreviation } };
}
