import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';
import { freePort } from './test-postgres';

const MAIN = resolve(__dirname, '../dist/main.js');
const SITE_URL = 'https://directory.test';

interface AppProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** The built server, as an operator starts it, with the sitemap task checking every second. */
async function startApp(databaseUrl: string): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      MIGRATE_ON_START: 'false',
      SAMPLE_DATA_ON_EMPTY: 'false',
      SITE_URL,
      ADMIN_PASSWORD: 'a-test-admin-password',
      SITEMAP_CHECK_SECONDS: '1',
      LOG_LEVEL: 'log',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function stop(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null) return;
  const exited = once(app.child, 'exit');
  app.child.kill('SIGTERM');
  await exited;
}

describe('two app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let apps: AppProcess[] = [];
  const generations = async () =>
    Number((await queryDatabase<{ n: string }>(database.url, 'select count(*) as n from sitemap_generation'))[0]!.n);
  const fetchSitemap = async (app: AppProcess) => {
    const response = await fetch(`${app.base}/sitemap.xml`);
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag'), text: await response.text() };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    apps = await Promise.all([startApp(database.url), startApp(database.url)]);
    await Promise.all(
      apps.map((app) => waitFor(`${app.base} to answer`, async () => ((await fetch(`${app.base}/api/stats`)).ok ? true : undefined))),
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map(stop));
    await database?.drop();
  });

  it('runs the scheduled sitemap task once, and both serve identical sitemaps', async () => {
    // Both check at start and every second after: the first sitemap is made by one of them only.
    await waitFor('the first sitemap', async () => ((await generations()) > 0 ? true : undefined));
    await sleep(3_000);
    expect(await generations()).toBe(1);
    const made = apps.map((app) => (app.output().match(/Sitemap \d+ generated \(schedule\)/g) ?? []).length);
    expect(made.sort()).toEqual([0, 1]);

    const [one, two] = await Promise.all(apps.map(fetchSitemap));
    expect(one!.text).toContain(`<loc>${SITE_URL}/texas/austin</loc>`);
    expect(two!.text).toBe(one!.text);
    expect(two!.etag).toBe(one!.etag);

    // A day later (the sitemap expired), again one of them makes the next one, and both serve it.
    await queryDatabase(database.url, `update sitemap_generation set expires_at = now() - interval '1 second'`);
    await waitFor('the second sitemap', async () => ((await generations()) > 1 ? true : undefined));
    await sleep(3_000);
    expect(await generations()).toBe(2);
    const [latest] = await queryDatabase<{ generated_by: string; reason: string }>(
      database.url,
      'select generated_by, reason from sitemap_generation order by id desc limit 1',
    );
    expect(latest!.reason).toBe('schedule');
    const pids = apps.map((app) => `:${app.child.pid}`);
    expect(pids.some((pid) => latest!.generated_by.endsWith(pid))).toBe(true);

    const [three, four] = await Promise.all(apps.map(fetchSitemap));
    expect(four!.text).toBe(three!.text);
    expect(four!.etag).toBe(three!.etag);
  }, 60_000);
});
