/**
 * Fuzz for the importer: hostile import files (NUL and control characters in every field, Windows-1252,
 * Latin-1, UTF-16 and broken UTF-8 bytes, lone byte order marks, empty and header-only files,
 * duplicate columns, blank-line floods, huge fields, broken quoting, broken gzip, JSON that is not an
 * array of stores, deep nesting, wrong types, formula and SQL injection, ...), each imported by the
 * built command as an operator runs it, into the database at `databaseUrl`. Every file must be
 * refused: exit code 1 within TIME_BOUND_MS, a report naming the file (and the line or item where
 * there is one), no database error, stack trace or control character in it, and the database exactly
 * as it was. Only refused files are tried, so that a server on the same database sees no change.
 * RELIABILITY_IMPORT_FUZZ_CONCURRENCY sets the imports run at once (2).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { IMPORT_COLUMNS } from '../src/database/import/import-columns';

const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');
const CONCURRENCY = Number(process.env.RELIABILITY_IMPORT_FUZZ_CONCURRENCY ?? 2);
/** The longest an import of one of these files may take (they are refused in about a second). */
const TIME_BOUND_MS = 20_000;

/** Where a file's report must point: a CSV line, a JSON item, or (at least) the file. */
type Where = 'line' | 'item' | 'file';

interface HostileFile {
  name: string;
  content: string | Buffer;
  where: Where;
}

type Row = Record<(typeof IMPORT_COLUMNS)[number], string>;

/** A store row every rule accepts: the files below spoil it, or another row beside it. */
const GOOD_ROW: Row = {
  ...(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as Row),
  slug: 'fuzz-import-store',
  businessName: 'Fuzz Import Store',
  address: '1 Fuzz Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: '30.27',
  longitude: '-97.74',
  seoDescription: 'A store the importer fuzz writes, and that is never imported.',
  sellClothes: 'true',
};

/** A CSV field, quoted when it must be (RFC 4180). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (row: Row) => IMPORT_COLUMNS.map((column) => csvField(row[column])).join(',');
const HEADER = IMPORT_COLUMNS.join(',');
/** A CSV file: the header, then each row. */
const csv = (rows: Row[]) => `${[HEADER, ...rows.map(csvLine)].join('\r\n')}\r\n`;
/** A row that differs from the good one in `change`, with a slug of its own. */
const rowWith = (index: number, change: Partial<Row>): Row => ({ ...GOOD_ROW, slug: `fuzz-import-store-${index}`, ...change });
/** A row every file may end with that makes sure it is refused: its ZIP code is not one. */
const BAD_ROW = rowWith(0, { zipCode: 'none' });

