import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, printable } from './import-columns';

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

/** A list of column names as a report shows them: `'city'` or `'city', 'state'`. */
const quoted = (columns: string[]) => columns.map((column) => `'${printable(column)}'`).join(', ');

function checkHeader(columns: string[]): string[] {
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${quoted(unknown)} on line 1; the columns are: ${IMPORT_COLUMNS.join(', ')}`,
      { kind: 'line', number: 1 },
    );
  }
  // A column named twice would have one of its values silently win on every row.
  const repeated = [...new Set(columns.filter((column, index) => columns.indexOf(column) !== index))];
  if (repeated.length > 0) {
    throw new ImportFileError(
      `Duplicate column${repeated.length > 1 ? 's' : ''} ${quoted(repeated)} on line 1: each column may appear once`,
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
 * The longest line of a CSV file, and the most text a CSV record may run on for (an unclosed quote
 * makes the rest of the file one field): a store's row is a few kilobytes at most. Beyond it the
 * file is refused rather than held in memory and parsed again with every chunk.
 */
const MAX_CSV_RECORD = 1024 * 1024;

/**
 * Reads an import file record by record, without holding it all in memory (CSV; a JSON file is one
 * array and is read whole). Reports the compressed bytes read so far for a progress bar. The file
 * must be UTF-8 and must hold at least one store.
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
  // Any stream's error (a broken gzip stream too) reaches the text and ends the read, rather than hanging it.
  const text: Readable = gzipped
    ? pipeline(raw, createGunzip(), utf8Text(format), () => undefined)
    : pipeline(raw, utf8Text(format), () => undefined);

  try {
    if (format === 'json') {
      let content = '';
      for await (const piece of text as AsyncIterable<string>) content += piece;
      yield* readJson(content, basename(file));
    } else {
      yield* readCsv(text, basename(file));
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`Cannot read ${basename(file)}: ${(error as Error).message}`);
  } finally {
    raw.destroy();
  }
}

/**
 * A file's bytes as text (in object mode: strings), checked to be UTF-8 by a fatal TextDecoder in
 * stream mode: a file saved as Windows-1252 or Latin-1 is refused at its first bad line instead of
 * being read as mojibake. A byte order mark at the start is dropped. The bytes are decoded in whole
 * lines (a line's start is held until its end arrives), so that the line of a bad byte is known and
 * no character is cut in two. A CSV line longer than MAX_CSV_RECORD is refused (a JSON file may be
 * one line: it is read whole anyway).
 */
function utf8Text(format: ImportFormat): Transform {
  const maxLine = format === 'csv' ? MAX_CSV_RECORD : Infinity;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  /** The line the next byte given to the decoder is on. */
  let line = 1;
  /** The start of a line whose end has not arrived yet. */
  let held: Buffer[] = [];
  let heldBytes = 0;
  const decode = (bytes: Buffer, final: boolean): string => {
    let decoded: string;
    try {
      decoded = decoder.decode(bytes, { stream: !final });
    } catch {
      throw notUtf8(bytes, line, format);
    }
    for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) line += 1;
    return decoded;
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      // A line ends at a line feed (or a carriage return, in a file that has no line feeds).
      let end = chunk.lastIndexOf(0x0a) + 1;
      if (end === 0) end = chunk.lastIndexOf(0x0d) + 1;
      if (end === 0) {
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes <= maxLine) return callback();
        return callback(
          new ImportFileError(`CSV syntax error: the line is longer than ${maxLine / 1024 / 1024} MB, far longer than any store's row`, {
            kind: 'line',
            number: line,
          }),
        );
      }
      try {
        const lines = held.length > 0 ? Buffer.concat([...held, chunk.subarray(0, end)]) : chunk.subarray(0, end);
        held = end < chunk.length ? [chunk.subarray(end)] : [];
        heldBytes = chunk.length - end;
        callback(null, decode(lines, false));
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        const rest = decode(Buffer.concat(held), true);
        callback(null, rest === '' ? undefined : rest);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * The refusal of whole lines that are not all UTF-8, naming the first bad line and its first bad
 * byte (which a decoder that replaces bad bytes shows as the first U+FFFD not written as such).
 */
function notUtf8(lines: Buffer, firstLine: number, format: ImportFormat): ImportFileError {
  let line = firstLine;
  let start = 0;
  for (;;) {
    const end = lines.indexOf(0x0a, start);
    const bytes = lines.subarray(start, end === -1 ? lines.length : end);
    if (end === -1 || !isUtf8(bytes)) {
      const replaced = new TextDecoder('utf-8').decode(bytes);
      let bad: number | undefined;
      for (let at = replaced.indexOf('\uFFFD'); at !== -1 && bad === undefined; at = replaced.indexOf('\uFFFD', at + 1)) {
        const offset = Buffer.byteLength(replaced.slice(0, at));
        if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) bad = bytes[offset];
      }
      const byte = bad === undefined ? '' : ` (byte 0x${bad.toString(16).toUpperCase().padStart(2, '0')})`;
      const excel = format === 'csv' ? ' (in Excel: Save As, "CSV UTF-8")' : '';
      return new ImportFileError(`not UTF-8 text${byte}: save the file as UTF-8${excel} and import it again`, {
        kind: 'line',
        number: line,
      });
    }
    line += 1;
    start = end + 1;
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

/** One chunk's records, and how much text after them the parser holds for a record not finished yet. */
interface CsvChunk {
  rows: string[][];
  unfinished: number;
}

/**
 * CSV records a chunk at a time, with Papa Parse's chunk mode: each chunk parsed in one pass, and
 * the parser and the text paused while its records are used. (Papa's Node stream mode,
 * NODE_STREAM_INPUT, hands records over one by one and pauses every 16 of them, copying and splitting
 * again the rest of its chunk each time: quadratic in the records a chunk holds, about 40 s for
 * 100,000 blank lines.)
 */
async function* csvChunks(text: Readable): AsyncGenerator<CsvChunk> {
  /** What the callbacks tell the loop below: chunks ready, the parser they paused, the end or a failure. */
  const state: { ready: CsvChunk[]; paused: Papa.Parser | null; finished: boolean; failure: Error | null; wake: () => void } = {
    ready: [],
    paused: null,
    finished: false,
    failure: null,
    wake: () => undefined,
  };
  let textRead = 0;
  text.on('data', (piece: string) => (textRead += piece.length));
  text.on('error', (error) => {
    state.failure ??= error;
    state.wake();
  });
  Papa.parse<string[]>(text, {
    delimiter: ',',
    chunk: (results, parser) => {
      text.pause();
      parser.pause();
      state.paused = parser;
      state.ready.push({ rows: results.data, unfinished: textRead - results.meta.cursor });
      state.wake();
    },
    complete: () => {
      state.finished = true;
      state.wake();
    },
  });
  for (;;) {
    const next = state.ready.shift();
    if (next) {
      yield next;
      continue;
    }
    if (state.failure) throw state.failure;
    if (state.finished) return;
    const woken = new Promise<void>((resolve) => (state.wake = resolve));
    const parser = state.paused;
    state.paused = null;
    if (parser) {
      // Resuming may hand over a chunk at once (and pause again): the text flows on only if it did not.
      parser.resume();
      if (state.paused === null) text.resume();
    }
    await woken;
  }
}

/** CSV records with the line each ends on; the header, blank lines and field counts are checked here. */
async function* readCsv(text: Readable, name: string): AsyncGenerator<FileRecord> {
  let columns: string[] | null = null;
  let line = 0;
  let stores = 0;
  for await (const { rows, unfinished } of csvChunks(text)) {
    for (const fields of rows) {
      line += 1 + extraLines(fields);
      if (fields.length === 1 && fields[0]!.trim() === '') continue;
      if (!columns) {
        columns = checkHeader(fields.map((field) => field.trim()));
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
      stores += 1;
      yield { location: { kind: 'line', number: line }, record };
    }
    if (unfinished > MAX_CSV_RECORD) {
      throw new ImportFileError(
        `CSV syntax error: the row that starts here runs on for more than ${MAX_CSV_RECORD / 1024 / 1024} MB (a quote left open?)`,
        {
          kind: 'line',
          number: line + 1,
        },
      );
    }
  }
  if (!columns) throw new ImportFileError('the file is empty: it has no header line and no stores');
  if (stores === 0) throw new ImportFileError(`no stores in ${name}: it has a header line but no rows`);
}

function* readJson(content: string, name: string): Generator<FileRecord> {
  if (content.trim() === '') throw new ImportFileError('the file is empty: it has no stores');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    // The message quotes the text it stopped at, which may hold control characters.
    throw new ImportFileError(`JSON syntax error: ${printable((error as Error).message, 300)}`);
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { stores?: unknown } | null)?.stores;
  if (!Array.isArray(items)) throw new ImportFileError('A JSON import file must be an array of stores, or { "stores": [...] }');
  if (items.length === 0) throw new ImportFileError(`no stores in ${name}: its array is empty`);
  for (const [index, item] of items.entries()) {
    const location: RecordLocation = { kind: 'item', number: index + 1 };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new ImportFileError('Each store must be a JSON object', location);
    }
    yield { location, record: item as Record<string, unknown> };
  }
}
