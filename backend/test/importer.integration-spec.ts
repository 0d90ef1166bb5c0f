import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect } from '@jest/globals';
import { Client } from 'pg';
import { IMPORT_COLUMNS } from '../src/database/import/store-import-row';
import { storeCsv } from './store-csv';
import { createImporterContext, testConfig } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

const run = promisify(execFile);
const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');
const SAMPLE_DATA_CLI = resolve(__dirname, '../src/database/sample-data/generate-sample-data.ts');
/** What an operator must never see: the database's own words, or a stack trace. */
const RAW_ERROR =
  /syntax error at or near|invalid byte sequence|unsupported Unicode|invalid input syntax|DriverException|\n\s+at |node_modules/;

type Row = Record<(typeof IMPORT_COLUMNS)[number], string>;

function storeRow(index: number): Row {
  const row = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as Row;
  return {
    ...row,
    slug: `importer-test-store-${index}`,
    businessName: `Importer Test Store ${index}`,
    address: `${100 + index} Test Avenue`,
    city: index % 2 === 0 ? 'Testville' : 'Sampleton',
    state: index % 3 === 0 ? 'Oregon' : 'OR',
    zipCode: '97201',
    latitude: (45.5 + index / 1000).toFixed(4),
    longitude: '-122.68',
    numberOfReviews: String(index),
    seoDescription: 'A test store, with a comma, and "quotes".',
    sellClothes: 'true',
  };
}

/** Everything the importer could have changed, in one comparable value. */
async function fingerprint(url: string): Promise<string> {
  const [row] = await queryDatabase<{ stores: string; cities: string }>(
    url,
    `select (select md5(string_agg(s::text, '|' order by s.id)) from store s) as stores,
            (select md5(string_agg(c::text, '|' order by c.id)) from city c) as cities`,
  );
  return `${row!.stores}/${row!.cities}`;
}

/** The store table's indexes and constraints as PostgreSQL would make them again. */
async function storeIndexes(url: string): Promise<string[]> {
  const rows = await queryDatabase<{ definition: string }>(
    url,
    `select definition from (
       select indexname as name, indexdef as definition from pg_indexes where tablename = 'store'
       union all
       select conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'store'::regclass
     ) checks order by name`,
  );
  return rows.map((row) => row.definition);
}

