import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, toSlug } from '../../common/validation/slug';
import { PRODUCT_FLAGS, QUALITY_FLAGS, type StoreFlag } from '../../contracts/api.contract';
import { findUsState, US_STATES } from '../../states/us-states';
import { STORE_PHONE_MESSAGE, STORE_PHONE_PATTERN } from '../../contracts/contributions.contract';
import type { ConsignmentTerms } from '../../contracts/consignment-terms';
import { unfitTextProblem } from '../../contracts/text-characters';
import { IMPORT_COLUMNS, printable } from './import-columns';
import { TERMS_COLUMNS } from '../../contracts/consignment-terms-columns';
import { createTermsReader } from '../../stores/store-terms-columns';

export { IMPORT_COLUMNS, REQUIRED_COLUMNS } from './import-columns';

/** Store slugs that would collide with `/api/stores/search` and `/api/stores/map`. */
const RESERVED_SLUGS = ['search', 'map'];

/** Text trimmed; an empty cell (or a JSON null) is left out. Other JSON values are checked as they are. */
const text = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const number = (value: unknown): unknown => {
  const trimmed = text(value);
  return typeof trimmed === 'string' && NUMBER_TEXT.test(trimmed) ? Number(trimmed) : trimmed;
};

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);
const flag = (value: unknown): unknown => {
  const trimmed = text(value);
  if (trimmed === undefined) return false;
  if (typeof trimmed === 'number') return trimmed === 1 ? true : trimmed === 0 ? false : trimmed;
  if (typeof trimmed !== 'string') return trimmed;
  const word = trimmed.toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : trimmed;
};

const US_STATE_CODES = US_STATES.map((state) => state.abbreviation) as [string, ...string[]];

const isText = (field: string) => `${field} must be a string`;
const tooLong = (field: string, length: number) => `${field} must be shorter than or equal to ${length} characters`;

/** Required text: present, text, at most `length` characters. */
const requiredText = (field: string, length: number) =>
  z.preprocess(
    text,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : isText(field)) })
      .max(length, tooLong(field, length)),
  );

/** Optional text of at most `length` characters that must match `pattern`. */
const optionalText = (field: string, length: number, pattern?: [RegExp, string]) => {
  const checked = z.string({ error: isText(field) }).max(length, tooLong(field, length));
  return z.preprocess(text, (pattern ? checked.regex(pattern[0], pattern[1]) : checked).optional());
};

/** A date or ISO 8601 time ('2026-03-14', '2026-03-14T09:30:00Z'), on a clock no later than a day from now. */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const UPDATED_MESSAGE = 'updatedAt must be a date such as 2026-03-14 (or an ISO 8601 time), not in the future';
const updatedAt = z.preprocess(
  text,
  z
    .string({ error: UPDATED_MESSAGE })
    .regex(DATE_TEXT, UPDATED_MESSAGE)
    .transform((value, context) => {
      const date = new Date(value);
      // A day the calendar has (JavaScript reads 2026-02-30 as March 2).
      const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
      const calendarDay = new Date(Date.UTC(year, month - 1, day));
      const real = calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day;
      if (!real || Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 86_400_000 || year < 1900) {
        context.addIssue({ code: 'custom', message: UPDATED_MESSAGE });
        return z.NEVER;
      }
      return date.toISOString();
    })
    .optional(),
);

const coordinate = (field: string, limit: number) => {
  const message = `${field} must be a number from -${limit} to ${limit}`;
  return z.preprocess(number, z.number({ error: message }).min(-limit, message).max(limit, message).optional());
};

const flagMessage = (field: string) => `${field} must be true or false (or yes/no, 1/0, empty for false)`;
const flagSchema = (name: StoreFlag) => z.preprocess(flag, z.boolean({ error: flagMessage(name) }));
const flags = Object.fromEntries([...PRODUCT_FLAGS, ...QUALITY_FLAGS].map((name) => [name, flagSchema(name)])) as Record<
  StoreFlag,
  ReturnType<typeof flagSchema>
>;

const reviewsMessage = 'numberOfReviews must be a whole number, 0 or more';

