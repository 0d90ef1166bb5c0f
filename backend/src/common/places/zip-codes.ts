import { createRequire } from 'node:module';

/** A US ZIP code as the `zipcodes` tables know it (the package ships no types). */
export interface ZipCodePlace {
  zip: string;
  state: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

// A CommonJS package without types: required, and described by the interface above.
const tables = createRequire(__filename)('zipcodes') as { lookup(zip: string): ZipCodePlace | undefined };

/** Where a ZIP code (its first five digits) is: its state's code and its centre; undefined for one no table knows. */
export function zipCodePlace(zipCode: string): ZipCodePlace | undefined {
  return tables.lookup(zipCode.slice(0, 5));
}