/** Bytes that look random but are the same on every run. */
function garbage(length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let index = 0; blocks.length * 32 < length; index += 1) blocks.push(createHash('sha256').update(`fuzz-import-${index}`).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

/** Text in Windows-1252 (or Latin-1): each character one byte, as such a file holds it. */
const singleByte = (text: string) => Buffer.from(text, 'latin1');

const FORMULAS = ["=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3+cmd|x', '@SUM(1)', '\t=1+1', '\r=1+1'];
const INJECTIONS = [
  "'; drop table store; --",
  "' OR '1'='1",
  '$$; select pg_sleep(5); $$',
  '\\.',
  '\\N',
  '\\\\x00',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
];
const CONTROLS = ['\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b[2J\u001b[31m', '\u007f', '\u0085', '\u009b31m'];

function hostileFiles(): HostileFile[] {
  const files: HostileFile[] = [];
  const add = (name: string, content: string | Buffer, where: Where) => files.push({ name, content, where });

  // A NUL in each field, on a row after a good one (the good row alone would be imported).
  for (const column of IMPORT_COLUMNS) {
    add(`nul-in-${column}.csv`, csv([rowWith(1, {}), rowWith(2, { [column]: `${GOOD_ROW[column]}\u0000x` })]), 'line');
  }
  add(
    'nul-everywhere.json',
    JSON.stringify(IMPORT_COLUMNS.map((column, index) => rowWith(index + 1, { [column]: `\u0000${GOOD_ROW[column]}` }))),
    'item',
  );
  add('nul-only.csv', Buffer.alloc(1000), 'line');
  add('nul-lines.csv', `${HEADER}\n${'\u0000\n'.repeat(1000)}`, 'line');

  // Other control characters, lone surrogates (JSON can write them), and names that would drive the terminal.
  add(
    'controls.csv',
    csv(
      CONTROLS.flatMap((control, index) =>
        ['businessName', 'address', 'city', 'seoDescription'].map((field, at) =>
          rowWith(index * 4 + at + 1, { [field]: `Fuzz ${control} text` }),
        ),
      ),
    ),
    'line',
  );
  add(
    'controls.json',
    JSON.stringify(
      CONTROLS.map((control, index) => rowWith(index + 1, { businessName: `Fuzz${control}`, address: `1 Main St${control}` })),
    ),
    'item',
  );
  add(
    'lone-surrogates.json',
    `[${['\\ud800', '\\udfff', '\\udc00\\ud800', 'x\\ud83d'].map((text, index) => JSON.stringify(rowWith(index + 1, {})).replace('"Fuzz Import Store"', `"Fuzz ${text}"`)).join(',')}]`,
    'item',
  );
  add('escape-in-header.csv', `${HEADER},\u001b[31mred\u001b[0m\r\n${csvLine(GOOD_ROW)},x\r\n`, 'line');
  add('escape-in-key.json', JSON.stringify([{ ...GOOD_ROW, '\u001b[2Jkey\u0000': 'x' }]), 'item');
  add('escape-in-json-syntax.json', `[{"businessName": \u001b[31m}]`, 'file');

  // Text that is not UTF-8: Windows-1252, Latin-1, UTF-16, and UTF-8 broken in every way.
  const latinRows = `${HEADER}\r\n${csvLine(rowWith(1, {}))}\r\n${csvLine(rowWith(2, { businessName: 'Café “Zoë” – €5' }))}\r\n`;
  add(
    'windows-1252.csv',
    Buffer.from(latinRows.replace('“', '\u0093').replace('”', '\u0094').replace('–', '\u0096').replace('€', '\u0080'), 'latin1'),
    'line',
  );
  add('latin-1.csv', singleByte(`${HEADER}\r\n${csvLine(rowWith(1, { city: 'Señora Jülich' }))}\r\n`), 'line');
  add('windows-1252.csv.gz', gzipSync(singleByte(`${HEADER}\n${csvLine(rowWith(1, { address: '1 Cañon Rd' }))}\n`)), 'line');
  add('windows-1252.json', singleByte(JSON.stringify([rowWith(1, { businessName: 'Crème brûlée' })], null, 2)), 'line');
  add('utf-16.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv([GOOD_ROW]), 'utf16le')]), 'line');
  const broken: [string, number[]][] = [
    ['overlong', [0xc0, 0xaf]],
    ['surrogate', [0xed, 0xa0, 0x80]],
    ['cut-short', [0xe2, 0x82]],
    ['continuation', [0x80]],
    ['ff-fe', [0xff, 0xfe]],
    ['beyond-unicode', [0xf4, 0x90, 0x80, 0x80]],
  ];
  for (const [kind, bytes] of broken) {
    const [before, after] = csv([rowWith(1, {}), rowWith(2, { businessName: 'Bad @ bytes' })]).split('@');
    add(`utf-8-${kind}.csv`, Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]), 'line');
  }
  add('utf-8-cut-at-end.csv', Buffer.concat([Buffer.from(`${HEADER}\n${csvLine(rowWith(1, {}))}Caf`), Buffer.from([0xc3])]), 'line');
  add('garbage.csv', garbage(200_000), 'line');
  add('garbage.json', garbage(50_000), 'line');
  add(
    'deep-bad-byte.csv',
    Buffer.concat([
      Buffer.from(
        `${HEADER}\n${Array.from({ length: 3000 }, (_, index) => csvLine(rowWith(index + 1, { businessName: `Café ${index}` }))).join('\n')}\n`,
      ),
      singleByte(`${csvLine(rowWith(9999, { businessName: 'Caf\u00e9' }))}\n`),
    ]),
    'line',
  );

  // Byte order marks alone, twice, and empty files of every kind.
  add('bom-only.csv', '\uFEFF', 'file');
  add('bom-only.json', '\uFEFF', 'file');
  add('bom-twice.csv', `\uFEFF\uFEFF${csv([GOOD_ROW, BAD_ROW])}`, 'line');
  add('empty.csv', '', 'file');
  add('empty.json', '', 'file');
  add('empty.csv.gz', gzipSync(''), 'file');
  add('empty.json.gz', gzipSync(''), 'file');
  add('spaces.csv', ' \t \r\n   \n\n\t\n', 'file');
  add('spaces.json', ' \n\t\r\n ', 'file');
  add('header-only.csv', `${HEADER}\r\n`, 'file');
  add('header-and-blank-lines.csv', `\uFEFF${HEADER}\r\n\r\n  \r\n\r\n`, 'file');
  add('empty-array.json', '[]', 'file');
  add('empty-stores.json', '{"stores": []}', 'file');

  // Headers: duplicate, unknown, other delimiters, prototype keys.
  add('duplicate-city.csv', `${HEADER},city\r\n${csvLine(GOOD_ROW)},Dallas\r\n`, 'line');
  add('duplicate-everything.csv', `${HEADER},${HEADER}\r\n${csvLine(GOOD_ROW)},${csvLine(GOOD_ROW)}\r\n`, 'line');
  add('semicolons.csv', `${IMPORT_COLUMNS.join(';')}\r\n${IMPORT_COLUMNS.map((column) => GOOD_ROW[column]).join(';')}\r\n`, 'line');
  add('proto-header.csv', `${HEADER},__proto__,constructor\r\n${csvLine(GOOD_ROW)},x,y\r\n`, 'line');
  add(
    'proto-keys.json',
    `[${JSON.stringify(GOOD_ROW).slice(0, -1)},"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}]`,
    'item',
  );

  // Blank-line floods: before the header, between it and the rows, and alone; LF, CRLF and gzip.
  add('blank-lines-first.csv', `${'\n'.repeat(200_000)}${HEADER}\n${csvLine(BAD_ROW)}\n`, 'line');
  add('blank-lines-between.csv', `${HEADER}\r\n${'\r\n'.repeat(200_000)}${csvLine(BAD_ROW)}\r\n`, 'line');
  add('blank-lines-only.csv', '\n'.repeat(300_000), 'file');
  add('blank-lines.csv.gz', gzipSync(`${HEADER}\n${'\n'.repeat(2_000_000)}`), 'file');
  add(
    'blank-lines-among-rows.csv',
    `${HEADER}\n${Array.from({ length: 2000 }, (_, index) => `${csvLine(rowWith(index + 1, {}))}\n\n\n`).join('')}${csvLine(BAD_ROW)}\n`,
    'line',
  );

  // Huge fields and lines, and many problems at once.
  add('long-field.csv', csv([rowWith(1, { businessName: 'x'.repeat(300_000) })]), 'line');
  add('huge-field.csv', csv([rowWith(1, { seoDescription: 'y'.repeat(3_000_000) })]), 'line');
  add('huge-line.csv', `${HEADER}\n${'z'.repeat(5_000_000)}\n`, 'line');
  add('huge-field.json', JSON.stringify([rowWith(1, { seoDescription: 'y'.repeat(5_000_000) })]), 'item');
  add('many-problems.csv', csv(Array.from({ length: 20_000 }, (_, index) => rowWith(index + 1, { zipCode: String(index) }))), 'line');
  add('same-slug.csv', csv([GOOD_ROW, GOOD_ROW]), 'line');

  // Broken quoting.
  add('unclosed-quote-at-end.csv', `${HEADER}\n${csvLine(GOOD_ROW)}\n"unclosed,quote\n`, 'line');
  add('unclosed-quote-early.csv', `${HEADER}\n"unclosed${csvLine(GOOD_ROW)}\n${`${csvLine(GOOD_ROW)}\n`.repeat(20_000)}`, 'line');
  add('quote-after-quoted.csv', `${HEADER}\n"Fuzz"Store,${csvLine(GOOD_ROW).split(',').slice(1).join(',')}\n`, 'line');
  add('quote-in-bare-field.csv', csv([rowWith(1, { businessName: 'Fuzz "Store' }), BAD_ROW]), 'line');
  add('too-many-fields.csv', `${HEADER}\n${csvLine(GOOD_ROW)},extra\n`, 'line');
  add('too-few-fields.csv', `${HEADER}\nonly,three,fields\n`, 'line');

  // Broken gzip.
  add('not-gzip.csv.gz', csv([GOOD_ROW]), 'file');
  add('cut-gzip.csv.gz', gzipSync(csv(Array.from({ length: 200 }, (_, index) => rowWith(index + 1, {})))).subarray(0, 400), 'file');
  add('corrupt-gzip.csv.gz', Buffer.concat([gzipSync(csv([GOOD_ROW])).subarray(0, 20), garbage(200)]), 'file');
  add('not-gzip.json.gz', '[]', 'file');

  // JSON that is not an array of store objects, nesting, and wrong types.
  const notStores: [string, Where][] = [
    ['{}', 'file'],
    ['{"stores": {}}', 'file'],
    ['{"stores": null}', 'file'],
    ['"text"', 'file'],
    ['42', 'file'],
    ['null', 'file'],
    ['true', 'file'],
    ['{"stores": [', 'file'],
    ['[{"businessName": "x",}]', 'file'],
    ['[1, 2]', 'item'],
    ['[null]', 'item'],
    ['[[]]', 'item'],
    ['["store"]', 'item'],
    ['[{}]', 'item'],
  ];
  for (const [index, [text, where]] of notStores.entries()) add(`not-stores-${index + 1}.json`, text, where);
  add('deep-array.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'item');
  add('deep-unclosed.json', '['.repeat(1_000_000), 'file');
  add(
    'deep-field.json',
    `[${JSON.stringify(GOOD_ROW).slice(0, -1)},"seoDescription":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}]`,
    'item',
  );
  add(
    'wrong-types.json',
    JSON.stringify([
      { ...GOOD_ROW, businessName: 42, address: true, city: ['Austin'], state: { code: 'TX' }, zipCode: 78701 },
      {
        ...GOOD_ROW,
        slug: 'fuzz-import-store-2',
        latitude: 'north',
        longitude: [],
        numberOfReviews: -1,
        sellBooks: 'maybe',
        sellClothes: 2,
      },
      { ...GOOD_ROW, slug: 'fuzz-import-store-3', latitude: 1e308, longitude: Number.MAX_SAFE_INTEGER, numberOfReviews: 1.5 },
    ]),
    'item',
  );

  // Formula and SQL injection, in every field, on rows that other fields make bad.
  add(
    'formulas.csv',
    csv(
      FORMULAS.flatMap((formula, index) => [
        rowWith(index * 2 + 1, Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, formula]))),
        rowWith(index * 2 + 2, { businessName: formula, address: formula, city: formula, seoDescription: formula, zipCode: formula }),
      ]),
    ),
    'line',
  );
  add(
    'formulas.json',
    JSON.stringify(FORMULAS.map((formula, index) => rowWith(index + 1, { businessName: formula, website: formula, phone: formula }))),
    'item',
  );
  add(
    'injections.csv',
    csv(INJECTIONS.map((text, index) => rowWith(index + 1, { slug: text, businessName: text, city: text, state: text }))),
    'line',
  );

  // Names the importer cannot read as a file of stores.
  add('stores.txt', csv([GOOD_ROW]), 'file');
  add('stores.csv.bak', csv([GOOD_ROW]), 'file');
  return files;
}

