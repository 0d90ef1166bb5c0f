import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { SitemapService } from '../src/sitemap/sitemap.service';
import { addGeneratedStores, GENERATED_STORE_SLUG_PREFIX } from './generated-stores';
import { readSitemap } from './sitemap-reader';
import { createTestApp, testConfig } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

const SITE_URL = 'https://directory.test';
/** With the sample directory's 9,000-odd pages: well above one file's 50,000 URLs. */
const ADDED_STORES = 45_000;

describe('the XML sitemap of a directory above 50,000 pages', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    database = await createTestDatabase();
    await addGeneratedStores(database.url, ADDED_STORES);
    app = await createTestApp(testConfig(database.url, database.poolSize, { SITE_URL }));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is a sitemap index over files of at most 50,000 URLs, together listing every page once', async () => {
    const outcome = await app.get(SitemapService).regenerate();
    expect(outcome.kind).toBe('generated');

    const sitemap = await readSitemap(async (path) => (await get(path).expect(200)).text, SITE_URL);
    const [{ stores }] = (await queryDatabase<{ stores: string }>(database.url, 'select count(*) as stores from store')) as [
      { stores: string },
    ];
    const total = (await app.get(SitemapService).status()).info.urlCount;

    expect(Number(stores)).toBeGreaterThan(ADDED_STORES);
    expect(total).toBeGreaterThan(50_000);
    expect(sitemap.files[0]).toEqual({ name: '/sitemap.xml', kind: 'sitemapindex', entries: 2 });
    expect(sitemap.files.slice(1)).toEqual([
      { name: '/sitemap-1.xml', kind: 'urlset', entries: 50_000 },
      { name: '/sitemap-2.xml', kind: 'urlset', entries: total - 50_000 },
    ]);
    expect(sitemap.urls).toHaveLength(total);
    expect(new Set(sitemap.urls.map((url) => url.loc)).size).toBe(total);
    expect(sitemap.urls.filter((url) => url.loc.startsWith(`${SITE_URL}/texas/austin/${GENERATED_STORE_SLUG_PREFIX}`))).toHaveLength(
      ADDED_STORES,
    );
    await get('/sitemap-3.xml').expect(404);
  }, 120_000);
});
