import { STORE_FLAGS } from '../../contracts/api.contract';
import { TERMS_COLUMNS } from '../../contracts/consignment-terms-columns';

/** The importer's columns (CSV header names, JSON keys), in the documented order. */
export const IMPORT_COLUMNS = [
  'slug',
  'businessName',
  'address',
  'city',
  'state',
  'zipCode',
  'latitude',
  'longitude',
  'phone',
  'website',
  'photo',
  'numberOfReviews',
  'seoDescription',
  'updatedAt',
  ...STORE_FLAGS,
  ...TERMS_COLUMNS,
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS = ['businessName', 'address', 'city', 'state', 'zipCode'] as const;

/**
 * Characters a field's text may not hold: NUL (PostgreSQL's text cannot store it), the other control
 * characters but tab and line breaks, DEL, the C1 controls (U+0080 to U+009F, which text misread
 * from Windows-1252 brings), and a lone surrogate (half of a UTF-16 pair, which is no character).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
export const UNFIT_CHARACTER = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF]/u;
const UNFIT_CHARACTERS = new RegExp(UNFIT_CHARACTER.source, 'gu');

/** A character as `U+001B`. */
export const codePoint = (character: string): string => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Text from the file as a report shows it: an unfit character as `\u001b`, so that none reaches the
 * operator's terminal, and cut short after `length` characters.
 */
export const printable = (text: string, length = 100): string =>
  (text.length > length ? `${text.slice(0, length)}…` : text).replace(
    UNFIT_CHARACTERS,
    (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