/** What an operator must never see: the database's own words, a stack trace, the code's paths. */
const LEAKS: Array<[string, RegExp]> = [
  [
    'a database error',
    /syntax error at or near|invalid byte sequence|unsupported Unicode escape|invalid input syntax|violates .* constraint|DriverException|QueryFailed|relation "|column "|current transaction is aborted/i,
  ],
  ['a stack trace', /^\s+at |\bat [\w$.<>]+ \(|at async /m],
  ['a source path', /node_modules|\/backend\/(src|dist)\/|\.[jt]s:\d+/],
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
  ['a control character', /[\0-\x09\x0b-\x1f\x7f-\x9f]/],
];

interface Run {
  code: number | null;
  output: string;
  ms: number;
  timedOut: boolean;
}

/** The import command on one file, as an operator runs it, killed after TIME_BOUND_MS. */
function importFile(databaseUrl: string, file: string): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, [IMPORT_CLI, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, TIME_BOUND_MS);
  return new Promise((done) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, output: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started, timedOut });
    }),
  );
}

/** Every store and city row, as one checksum: an import that was refused must leave it as it was. */
async function fingerprint(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stores: string | null; cities: string | null }>(
      `select (select md5(string_agg(s::text, '|' order by s.id)) from store s) as stores,
              (select md5(string_agg(c::text, '|' order by c.id)) from city c) as cities`,
    );
    return `${rows[0]!.stores}/${rows[0]!.cities}`;
  } finally {
    await client.end();
  }
}