/** One row of an import file: the rules every field must meet, and how text becomes numbers and flags. */
const storeImportRow = z.strictObject(
  {
    slug: optionalText('slug', SLUG_MAX_LENGTH, [
      SLUG_PATTERN,
      "slug must be lowercase words joined by hyphens, such as 'second-chance-dallas'",
    ]).refine((slug) => slug === undefined || !RESERVED_SLUGS.includes(slug), {
      error: (issue) => `slug cannot be '${String(issue.input)}'`,
    }),
    businessName: requiredText('businessName', 200),
    address: requiredText('address', 300),
    city: requiredText('city', 100),
    // Read once: the row carries the state's code from here on.
    state: z.preprocess(
      (value) => {
        const name = text(value);
        return typeof name === 'string' ? (findUsState(name)?.abbreviation ?? name) : name;
      },
      z.enum(US_STATE_CODES, { error: 'state must be the name or two-letter code of a US state or DC' }),
    ),
    zipCode: z.preprocess(
      text,
      z.string({ error: 'zipCode must be a 5-digit ZIP code (or ZIP+4, 12345-6789)' }).regex(/^\d{5}(-\d{4})?$/, {
        error: 'zipCode must be a 5-digit ZIP code (or ZIP+4, 12345-6789)',
      }),
    ),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    phone: optionalText('phone', 40, [STORE_PHONE_PATTERN, STORE_PHONE_MESSAGE]),
    // A host with a dot and no user name before an '@' (`https://shop.example@evil.example` is evil.example's address).
    website: optionalText('website', 300, [
      /^(https?:\/\/)?[^\s/$.?#@][^\s/?#@]*\.[^\s/?#@]+(?:[/?#]\S*)?$/i,
      'website must be a web address such as https://example.com',
    ]),
    // An https address with a host, or a path on this site: never '//host/...' or '/\host/...', which
    // browsers read as another site's address.
    photo: optionalText('photo', 500, [
      /^(?:https:\/\/[^\s/\\?#]+(?:[/?#][^\s\\]*)?|\/[^\s/\\][^\s\\]*)$/i,
      'photo must be an https:// address or a path on this site (such as /photos/store.jpg)',
    ]),
    numberOfReviews: z.preprocess(
      number,
      z
        .number({ error: reviewsMessage })
        .int(reviewsMessage)
        .min(0, reviewsMessage)
        .max(10_000_000, 'numberOfReviews must not be greater than 10000000')
        .optional(),
    ),
    seoDescription: optionalText('seoDescription', 5000),
    updatedAt,
    ...flags,
    // Read apart, each distinct text once (`createTermsReader`).
    ...(Object.fromEntries(TERMS_COLUMNS.map((column) => [column, z.unknown().optional()])) as Record<
      (typeof TERMS_COLUMNS)[number],
      z.ZodOptional<z.ZodUnknown>
    >),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : issue.message) },
);

type StoreImportRow = z.output<typeof storeImportRow>;

/** A checked row, ready to write: its state the reference list's code, its slugs settled. */
export type ValidStoreRow = Omit<StoreImportRow, 'slug' | (typeof TERMS_COLUMNS)[number]> & {
  slug: string;
  citySlug: string;
  consignmentTerms: ConsignmentTerms | null;
};

export interface FieldProblem {
  field: string;
  problem: string;
}

export type RowCheck = { row: ValidStoreRow; problems?: never } | { row?: never; problems: FieldProblem[] };

const KNOWN_FIELDS: ReadonlySet<string> = new Set(IMPORT_COLUMNS);

export type StoreRowChecker = (record: Record<string, unknown>) => RowCheck;

/**
 * A checker for the rows of one file: each record checked, every field's first problem reported.
 * A file names the same few cities on thousands of rows, so each city's slug is worked out once.
 */
export function createStoreRowChecker(): StoreRowChecker {
  const citySlugs = new Map<string, string>();
  const readTerms = createTermsReader();
  return (record) => {
    const unfit = unfitCharacters(record);
    const checked = storeImportRow.safeParse(record);
    const terms = readTerms(record);
    if (!checked.success || terms.problems) {
      // A field with an unfit character is reported for that: its other rules may fail only because of it.
      const others = [...(checked.success ? [] : problemsIn(checked.error.issues)), ...(terms.problems ?? [])].filter(
        (problem) => !unfit.some((field) => field.field === problem.field),
      );
      return { problems: [...unfit, ...others] };
    }
    if (unfit.length > 0) return { problems: unfit };
    // The parsed row is this call's own object: it is completed in place rather than copied.
    const row = checked.data as unknown as ValidStoreRow;
    let citySlug = citySlugs.get(row.city);
    if (citySlug === undefined) citySlugs.set(row.city, (citySlug = toSlug(row.city)));
    if (citySlug === '') return { problems: [{ field: 'city', problem: 'city must contain letters or digits' }] };
    row.citySlug = citySlug;
    row.consignmentTerms = terms.terms;
    row.slug ??= toSlug(`${row.businessName} ${row.city}`).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
    if (row.slug === '') return { problems: [{ field: 'slug', problem: 'slug is required when businessName has no letters or digits' }] };
    return { row };
  };
}

/**
 * The fields whose text holds a character no text may (`contracts/text-characters.ts`): a NUL would
 * otherwise reach PostgreSQL and fail the whole file with the database's own error, naming no line.
 */
function unfitCharacters(record: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of IMPORT_COLUMNS) {
    const value = record[field];
    const problem = typeof value === 'string' ? unfitTextProblem(field, value) : null;
    if (problem) problems.push({ field, problem });
  }
  return problems;
}

function problemsIn(issues: z.core.$ZodIssue[]): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        if (!KNOWN_FIELDS.has(key)) problems.set(printable(key), `property ${printable(key)} should not exist`);
      }
      continue;
    }
    const field = String(issue.path[0]);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return [...problems].map(([field, problem]) => ({ field, problem }));
}
