import { STORE_FLAGS } from '../../contracts/api.contract';

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
  ...STORE_FLAGS,
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS = ['businessName', 'address', 'city', 'state', 'zipCode'] as const;
