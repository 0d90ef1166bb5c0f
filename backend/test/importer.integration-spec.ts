import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { IMPORT_COLUMNS } from '../src/database/import/store-import-row';
import { storeCsv } from './store-csv';
import { createImporterContext, testConfig } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

const run = promisify(execFile);
const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');

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
      descriptions.map((description, index) => ({ seo_description: description, phone: null, sell_books: true, number_of_reviews: 401 + index })),
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

    const [before] = await queryDatabase<{ updated_at: Date }>(database.url, `select updated_at from store where slug = 'importer-test-store-2'`);
    rows[0] = { ...rows[0]!, businessName: 'Importer Test Store One, Renamed' };
    await writeFile(file, storeCsv(rows));
    const second = await importWithCli(file);
    expect(second.stdout).toContain('100 rows: 0 new, 1 updated, 99 unchanged.');
    const [after] = await queryDatabase<{ updated_at: Date }>(database.url, `select updated_at from store where slug = 'importer-test-store-2'`);
    expect(after!.updated_at).toEqual(before!.updated_at);
    const [renamed] = await queryDatabase<{ business_name: string }>(database.url, `select business_name from store where slug = 'importer-test-store-1'`);
    expect(renamed!.business_name).toBe('Importer Test Store One, Renamed');
  });

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

      await writeFile(join(folder, 'stores.json'), JSON.stringify([storeRow(201), { ...storeRow(202), sellBooks: true, numberOfReviews: 7 }]));
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
      const report = await context.importer.importFile(join(folder, name)).catch((error: Error) => ({ fileError: error.message, committed: false }));
      expect(report.committed).toBe(false);
      expect(report.fileError).toContain(message);
      expect(await fingerprint(database.url)).toBe(before);
    });
  });
});