/** What is wrong with one refused file's run, if anything. */
function problemsOf(file: HostileFile, run: Run): string[] {
  const where = `import ${file.name}`;
  if (run.timedOut) return [`${where}: still running after ${TIME_BOUND_MS / 1000} s (killed)`];
  const problems: string[] = [];
  const output = run.output.slice(0, 300).replace(/\n/g, ' | ');
  if (run.code !== 1) problems.push(`${where}: exit code ${run.code} where the file must be refused with 1: ${output}`);
  for (const [what, pattern] of LEAKS)
    if (pattern.test(run.output)) problems.push(`${where}: ${what} in the report: ${JSON.stringify(run.output.slice(0, 300))}`);
  if (!run.output.includes(`✗ ${file.name}:`)) problems.push(`${where}: the report does not name the file: ${output}`);
  if (file.where !== 'file' && !new RegExp(`\\b${file.where} \\d+`).test(run.output))
    problems.push(`${where}: the report names no ${file.where}: ${output}`);
  return problems;
}

export async function fuzzImportFiles(databaseUrl: string): Promise<{ inputs: number; problems: string[] }> {
  const folder = await mkdtemp(join(tmpdir(), 'fuzz-import-files-'));
  const files = hostileFiles();
  const problems: string[] = [];
  try {
    for (const file of files) await writeFile(join(folder, file.name), file.content);
    // A directory and a file that is not there, named as import files.
    await mkdir(join(folder, 'a-directory.csv'));
    const unreadable: HostileFile[] = [
      { name: 'a-directory.csv', content: '', where: 'file' },
      { name: 'not-there.csv', content: '', where: 'file' },
    ];
    const all = [...files, ...unreadable];
    const before = await fingerprint(databaseUrl);
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const file = all[next++]!;
        problems.push(...problemsOf(file, await importFile(databaseUrl, join(folder, file.name))));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if ((await fingerprint(databaseUrl)) !== before) problems.push('import files: the database changed, though every file was refused');
    return { inputs: all.length, problems };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
