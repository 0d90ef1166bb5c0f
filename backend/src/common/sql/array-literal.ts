/**
 * A PostgreSQL text array literal (`{"a","b"}`), its quotes and backslashes escaped: one bound value
 * for `?::text[]` (knex spreads a JavaScript array into one value per element); `?::int[]` reads
 * whole numbers from it too.
 */
export const textArray = (values: ReadonlyArray<string | number>) =>
  `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;
