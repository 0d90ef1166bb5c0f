import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { CityStores, StoreDetail } from '../src/contracts/api.contract';
import { CHANGE_LISTENER_NAME } from '../src/database/change-notices';
import { MetaDescriptionService } from '../src/meta/meta-description.service';
import { signIn } from './admin-session';
import { storeCsv } from './store-csv';
import { createImporterContext, createTestApp, testConfig } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

const PASSWORD = 'a-test-admin-password';
/** How soon every instance must follow a change made by another. */
const WITHIN_MILLISECONDS = 1_000;

/** Asks until `check` holds; answers how long it took, or fails after `limit` milliseconds. */
async function timeUntil(check: () => Promise<boolean>, limit: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limit) throw new Error(`Not seen within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('two app instances on one database', () => {
  let database: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let folder: string;
  const onB = (path: string) => request(b.getHttpServer()).get(path);
  /** The administrator closes a store through instance A. */
  const closeOnA = async (slug: string, reason: string) => {
    const admin = await signIn(a, PASSWORD);
    await request(a.getHttpServer()).post(`/api/admin/stores/${slug}/close`).set('Cookie', admin).send({ reason }).expect(204);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // As on a database just migrated: no change announced yet, so the first one is number 1.
    await queryDatabase(database.url, 'alter sequence change_notice restart');
    // Answers kept for five minutes: only a change announced by the other instance can drop them.
    const config = () => testConfig(database.url, database.poolSize, { API_CACHE_SECONDS: '300', ADMIN_PASSWORD: PASSWORD });
    a = await createTestApp(config());
    b = await createTestApp(config());
    folder = await mkdtemp(join(tmpdir(), 'instances-'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("shows a store closed through one instance (the first change ever) on the other's next answers, kept answers and pages alike", async () => {
    const { stores } = (await onB('/api/states/oregon/cities/portland/stores?limit=100').expect(200)).body as CityStores;
    const store = stores[0]!;
    await onB(`/api/stores/${store.slug}`).expect(200);
    expect((await onB('/oregon/portland').expect(200)).text).toContain(store.businessName);

    await closeOnA(store.slug, 'Closed for good');

    const took = await timeUntil(async () => (await onB(`/api/stores/${store.slug}`)).status === 410, 5_000);
    expect(took).toBeLessThan(WITHIN_MILLISECONDS);
    const listed = (await onB('/api/states/oregon/cities/portland/stores?limit=100').expect(200)).body as CityStores;
    expect(listed.stores.map((each) => each.slug)).not.toContain(store.slug);
    expect(listed.total).toBe(stores.length - 1);
    expect((await onB('/oregon/portland').expect(200)).text).not.toContain(`/${store.slug}"`);
  });

  it('shows an import, made by the command beside them, on both at once', async () => {
    const city = (await onB('/api/states/oregon/cities/portland/stores?limit=100').expect(200)).body as CityStores;
    const file = join(folder, 'one-more.csv');
    const row = {
      slug: 'instances-test-resale-portland',
      businessName: 'Instances Test Resale',
      address: '1 Test Way',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      latitude: '45.52',
      longitude: '-122.68',
    };
    await writeFile(file, storeCsv([row]));
    const importer = await createImporterContext(testConfig(database.url, database.poolSize));
    try {
      expect(await importer.importer.importFile(file)).toMatchObject({ committed: true, inserted: 1 });
    } finally {
      await importer.close();
    }
    for (const app of [a, b]) {
      const took = await timeUntil(async () => {
        const answer = (await request(app.getHttpServer()).get('/api/states/oregon/cities/portland/stores?limit=100')).body as CityStores;
        return answer.total === city.total + 1;
      }, 5_000);
      expect(took).toBeLessThan(WITHIN_MILLISECONDS);
    }
    expect(((await onB(`/api/stores/${row.slug}`).expect(200)).body as StoreDetail).businessName).toBe(row.businessName);
  });

  it("puts an operator's meta description on the other's kept page at once", async () => {
    expect((await onB('/ohio').expect(200)).text).not.toContain('Ohio, store by store.');
    // As the operator's command sets it: in an entity manager of its own.
    await RequestContext.create(a.get(MikroORM).em, () => a.get(MetaDescriptionService).set('/ohio', 'Ohio, store by store.'));
    const took = await timeUntil(async () => (await onB('/ohio')).text.includes('Ohio, store by store.'), 5_000);
    expect(took).toBeLessThan(WITHIN_MILLISECONDS);
  });

  it('catches up on the changes announced while its listening connection was lost', async () => {
    const { stores } = (await onB('/api/states/oregon/cities/portland/stores?limit=100').expect(200)).body as CityStores;
    const store = stores[0]!;
    await onB(`/api/stores/${store.slug}`).expect(200);
    // Every instance's listening connection dropped by the server, and a change made at once.
    const dropped = await queryDatabase<{ pid: number }>(
      database.url,
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [CHANGE_LISTENER_NAME],
    );
    expect(dropped).toHaveLength(2);
    await closeOnA(store.slug, 'Closed while B was not listening');
    // Made again within a second; then the newest change is applied.
    const took = await timeUntil(async () => (await onB(`/api/stores/${store.slug}`)).status === 410, 10_000);
    expect(took).toBeLessThan(3 * WITHIN_MILLISECONDS);
  });
});
