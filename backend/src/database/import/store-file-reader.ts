import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS } from './import-columns';

/** Where a record is in its file: a CSV line, or the position of an object in a JSON array. */
export interface RecordLocation {
  kind: 'line' | 'item';
  number: number;
}

export interface FileRecord {
  location: RecordLocation;
  record: Record<string, unknown>;
}

export interface FileProgress {
  bytesRead: number;
  totalBytes: number;
}

/** A problem with the file as a whole (format, header, syntax): nothing in it can be imported. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly location?: RecordLocation,
  ) {
    super(message);
  }
}

export type ImportFormat = 'csv' | 'json';

/** `stores.csv`, `stores.json`, and either gzip-compressed (`stores.csv.gz`). */
export function formatOf(file: string): { format: ImportFormat; gzipped: boolean } {
  const match = /\.(csv|json)(\.gz)?$/i.exec(basename(file));
  if (!match) throw new ImportFileError(`Cannot tell the format of ${basename(file)}: name it .csv or .json (optionally .gz)`);
  return { format: match[1]!.toLowerCase() as ImportFormat, gzipped: match[2] !== undefined };
}

function checkHeader(columns: string[]): string[] {
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((column) => `'${column}'`).join(', ')} on line 1; the columns are: ${IMPORT_COLUMNS.join(', ')}`,
      { kind: 'line', number: 1 },
    );
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new ImportFileError(`Missing required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} on line 1`, {
      kind: 'line',
      number: 1,
    });
  }
  return columns;
}

/**
 * Reads an import file record by record, without holding it all in memory (CSV; a JSON file is one
 * array and is read whole). Reports the compressed bytes read so far for a progress bar.
 */
export async function* readStoreFile(file: string, onProgress?: (progress: FileProgress) => void): AsyncGenerator<FileRecord> {
  const { format, gzipped } = formatOf(file);
  let totalBytes: number;
  try {
    totalBytes = (await stat(file)).size;
  } catch {
    throw new ImportFileError(`Cannot read ${file}: no such file`);
  }
  const raw = createReadStream(file);
  let bytesRead = 0;
  raw.on('data', (chunk) => {
    bytesRead += chunk.length;
    onProgress?.({ bytesRead, totalBytes });
  });
  const source: Readable = gzipped ? raw.pipe(createGunzip()) : raw;
  // A broken gzip stream must end the read with an error, not hang it.
  if (gzipped) raw.on('error', (error) => source.destroy(error));

  try {
    if (format === 'json') {
      yield* readJson(await text(source));
    } else {
      yield* readCsv(source);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`Cannot read ${basename(file)}: ${(error as Error).message}`);
  } finally {
    raw.destroy();
  }
}

/** Lines a record takes beyond its first: the line breaks inside its quoted fields. */
function extraLines(fields: string[]): number {
  let lines = 0;
  for (const field of fields) {
    for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) lines += 1;
  }
  return lines;
}

/**
 * CSV records with the line each ends on. Papa Parse splits the fields (several times faster than
 * csv-parse on large files); the header, blank lines and field counts are checked here.
 */
async function* readCsv(source: Readable): AsyncGenerator<FileRecord> {
  source.setEncoding('utf8');
  const rows = source.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: ',', skipEmptyLines: false }));
  source.on('error', (error) => rows.destroy(error));
  let columns: string[] | null = null;
  let line = 0;
  for await (const fields of rows as AsyncIterable<string[]>) {
    line += 1 + extraLines(fields);
    if (fields.length === 1 && fields[0]!.trim() === '') continue;
    if (!columns) {
      columns = checkHeader(fields.map((field, index) => (index === 0 ? field.replace(/^\uFEFF/, '') : field).trim()));
      continue;
    }
    if (fields.length !== columns.length) {
      // An unclosed quote shows here too: the rest of the file became one field.
      throw new ImportFileError(`CSV syntax error: line ${line} has ${fields.length} fields where the header has ${columns.length}`, {
        kind: 'line',
        number: line,
      });
    }
    const record: Record<string, string> = {};
    for (let index = 0; index < columns.length; index += 1) record[columns[index]!] = fields[index]!;
    yield { location: { kind: 'line', number: line }, record };
  }
}

function* readJson(content: string): Generator<FileRecord> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw new ImportFileError(`JSON syntax error: ${(error as Error).message}`);
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { stores?: unknown } | null)?.stores;
  if (!Array.isArray(items)) throw new ImportFileError('A JSON import file must be an array of stores, or { "stores": [...] }');
  for (const [index, item] of items.entries()) {
    const location: RecordLocation = { kind: 'item', number: index + 1 };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new ImportFileError('Each store must be a JSON object', location);
    }
    yield { location, record: item as Record<string, unknown> };
  }
}
