import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { StoreDetail } from '../src/contracts/api.contract';
import { storeHoursAt } from '../src/contracts/opening-hours';
import { US_TIME_ZONES } from '../src/stores/store-time-zone';
import { readPageState } from './page-state';
import { storeCsv, type StoreCsvRow } from './store-csv';
import { createImporterContext, testConfig, useTestApp } from './test-app';
import { queryDatabase } from './test-database';

/** Imported stores, each with the zone it must get. */
const STORES: Array<StoreCsvRow & { slug: string; stateSlug: string; citySlug: string; zone: string }> = [
  {
    slug: 'zone-test-new-york',
    city: 'New York',
    state: 'NY',
    stateSlug: 'new-york',
    citySlug: 'new-york',
    zipCode: '10001',
    latitude: '40.7505',
    longitude: '-73.9934',
    zone: 'America/New_York',
  },
  {
    slug: 'zone-test-los-angeles',
    city: 'Los Angeles',
    state: 'CA',
    stateSlug: 'california',
    citySlug: 'los-angeles',
    zipCode: '90012',
    latitude: '34.0522',
    longitude: '-118.2437',
    zone: 'America/Los_Angeles',
  },
  {
    slug: 'zone-test-phoenix',
    city: 'Phoenix',
    state: 'Arizona',
    stateSlug: 'arizona',
    citySlug: 'phoenix',
    zipCode: '85004',
    latitude: '33.4484',
    longitude: '-112.074',
    zone: 'America/Phoenix',
  },
  {
    slug: 'zone-test-honolulu',
    city: 'Honolulu',
    state: 'HI',
    stateSlug: 'hawaii',
    citySlug: 'honolulu',
    zipCode: '96813',
    latitude: '21.3069',
    longitude: '-157.8583',
    zone: 'Pacific/Honolulu',
  },
  // Coordinates over the state's principal zone: El Paso keeps Mountain time.
  {
    slug: 'zone-test-el-paso',
    city: 'El Paso',
    state: 'TX',
    stateSlug: 'texas',
    citySlug: 'el-paso',
    zipCode: '79901',
    latitude: '31.7619',
    longitude: '-106.485',
    zone: 'America/Denver',
  },
  // No coordinates: the state's zone.
  {
    slug: 'zone-test-no-coordinates',
    city: 'Austin',
    state: 'TX',
    stateSlug: 'texas',
    citySlug: 'austin',
    zipCode: '78701',
    zone: 'America/Chicago',
  },
];

