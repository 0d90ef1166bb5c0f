import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '../src/database/import/import-columns';

/** A row of an import file: any of the importer's columns, as text; missing ones are empty. */
export type StoreCsvRow = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

/** An import file in the importer's CSV format, with its header line. */
export function storeCsv(rows: StoreCsvRow[]): string {
  return `${Papa.unparse(rows, { columns: [...IMPORT_COLUMNS], newline: '\n' })}\n`;
}
