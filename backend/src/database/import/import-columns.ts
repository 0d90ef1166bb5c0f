import { STORE_FLAGS } from '../../contracts/api.contract';
import { TERMS_COLUMNS } from '../../contracts/consignment-terms-columns';
import { replaceUnfit } from '../../contracts/text-characters';

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
 * Text from the file as a report shows it: a character no text may hold (`contracts/text-characters.ts`) as `\u001b`, so that none reaches the
 * operator's terminal, and cut short after `length` characters.
 */
export const printable = (text: string, length = 100): string =>
  replaceUnfit(
    text.length > length ? `${text.slice(0, length)}…` : text,
    (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