/** '17:30' -> '5:30 PM', as the page writes a time. */
function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The page's body as text, as a reader without script sees it (React's `<!-- -->` between text parts dropped). */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">')).replace(/<script[\s\S]*?<\/script>/g, '');
  return body
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe("stores' time zones", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'directory-zones-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const testApp = useTestApp();
  const get = (path: string) => testApp.http().get(path);
  const zonesInTable = () =>
    queryDatabase<{ slug: string; time_zone: string }>(
      testApp.database.url,
      `select slug, time_zone from store where slug like 'zone-test-%' order by slug`,
    );

  let file: string;
  beforeAll(async () => {
    file = join(folder, 'zones.csv');
    await writeFile(
      file,
      storeCsv(
        STORES.map(({ zone: _zone, stateSlug: _state, citySlug: _city, ...row }) => ({
          ...row,
          businessName: `Zone Test ${row.city}`,
          address: '1 Main Street',
        })),
      ),
    );
    const context = await createImporterContext(testConfig(testApp.database.url, testApp.database.poolSize));
    try {
      const report = await context.importer.importFile(file);
      expect(report).toMatchObject({ committed: true, inserted: STORES.length });
    } finally {
      await context.close();
    }
  });

  it("gives each imported store the zone of its coordinates, or its state's without them, and the API returns it", async () => {
    expect(await zonesInTable()).toEqual(
      STORES.map((store) => ({ slug: store.slug, time_zone: store.zone })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    for (const store of STORES) {
      const detail = (await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail;
      expect(detail).toMatchObject({ slug: store.slug, stateSlug: store.stateSlug, citySlug: store.citySlug, timeZone: store.zone });
    }
    // Every store of the sample directory has a US zone, those near a border too (El Paso, Laredo, Detroit).
    const [counts] = await queryDatabase<{ stores: number; zoned: number }>(
      testApp.database.url,
      `select count(*)::int as stores, count(*) filter (where time_zone = any($1::text[]))::int as zoned from store`,
      [[...US_TIME_ZONES]],
    );
    expect(counts!.zoned).toBe(counts!.stores);
  });

  it('changes nothing when the same file is imported again', async () => {
    const context = await createImporterContext(testConfig(testApp.database.url, testApp.database.poolSize));
    try {
      expect(await context.importer.importFile(file)).toMatchObject({ committed: true, inserted: 0, updated: 0, unchanged: STORES.length });
    } finally {
      await context.close();
    }
  });

  it("renders a store page with today's row and its open state in the store's zone, at the render's instant", async () => {
    for (const slug of ['zone-test-new-york', 'zone-test-honolulu']) {
      const store = STORES.find((entry) => entry.slug === slug)!;
      const html = (await get(`/${store.stateSlug}/${store.citySlug}/${slug}`).expect(200)).text;
      const state = readPageState(html)!;
      const renderedAt = Date.parse(state.settings.renderedAt);
      expect(Math.abs(renderedAt - Date.now())).toBeLessThan(60_000);
      const detail = state.data[`/api/stores/${slug}`] as StoreDetail;
      expect(detail.timeZone).toBe(store.zone);

      const expected = storeHoursAt(detail.hours, store.zone, renderedAt)!;
      const text = bodyText(html);
      const today = expected.today!;
      expect(text).toContain(
        `Today (${expected.day}): ${today.isClosed ? 'Closed today' : `${formatTime(today.open)} - ${formatTime(today.close)}`}`,
      );
      expect(text).toContain(expected.isOpen ? 'Open now' : 'Closed now');
      expect(text).not.toContain(expected.isOpen ? 'Closed now' : 'Open now');
      // Today's row of the week is marked as such.
      expect(html).toMatch(new RegExp(`<li aria-current="date"[^>]*><span>${expected.day}</span>`));
    }
  });

  it("works out the zone of every store already in the table when the column's migration runs", async () => {
    const orm = testApp.app.get(MikroORM);
    const before = await queryDatabase<{ id: number; time_zone: string }>(
      testApp.database.url,
      'select id, time_zone from store order by id',
    );
    expect(before.length).toBeGreaterThan(6000);

    // Down past the migrations that came after it, to the time zones'.
    const undone: string[] = [];
    while (!undone.includes('Migration20261123000000_store_time_zone')) {
      const step = await orm.getMigrator().down();
      expect(step).toHaveLength(1);
      undone.push(...step.map((migration) => migration.name));
    }
    expect(undone).toContain('Migration20261125000000_search_documents');
    const [column] = await queryDatabase<{ present: boolean }>(
      testApp.database.url,
      `select exists (select 1 from information_schema.columns where table_name = 'store' and column_name = 'time_zone') as present`,
    );
    expect(column!.present).toBe(false);

    const started = performance.now();
    expect((await orm.getMigrator().up()).map((migration) => migration.name)).toEqual([...undone].reverse());
    console.log(`The time zone migration filled in ${before.length} stores in ${Math.round(performance.now() - started)} ms`);
    expect(await queryDatabase(testApp.database.url, 'select id, time_zone from store order by id')).toEqual(before);
    const [nullable] = await queryDatabase<{ is_nullable: string }>(
      testApp.database.url,
      `select is_nullable from information_schema.columns where table_name = 'store' and column_name = 'time_zone'`,
    );
    expect(nullable!.is_nullable).toBe('NO');
  });
});
