import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import type { SitemapCacheInfo } from '../src/contracts/admin.contract';
import { StoreImporter } from '../src/database/import/store-importer';
import { SitemapTask } from '../src/sitemap/sitemap.task';
import { SitemapService } from '../src/sitemap/sitemap.service';
import { signIn } from './admin-session';
import { errorMessage } from './api-error';
import { readSitemap, type SitemapEntry } from './sitemap-reader';
import { storeCsv, type StoreCsvRow } from './store-csv';
import { createTestApp, testConfig, useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const SITE_URL = 'https://directory.test';
const PASSWORD = 'a-test-admin-password';

/** The pages every sitemap lists besides the directory's: home and the pages that depend on no data. */
const FIXED_PAGES = [
  '/',
  '/about',
  '/sitemap',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/map',
  '/awards',
  '/tools',
  '/tools/inventory-tracker',
  '/tools/price-comparison',
  '/tools/profit-calculator',
];

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function testStore(index: number, overrides: StoreCsvRow = {}): StoreCsvRow {
  return {
    slug: `sitemap-test-store-${index}`,
    businessName: `Sitemap Test Store ${index}`,
    address: `${100 + index} Crawler Lane`,
    city: 'Sitemapville',
    state: 'OR',
    zipCode: '97201',
    latitude: '45.52',
    longitude: '-122.68',
    ...overrides,
  };
}

describe('the XML sitemap', () => {
  const testApp = useTestApp({ SITE_URL, ADMIN_PASSWORD: PASSWORD });
  let folder: string;
  const get = (path: string) => testApp.http().get(path);
  const read = () => readSitemap(async (path) => (await get(path).expect(200)).text, SITE_URL);
  const byLoc = (urls: SitemapEntry[]) => new Map(urls.map((url) => [url.loc.slice(SITE_URL.length), url.lastmod]));

  async function importStores(rows: StoreCsvRow[]): Promise<void> {
    const file = join(folder, `stores-${Date.now()}.csv`);
    await writeFile(file, storeCsv(rows));
    const report = await testApp.app.get(StoreImporter).importFile(file);
    expect(report.committed).toBe(true);
  }

  async function regenerate(): Promise<void> {
    expect((await testApp.app.get(SitemapService).regenerate()).kind).toBe('generated');
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'directory-sitemap-'));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 503 until the scheduled task has made the first sitemap: a request never makes one', async () => {
    const early = await get('/sitemap.xml').expect(503);
    expect(early.headers['retry-after']).toBe('60');
    expect(errorMessage(early)).toBe('The sitemap is being generated. Try again in a minute.');
    expect(await queryDatabase(testApp.database.url, 'select id from sitemap_generation')).toHaveLength(0);

    expect(await testApp.app.get(SitemapService).refreshIfExpired()).toMatchObject({ kind: 'generated' });
    await get('/sitemap.xml').expect(200);
  }, 30_000);

  it('lists home, the static pages and every state, city and store with stores, each once', async () => {
    const sitemap = await read();
    const [states, cities, stores] = await Promise.all([
      queryDatabase<{ path: string }>(
        testApp.database.url,
        `select '/' || s.slug as path from state s where exists (select 1 from city c where c.state_id = s.id and c.store_count > 0)`,
      ),
      queryDatabase<{ path: string }>(
        testApp.database.url,
        `select '/' || s.slug || '/' || c.slug as path from city c join state s on s.id = c.state_id where c.store_count > 0`,
      ),
      queryDatabase<{ path: string }>(
        testApp.database.url,
        `select '/' || s.slug || '/' || c.slug || '/' || st.slug as path
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id`,
      ),
    ]);
    const expected = [...FIXED_PAGES, ...states.map((row) => row.path), ...cities.map((row) => row.path), ...stores.map((row) => row.path)];
    const listed = sitemap.urls.map((url) => url.loc);

    expect(states.length).toBe(51);
    expect(stores.length).toBeGreaterThan(6000);
    expect(listed).toHaveLength(FIXED_PAGES.length + states.length + cities.length + stores.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(expected.map((path) => SITE_URL + path)));
    // Under 50,000 URLs: one urlset, no index.
    expect(sitemap.files).toEqual([{ name: '/sitemap.xml', kind: 'urlset', entries: listed.length }]);
    expect(listed).not.toContain(`${SITE_URL}/admin`);
    expect(listed).not.toContain(`${SITE_URL}/search`);

    const status = (await testApp.app.get(SitemapService).status()) satisfies SitemapCacheInfo;
    expect(status.info).toMatchObject({
      urlCount: listed.length,
      stateCount: states.length,
      cityCount: cities.length,
      storeCount: stores.length,
    });
  }, 30_000);

  it("dates a city's page by the newest change among its stores, as its lastmod does, and a store's by its own", async () => {
    const dated = ['2026-01-05', '2026-06-30', '2025-12-01'].map((updatedAt, index) =>
      testStore(200 + index, { city: 'Datesville', updatedAt }),
    );
    await importStores(dated);
    await regenerate();
    const city = (await get('/api/states/oregon/cities/datesville').expect(200)).body as { updatedAt: string };
    expect(city.updatedAt).toBe('2026-06-30T00:00:00.000Z');
    const page = (await get('/oregon/datesville').expect(200)).text;
    expect(page).toContain('Updated <time dateTime="2026-06-30T00:00:00.000Z">June 30, 2026</time>');
    let lastmods = byLoc((await read()).urls);
    expect(lastmods.get('/oregon/datesville')).toBe('2026-06-30T00:00:00Z');
    expect(lastmods.get('/oregon/datesville/sitemap-test-store-202')).toBe('2025-12-01T00:00:00Z');

    // The same file again changes nothing; a store changed without a date is dated by the import.
    const before = Date.now() - 1000;
    await importStores(dated);
    await importStores([dated[0]!, dated[1]!, { ...dated[2]!, businessName: 'Sitemap Test Store Renamed', updatedAt: '' }]);
    await regenerate();
    lastmods = byLoc((await read()).urls);
    const renamed = Date.parse(lastmods.get('/oregon/datesville/sitemap-test-store-202')!);
    expect(renamed).toBeGreaterThanOrEqual(before);
    expect(lastmods.get('/oregon/datesville')).toBe(lastmods.get('/oregon/datesville/sitemap-test-store-202'));
    expect(lastmods.get('/oregon/datesville/sitemap-test-store-201')).toBe('2026-06-30T00:00:00Z');
  });

  it('gives lastmod to cities and stores (the time of their data’s last change), none to pages without such a date', async () => {
    const lastmods = byLoc((await read()).urls);
    const [store] = await queryDatabase<{ path: string; updated: string }>(
      testApp.database.url,
      `select '/' || s.slug || '/' || c.slug || '/' || st.slug as path,
              to_char(st.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated
         from store st join city c on c.id = st.city_id join state s on s.id = c.state_id order by st.id limit 1`,
    );
    expect(lastmods.get(store!.path)).toBe(store!.updated);
    expect(lastmods.get('/texas/houston')).toMatch(W3C_DATETIME);
    expect(lastmods.get('/')).toBeUndefined();
    expect(lastmods.get('/about')).toBeUndefined();
    expect(lastmods.get('/texas')).toBeUndefined();
  });

  it("changes a store's lastmod only when that store changes", async () => {
    const stores = [testStore(1), testStore(2)];
    await importStores(stores);
    await regenerate();
    const first = byLoc((await read()).urls);
    const one = '/oregon/sitemapville/sitemap-test-store-1';
    const two = '/oregon/sitemapville/sitemap-test-store-2';
    expect(first.get(one)).toMatch(W3C_DATETIME);

    // lastmod counts seconds: a change now would otherwise fall in the same second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await importStores(stores);
    await regenerate();
    const unchanged = byLoc((await read()).urls);
    expect(unchanged).toEqual(first);

    await importStores([testStore(1, { businessName: 'Sitemap Test Store One, Renamed' }), testStore(2)]);
    await regenerate();
    const changed = byLoc((await read()).urls);
    expect(changed.get(one)! > first.get(one)!).toBe(true);
    expect(changed.get(two)).toBe(first.get(two));
    // The city's page lists the renamed store: it changed too. Nothing else did.
    expect(changed.get('/oregon/sitemapville')! > first.get('/oregon/sitemapville')!).toBe(true);
    const others = [...first].filter(([path]) => path !== one && path !== '/oregon/sitemapville');
    for (const [path, lastmod] of others) expect(changed.get(path)).toBe(lastmod);
  }, 30_000);

  it('is sent gzipped to clients that take gzip, plain to the others, with an ETag that answers 304', async () => {
    const gzipped = await get('/sitemap.xml').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/xml; charset=utf-8');
    const plain = await get('/sitemap.xml').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(gzipped.text);
    // The unpacked copy is kept with the file: a client that asks again gets the same bytes.
    const again = await get('/sitemap.xml').set('Accept-Encoding', 'identity').expect(200);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.text).toBe(plain.text);
    // supertest unpacks the gzipped body: the bytes on the wire were far fewer than the XML's.
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 5);
    await get('/sitemap.xml')
      .set('If-None-Match', gzipped.headers.etag as string)
      .expect(304);
  });

  it('answers 404 for a sitemap file it does not have', async () => {
    await get('/sitemap-2.xml').expect(404).expect('Content-Type', /json/);
    await get('/sitemap-0.xml').expect(404);
  });

  it('is named by robots.txt, which keeps crawlers out of the admin page and the API', async () => {
    const robots = await get('/robots.txt').expect(200).expect('Content-Type', 'text/plain; charset=utf-8');
    expect(robots.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots.text).toMatch(/^Disallow: \/api\/$/m);
    // The admin page stays crawlable: its noindex can only work if crawlers read it.
    expect(robots.text).not.toMatch(/Disallow: \/admin/);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
  });

  it('keeps serving the last good sitemap when a regeneration fails', async () => {
    const before = await get('/sitemap.xml').expect(200);
    const statusBefore = await testApp.app.get(SitemapService).status();
    const cookie = await signIn(testApp.app, PASSWORD);
    // The database refuses the new files, as a full disk would.
    await queryDatabase(
      testApp.database.url,
      `create function refuse_sitemap_file() returns trigger language plpgsql as $$ begin raise exception 'no space left on device'; end $$;
       create trigger refuse_sitemap_file before insert on sitemap_file for each row execute function refuse_sitemap_file();`,
    );
    // The operator's log line, kept out of the test run's output.
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const failed = await testApp.http().post('/api/regenerate-sitemap').set('Cookie', cookie).expect(500);
      expect(failed.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'The sitemap could not be regenerated; the last good sitemap is still served.',
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Sitemap regeneration \(.+\) failed; the last good sitemap is still served: .*no space left on device/),
      );
    } finally {
      logged.mockRestore();
      await queryDatabase(testApp.database.url, 'drop trigger refuse_sitemap_file on sitemap_file; drop function refuse_sitemap_file();');
    }
    const after = await get('/sitemap.xml').expect(200);
    expect(after.text).toBe(before.text);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect((await testApp.app.get(SitemapService).status()).info).toEqual(statusBefore.info);
  });

  it('is regenerated by the scheduled task of one instance only, and every instance serves the same files', async () => {
    const second = await createTestApp(testConfig(testApp.database.url, testApp.database.poolSize, { SITE_URL, ADMIN_PASSWORD: PASSWORD }));
    try {
      const count = async () =>
        Number((await queryDatabase<{ n: string }>(testApp.database.url, 'select count(*) as n from sitemap_generation'))[0]!.n);
      const bothRun = async () =>
        (await Promise.all([testApp.app.get(SitemapService).refreshIfExpired(), second.get(SitemapService).refreshIfExpired()]))
          .map((outcome) => outcome.kind)
          .sort();
      const before = await count();
      // A fresh sitemap: the task of neither instance makes one (the later may find the lock taken).
      expect(await bothRun()).not.toContain('generated');
      expect(await count()).toBe(before);

      // A day later, both instances' tasks run at once: one makes the new sitemap, the other finds it
      // being made (busy) or made (fresh).
      await queryDatabase(testApp.database.url, `update sitemap_generation set expires_at = now() - interval '1 second'`);
      const outcomes = await bothRun();
      expect(outcomes).toContain('generated');
      expect(outcomes.filter((kind) => kind === 'generated')).toHaveLength(1);
      expect(await count()).toBe(before + 1);
      // Files are kept for the newest generation and the one before it only.
      const kept = await queryDatabase<{ n: string }>(testApp.database.url, 'select count(distinct generation_id) as n from sitemap_file');
      expect(kept[0]!.n).toBe('2');
      const [latest] = await queryDatabase<{ reason: string; expires_in_hours: number }>(
        testApp.database.url,
        `select reason, round(extract(epoch from expires_at - generated_at) / 3600)::int as expires_in_hours
           from sitemap_generation order by id desc limit 1`,
      );
      expect(latest).toEqual({ reason: 'schedule', expires_in_hours: 24 });

      const one = await get('/sitemap.xml').expect(200);
      const two = await request(second.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(two.text).toBe(one.text);
      expect(two.headers.etag).toBe(one.headers.etag);
      expect((await second.get(SitemapService).status()).valid).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('is made by one regeneration at a time: another is refused while the lock is held', async () => {
    const cookie = await signIn(testApp.app, PASSWORD);
    const holder = new Client({ connectionString: testApp.database.url });
    await holder.connect();
    try {
      // Another instance, in the middle of a regeneration.
      await holder.query('select pg_advisory_lock(7482001)');
      await queryDatabase(testApp.database.url, `update sitemap_generation set expires_at = now() - interval '1 second'`);
      expect(await testApp.app.get(SitemapService).refreshIfExpired()).toEqual({ kind: 'busy' });
      const refused = await testApp.http().post('/api/regenerate-sitemap').set('Cookie', cookie).expect(409);
      expect(errorMessage(refused)).toBe('A sitemap regeneration is already running. Try again in a minute.');
    } finally {
      await holder.query('select pg_advisory_unlock(7482001)');
      await holder.end();
    }
    expect(await testApp.app.get(SitemapService).refreshIfExpired()).toMatchObject({ kind: 'generated' });
  });

  it('is made again by the next scheduled check after an import changed the directory', async () => {
    expect(await testApp.app.get(SitemapService).refreshIfExpired()).toEqual({ kind: 'fresh' });
    await importStores([testStore(3)]);
    await testApp.app.get(SitemapTask).check();
    expect(await testApp.app.get(SitemapService).refreshIfExpired()).toEqual({ kind: 'fresh' });
    const listed = (await read()).urls.map((url) => url.loc);
    expect(listed).toContain(`${SITE_URL}/oregon/sitemapville/sitemap-test-store-3`);
  });

  it('answers the HTML sitemap content as text: main pages, every state, popular cities as City, ABBR', async () => {
    const response = await get('/api/sitemap-html').expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    expect(response.text).toContain('<a href="/about">About Us</a>');
    expect(response.text).toContain('<a href="/district-of-columbia">District of Columbia</a>');
    expect(response.text).toContain('<a href="/sitemap.xml">XML sitemap</a>');
    expect(response.text).toMatch(/<a href="\/alabama\/[a-z-]+">[^<]+, AL<\/a>/);
    // The first 3 cities of each of the first 10 states (District of Columbia has one).
    const states = (await get('/api/states').expect(200)).body as Array<{ slug: string }>;
    const cityLists = await Promise.all(
      states.slice(0, 10).map(async (state) => (await get(`/api/states/${state.slug}/cities`).expect(200)).body as Array<{ slug: string }>),
    );
    const popular = states
      .slice(0, 10)
      .flatMap((state, index) => cityLists[index]!.slice(0, 3).map((city) => `/${state.slug}/${city.slug}`));
    expect(popular.length).toBeGreaterThanOrEqual(28);
    expect(response.text.match(/(?<=<a href=")\/[a-z0-9-]+\/[a-z0-9-]+(?=">)/g)).toEqual(popular);
  });
});
