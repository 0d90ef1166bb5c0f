import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { FEED_ITEMS_MAX, readFeedRecords, type FeedItem, type FeedProblem } from './feed-items';

/** Why an uploaded file cannot be read at all, in the owner's words. */
export class FeedFileUnreadable extends Error {}

/** A spreadsheet's rows as records by their header's names (lower case, trimmed), with each row's line. */
interface FileRecords {
  records: Array<Record<string, string>>;
  lines: number[];
}

const header = (name: string) => name.trim().toLowerCase();

/** The first worksheet's rows: the first row names the columns; a cell's text as Excel shows it. */
async function xlsxRecords(file: Buffer): Promise<FileRecords> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own type for the buffer it takes differs from Node's Buffer in its generics only.
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new FeedFileUnreadable('The file is not a spreadsheet we can read: send a CSV or an .xlsx file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1)
    throw new FeedFileUnreadable('The spreadsheet is empty: its first row names the columns (id, title, price...)');
  if (sheet.rowCount > FEED_ITEMS_MAX + 1)
    throw new FeedFileUnreadable(`A file holds at most ${FEED_ITEMS_MAX.toLocaleString('en-US')} items`);
  const names: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => (names[column] = header(cell.text)));
  const records: Array<Record<string, string>> = [];
  const lines: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const record: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const name = names[column];
      if (name) record[name] = cell.text;
    });
    if (Object.values(record).some((value) => value.trim() !== '')) {
      records.push(record);
      lines.push(line);
    }
  });
  return { records, lines };
}

/** A CSV's rows (papaparse): the first names the columns; each record's line is the line it starts on. */
function csvRecords(file: Buffer): FileRecords {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  const records: Array<Record<string, string>> = [];
  const lines: number[] = [];
  // Lines counted as the parser moves on (quoted cells may hold line breaks; blank lines are skipped).
  let counted = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    while (offset < text.length && (text[offset] === '\n' || text[offset] === '\r')) offset += 1;
    for (; counted < offset; counted++) if (text[counted] === '\n') line += 1;
    return line;
  };
  let rowStart = 0;
  let fields: string[] | undefined;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: header,
    step: (row, parser) => {
      if (records.length >= FEED_ITEMS_MAX) {
        parser.abort();
        return;
      }
      fields ??= row.meta.fields;
      // The first row starts after the header's line.
      const start = records.length === 0 ? text.indexOf('\n') + 1 : rowStart;
      rowStart = row.meta.cursor;
      records.push(row.data);
      lines.push(lineAt(start));
    },
  });
  if (records.length >= FEED_ITEMS_MAX)
    throw new FeedFileUnreadable(`A file holds at most ${FEED_ITEMS_MAX.toLocaleString('en-US')} items`);
  if (records.length > 0 && !fields?.some((field) => field !== ''))
    throw new FeedFileUnreadable('The file is empty: its first line names the columns (id, title, price...)');
  return { records, lines };
}

/** An .xlsx file starts as a ZIP archive does. */
const isZip = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;

/**
 * An uploaded CSV or .xlsx file of items (the JSON feed's fields as columns: id or sku, title, price,
 * description, category, brand, size, condition, photo, url, available): the items, and each bad
 * row's problems by its line (the header is line 1).
 */
export async function readFeedFile(file: Buffer): Promise<{ items: FeedItem[]; problems: FeedProblem[] }> {
  const { records, lines } = isZip(file) ? await xlsxRecords(file) : csvRecords(file);
  if (records.length === 0) throw new FeedFileUnreadable('The file lists no items: after its header, one item a line');
  return readFeedRecords(records, (index) => lines[index] ?? index + 2);
}