describe('the importer', () => {
  let database: TestDatabase;
  let folder: string;
  let indexes: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'directory-import-test-'));
    indexes = await storeIndexes(database.url);
  });

  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const importWithCli = async (file: string) => {
    if (!existsSync(IMPORT_CLI)) throw new Error(`${IMPORT_CLI} is missing: run 'npm run build' first`);
    return run(process.execPath, [IMPORT_CLI, file], {
      env: { ...process.env, DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(database.poolSize), LOG_LEVEL: 'error' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };

  it('loads an empty directory with its indexes built at the end, and leaves them as they were when it rolls back', async () => {
    await queryDatabase(database.url, 'delete from store');
    const rows = Array.from({ length: 50 }, (_, index) => storeRow(index + 1));
    const bad = join(folder, 'first-bad.csv');
    await writeFile(bad, storeCsv([...rows, { ...storeRow(51), zipCode: 'none' }]));
    expect((await importWithCli(bad)).code).toBe(1);
    expect(await queryDatabase(database.url, 'select id from store')).toEqual([]);
    expect(await storeIndexes(database.url)).toEqual(indexes);

    const good = join(folder, 'first.csv');
    await writeFile(good, storeCsv(rows));
    expect((await importWithCli(good)).stdout).toContain('50 rows: 50 new, 0 updated, 0 unchanged.');
    expect(indexes.length).toBeGreaterThanOrEqual(11);
    expect(indexes).toContain('FOREIGN KEY (city_id) REFERENCES city(id) ON UPDATE CASCADE ON DELETE RESTRICT');
    expect(await storeIndexes(database.url)).toEqual(indexes);
    await queryDatabase(database.url, 'delete from store');
  });

  it('stores awkward text exactly on a first import, so the same file imported again changes nothing', async () => {
    await queryDatabase(database.url, 'delete from store');
    const descriptions = ['Back\\slash \\N and \\. end', 'Tab\there, a line\nbreak and\r\nCRLF', 'Café “quoted”, 🧥 and ½ price'];
    const rows = descriptions.map((seoDescription, index) => ({ ...storeRow(401 + index), seoDescription, phone: '', sellBooks: 'yes' }));
    const file = join(folder, 'awkward.csv');
    await writeFile(file, storeCsv(rows));

    expect((await importWithCli(file)).stdout).toContain('3 rows: 3 new, 0 updated, 0 unchanged.');
    const stored = await queryDatabase<{ seo_description: string; phone: string | null; sell_books: boolean; number_of_reviews: number }>(
      database.url,
      'select seo_description, phone, sell_books, number_of_reviews from store order by slug',
    );
    expect(stored).toEqual(
      descriptions.map((description, index) => ({
        seo_description: description,
        phone: null,
        sell_books: true,
        number_of_reviews: 401 + index,
      })),
    );
    expect((await importWithCli(file)).stdout).toContain('3 rows: 0 new, 0 updated, 3 unchanged.');
    await queryDatabase(database.url, 'delete from store');
  });

  it('rejects a 100-row CSV with one bad row: exit code 1, the line and field named, nothing changed', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => storeRow(index + 1));
    rows[57] = { ...rows[57]!, zipCode: '9720' }; // the 58th row is on line 59, after the header
    const file = join(folder, 'one-bad-row.csv');
    await writeFile(file, storeCsv(rows));
    const before = await fingerprint(database.url);

    const result = await importWithCli(file);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('1 problem in 100 rows. Nothing was imported.');
    expect(result.stderr).toContain('line 59, field zipCode: zipCode must be a 5-digit ZIP code');
    expect(await fingerprint(database.url)).toBe(before);
  });

  it("stores each row's consignment terms, on a first import and an update, with the facts search filters by; bad terms named by line", async () => {
    await queryDatabase(database.url, 'delete from store');
    const terms = {
      accepts: 'furniture; clothing',
      consignorSplit: '40% to $100; 55%',
      consignmentDays: '60',
      markdowns: '25% after 30 days',
      intake: 'walk-in',
      payoutSchedule: 'monthly',
      payoutMethods: 'check',
      unsold: 'returned',
      unsoldGraceDays: '7',
    };
    const rows = [
      { ...storeRow(701), ...terms },
      { ...storeRow(702), ...terms, accepts: 'clothing', intake: 'appointment' },
      storeRow(703),
    ];
    const file = join(folder, 'terms.csv');
    await writeFile(file, storeCsv(rows));
    const facts = () =>
      queryDatabase<{
        slug: string;
        periodDays: number | null;
        consigns_furniture: boolean;
        least_consignor_percent: number | null;
        walk_in_intake: boolean;
      }>(
        database.url,
        `select slug, (consignment_terms ->> 'periodDays')::int as "periodDays", consigns_furniture, least_consignor_percent, walk_in_intake
           from store order by slug`,
      );
    // A first import (COPY), then an update (the upsert): the same terms, the same facts.
    expect((await importWithCli(file)).stdout).toContain('3 rows: 3 new, 0 updated, 0 unchanged.');
    const expected = [
      { slug: 'importer-test-store-701', periodDays: 60, consigns_furniture: true, least_consignor_percent: 40, walk_in_intake: true },
      { slug: 'importer-test-store-702', periodDays: 60, consigns_furniture: false, least_consignor_percent: 40, walk_in_intake: false },
      {
        slug: 'importer-test-store-703',
        periodDays: null,
        consigns_furniture: false,
        least_consignor_percent: null,
        walk_in_intake: false,
      },
    ];
    expect(await facts()).toEqual(expected);
    expect((await importWithCli(file)).stdout).toContain('3 rows: 0 new, 0 updated, 3 unchanged.');
    rows[0] = { ...rows[0]!, consignorSplit: '60%', categorySplit: 'clothing 50%' };
    await writeFile(file, storeCsv(rows));
    expect((await importWithCli(file)).stdout).toContain('3 rows: 0 new, 1 updated, 2 unchanged.');
    expect((await facts())[0]).toMatchObject({ least_consignor_percent: 50 });

    // Bad terms: each row's line and column named, nothing changed.
    const before = await fingerprint(database.url);
    await writeFile(
      file,
      storeCsv([
        { ...rows[0], consignorSplit: '120%' },
        rows[1]!,
        { ...rows[2]!, accepts: 'furniture' },
        { ...storeRow(704), ...terms, payoutSchedule: 'yearly' },
      ]),
    );
    const refused = await importWithCli(file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 2, field consignorSplit: consignorSplit must be');
    expect(refused.stderr).toContain('line 4, field consignorSplit: consignorSplit is required with the other consignment terms columns');
    expect(refused.stderr).toContain('line 5, field payoutSchedule: payoutSchedule must be one of on-sale, weekly, biweekly, monthly');
    expect(refused.stderr).not.toMatch(RAW_ERROR);
    expect(await fingerprint(database.url)).toBe(before);
    await queryDatabase(database.url, 'delete from store');
  });

  it("refuses a photo on another site, written as '//host/...' or '/\\host/...', naming each row", async () => {
    const rows = Array.from({ length: 10 }, (_, index) => storeRow(index + 1));
    rows[2] = { ...rows[2]!, photo: '//evil.example/x.png' };
    rows[6] = { ...rows[6]!, photo: '/\\evil.example/x.png' };
    const file = join(folder, 'off-site-photos.csv');
    await writeFile(file, storeCsv(rows));
    const before = await fingerprint(database.url);

    const result = await importWithCli(file);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2 problems in 10 rows. Nothing was imported.');
    expect(result.stderr).toContain('line 4, field photo: photo must be an https:// address or a path on this site');
    expect(result.stderr).toContain('line 8, field photo: photo must be an https:// address or a path on this site');
    expect(await fingerprint(database.url)).toBe(before);
  });

  it('imports a good file, then matches stores by slug: unchanged rows stay untouched, changed ones update', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => storeRow(index + 1));
    const file = join(folder, 'good.csv');
    await writeFile(file, storeCsv(rows));

    const first = await importWithCli(file);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('100 rows: 100 new, 0 updated, 0 unchanged.');
    const cities = await queryDatabase<{ name: string; store_count: number }>(
      database.url,
      `select c.name, c.store_count from city c join state s on s.id = c.state_id where s.abbreviation = 'OR' and c.slug in ('testville', 'sampleton') order by c.name`,
    );
    expect(cities).toEqual([
      { name: 'Sampleton', store_count: 50 },
      { name: 'Testville', store_count: 50 },
    ]);

    const [before] = await queryDatabase<{ updated_at: Date }>(
      database.url,
      `select updated_at from store where slug = 'importer-test-store-2'`,
    );
    rows[0] = { ...rows[0]!, businessName: 'Importer Test Store One, Renamed' };
    await writeFile(file, storeCsv(rows));
    const second = await importWithCli(file);
    expect(second.stdout).toContain('100 rows: 0 new, 1 updated, 99 unchanged.');
    const [after] = await queryDatabase<{ updated_at: Date }>(
      database.url,
      `select updated_at from store where slug = 'importer-test-store-2'`,
    );
    expect(after!.updated_at).toEqual(before!.updated_at);
    const [renamed] = await queryDatabase<{ business_name: string }>(
      database.url,
      `select business_name from store where slug = 'importer-test-store-1'`,
    );
    expect(renamed!.business_name).toBe('Importer Test Store One, Renamed');
  });

  /** Imports a file the importer must refuse: exit code 1, these words in the report, nothing changed. */
  const expectRefused = async (file: string, ...report: string[]) => {
    const before = await fingerprint(database.url);
    const result = await importWithCli(file);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    for (const words of report) expect(result.stderr).toContain(words);
    expect(result.stderr).not.toMatch(RAW_ERROR);
    expect(await fingerprint(database.url)).toBe(before);
    return result;
  };

  it('reports a NUL character as a bad field, not a database error, on a first import and on an update', async () => {
    await queryDatabase(database.url, 'delete from store');
    const rows = Array.from({ length: 10 }, (_, index) => storeRow(501 + index));
    const file = join(folder, 'nul.csv');
    await writeFile(file, storeCsv(rows.map((row, index) => (index === 5 ? { ...row, businessName: 'Nul\u0000Store' } : row))));
    await expectRefused(
      file,
      '1 problem in 10 rows.',
      'line 7, field businessName: businessName must not contain a NUL character (U+0000) (after “Nul”)',
    );

    await writeFile(file, storeCsv(rows));
    expect((await importWithCli(file)).stdout).toContain('10 rows: 10 new, 0 updated, 0 unchanged.');
    const json = join(folder, 'nul.json');
    await writeFile(
      json,
      JSON.stringify(rows.map((row, index) => (index === 2 ? { ...row, address: '1 Main St\u0000', city: 'Austin\u001b[2J' } : row))),
    );
    await expectRefused(
      json,
      'item 3, field address: address must not contain a NUL character (U+0000) (after “1 Main St”)',
      'item 3, field city: city must not contain the control character U+001B (after “Austin”)',
    );
    await queryDatabase(database.url, 'delete from store');
  });

  it('refuses a file that is not UTF-8, naming the file and its first bad line and saying how to fix it', async () => {
    // As Windows-1252 (or Latin-1) writes it: é is the one byte 0xE9.
    const windows1252 = Buffer.from(
      storeCsv([storeRow(601), { ...storeRow(602), businessName: 'Caf\u00e9 Du Monde' }, storeRow(603)]),
      'latin1',
    );
    await writeFile(join(folder, 'windows-1252.csv'), windows1252);
    await expectRefused(join(folder, 'windows-1252.csv'), 'windows-1252.csv: line 3: not UTF-8 text (byte 0xE9)', 'save the file as UTF-8');
    await writeFile(join(folder, 'windows-1252.csv.gz'), gzipSync(windows1252));
    await expectRefused(join(folder, 'windows-1252.csv.gz'), 'windows-1252.csv.gz: line 3: not UTF-8 text (byte 0xE9)');
  });

  it('takes a UTF-8 file that starts with a byte order mark, its first column named as written', async () => {
    const file = join(folder, 'bom.csv');
    await writeFile(file, `\uFEFF${storeCsv([storeRow(611)])}`);
    const result = await importWithCli(file);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('1 rows: 1 new') });
    expect(await queryDatabase(database.url, `select slug from store where slug = 'importer-test-store-611'`)).toHaveLength(1);
  });

  it.each([
    ['empty.csv', '', 'empty.csv: the file is empty: it has no header line and no stores. Nothing was imported.'],
    ['blank.csv', '\n  \r\n\n', 'blank.csv: the file is empty'],
    ['bom-only.csv', '\uFEFF', 'bom-only.csv: the file is empty'],
    ['empty.csv.gz', gzipSync(''), 'empty.csv.gz: the file is empty'],
    [
      'header-only.csv',
      `${IMPORT_COLUMNS.join(',')}\r\n`,
      'header-only.csv: no stores in header-only.csv: it has a header line but no rows',
    ],
    ['empty.json', ' \n', 'empty.json: the file is empty'],
    ['empty-array.json', '[]', 'empty-array.json: no stores in empty-array.json: its array is empty'],
  ])('refuses a file with no stores (%s): exit code 1, nothing changed', async (name, content, message) => {
    await writeFile(join(folder, name), content);
    await expectRefused(join(folder, name), message);
  });

  it('refuses a header that names a column twice, naming it', async () => {
    const file = join(folder, 'twice-city.csv');
    await writeFile(file, `${IMPORT_COLUMNS.join(',')},city\n${storeCsv([storeRow(621)]).split('\n')[1]},Elsewhere\n`);
    await expectRefused(file, "twice-city.csv: line 1: Duplicate column 'city' on line 1: each column may appear once");
  });

  it('reads 100,000 blank lines in a second (they took about 40 s), still naming the right line', async () => {
    const file = join(folder, 'blank-lines.csv');
    await writeFile(
      file,
      `${IMPORT_COLUMNS.join(',')}\n${'\n'.repeat(100_000)}${storeCsv([{ ...storeRow(631), zipCode: '9720' }]).split('\n')[1]}\n`,
    );
    let started = Date.now();
    await expectRefused(file, 'line 100002, field zipCode: zipCode must be a 5-digit ZIP code');
    expect(Date.now() - started).toBeLessThan(10_000);
    await writeFile(file, '\r\n'.repeat(100_000));
    started = Date.now();
    await expectRefused(file, 'blank-lines.csv: the file is empty');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 180_000);

  it('runs two first imports at once one after the other, without a deadlock', async () => {
    await queryDatabase(database.url, 'delete from store');
    const files = [0, 1].map((part) => join(folder, `at-once-${part}.csv`));
    await writeFile(files[0]!, storeCsv(Array.from({ length: 5 }, (_, index) => storeRow(701 + index))));
    await writeFile(files[1]!, storeCsv(Array.from({ length: 5 }, (_, index) => storeRow(711 + index))));
    // Another session holds the lock a first import takes, until both imports wait for it. (Both had
    // read the table before asking for it: the first one to get it then waited for the other's read.)
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table store in exclusive mode');
      const imports = files.map((file) => importWithCli(file));
      const waiting = async () =>
        Number(
          (await holder.query<{ count: string }>(`select count(*) from pg_locks where relation = 'store'::regclass and not granted`))
            .rows[0]!.count,
        );
      for (const deadline = Date.now() + 30_000; (await waiting()) < 2 && Date.now() < deadline;)
        await new Promise((wait) => setTimeout(wait, 50));
      await holder.query('commit');
      const results = await Promise.all(imports);
      expect(results.map((result) => result.stderr)).toEqual(['', '']);
      expect(results.map((result) => result.code)).toEqual([0, 0]);
    } finally {
      await holder.end();
    }
    expect(await queryDatabase(database.url, `select slug from store where slug like 'importer-test-store-7%'`)).toHaveLength(10);
    await queryDatabase(database.url, 'delete from store');
  }, 60_000);

  it('makes sample data as its name says: plain CSV for .csv, gzip for .csv.gz, and refuses any other name', async () => {
    // As an operator runs it (`npm run sample-data`): faker is an ES module, which Jest cannot load.
    const sampleData = (out: string) =>
      run(process.execPath, [
        require.resolve('tsx/cli'),
        SAMPLE_DATA_CLI,
        '--stores',
        '12',
        '--seed',
        '7',
        '--out',
        join(folder, out),
      ]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    expect((await sampleData('sample.csv')).code).toBe(0);
    expect((await sampleData('sample.csv.gz')).code).toBe(0);
    const plain = await readFile(join(folder, 'sample.csv'));
    expect(plain.toString().split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(gunzipSync(await readFile(join(folder, 'sample.csv.gz')))).toEqual(plain);

    const refused = await sampleData('sample.txt');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--out must name a .csv file (plain CSV) or a .csv.gz file (gzip-compressed), not 'sample.txt'");
    expect(existsSync(join(folder, 'sample.txt'))).toBe(false);
  }, 60_000);

  describe('in process', () => {
    let context: Awaited<ReturnType<typeof createImporterContext>>;
    beforeAll(async () => {
      context = await createImporterContext(testConfig(database.url, database.poolSize));
    });
    afterAll(async () => context?.close());

    it('reads JSON, gzip-compressed or not, and reports problems by item number', async () => {
      const stores = [storeRow(201), { ...storeRow(202), state: 'Narnia' }];
      const file = join(folder, 'stores.json.gz');
      await writeFile(file, gzipSync(JSON.stringify({ stores })));
      const report = await context.importer.importFile(file);
      expect(report.committed).toBe(false);
      expect(report.problems).toEqual([
        { location: { kind: 'item', number: 2 }, field: 'state', problem: 'state must be the name or two-letter code of a US state or DC' },
      ]);

      await writeFile(
        join(folder, 'stores.json'),
        JSON.stringify([storeRow(201), { ...storeRow(202), sellBooks: true, numberOfReviews: 7 }]),
      );
      const good = await context.importer.importFile(join(folder, 'stores.json'));
      expect(good).toMatchObject({ committed: true, inserted: 2, problemCount: 0 });
    });

    it('names a slug used twice in one file', async () => {
      const file = join(folder, 'twice.csv');
      await writeFile(file, storeCsv([storeRow(301), storeRow(302), storeRow(301)]));
      const report = await context.importer.importFile(file);
      expect(report.problems).toEqual([
        { location: { kind: 'line', number: 4 }, field: 'slug', problem: "slug 'importer-test-store-301' is already used on line 2" },
      ]);
    });

    it.each([
      ['unknown.csv', `${IMPORT_COLUMNS.join(',')},colour\n`, "line 1: Unknown column 'colour' on line 1"],
      ['missing.csv', 'slug,businessName\nx,y\n', 'line 1: Missing required columns address, city, state, zipCode on line 1'],
      ['broken.csv', `${IMPORT_COLUMNS.join(',')}\n"unclosed,quote\n`, 'CSV syntax error'],
      ['broken.json', '{"stores": [', 'JSON syntax error'],
      ['stores.txt', 'hello', 'Cannot tell the format of stores.txt'],
    ])('refuses a bad file as a whole (%s) and changes nothing', async (name, content, message) => {
      const before = await fingerprint(database.url);
      await writeFile(join(folder, name), content);
      const report = await context.importer
        .importFile(join(folder, name))
        .catch((error: Error) => ({ fileError: error.message, committed: false }));
      expect(report.committed).toBe(false);
      expect(report.fileError).toContain(message);
      expect(await fingerprint(database.url)).toBe(before);
    });
  });
});
