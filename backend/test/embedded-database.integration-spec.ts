import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './test-postgres';

const MAIN = resolve(__dirname, '../dist/main.js');

interface AppProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The built server as `npm start` runs it: no DATABASE_URL, so its own PostgreSQL in `folder`. */
async function startApp(folder: string): Promise<AppProcess> {
  const port = await freePort();
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_DATABASE_DIR: folder,
    // The burst comes from one address.
    API_RATE_LIMIT: '0',
    ADMIN_PASSWORD: 'a-test-admin-password',
    LOG_LEVEL: 'log',
    NO_COLOR: '1',
  };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves once the app says it is ready; rejects if it exits first. */
async function ready(app: AppProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!app.output().includes('"Ready in ')) {
    if (app.child.exitCode !== null) throw new Error(`The app exited (${app.child.exitCode}): ${app.output().slice(-2_000)}`);
    if (Date.now() > deadline) throw new Error(`The app was not ready within a minute: ${app.output().slice(-2_000)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The app started on `folder`, once it says it is ready. */
async function readyApp(folder: string): Promise<AppProcess> {
  const app = await startApp(folder);
  await ready(app);
  return app;
}

async function storeCount(app: AppProcess): Promise<number> {
  const response = await fetch(`${app.base}/api/stats`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { storeCount: number }).storeCount;
}

/** Every page the sitemap names (itself, or each file of its index). */
async function sitemapPaths(app: AppProcess): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const root = await (await fetch(`${app.base}/sitemap.xml`)).text();
  if (!root.includes('<sitemapindex')) return locations(root);
  const pages = await Promise.all(locations(root).map(async (file) => locations(await (await fetch(`${app.base}${file}`)).text())));
  return [...new Set(pages.flat())];
}

describe('npm start without DATABASE_URL: the embedded PostgreSQL', () => {
  let folder: string;
  let app: AppProcess | undefined;
  const serverRunning = () => existsSync(join(folder, 'data', 'postmaster.pid'));

  beforeAll(async () => {
    const parent = await mkdtemp(join(tmpdir(), 'directory-embedded-'));
    // As a project folder is: readable by all (as root, PostgreSQL runs as another user).
    await chmod(parent, 0o755);
    folder = join(parent, 'postgres');
  });

  afterEach(async () => {
    if (app && app.child.exitCode === null) {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    app = undefined;
  });

  afterAll(async () => {
    await rm(resolve(folder, '..'), { recursive: true, force: true });
  });

  it('creates the database and loads the sample directory on its first start, then answers 600 distinct pages at once without a 5xx', async () => {
    app = await readyApp(folder);
    expect(app.output()).toContain('PostgreSQL created and started');
    // A start says what it does in a few lines: the framework's registration lines are at debug.
    const startLines = app.output().slice(0, app.output().indexOf('"Ready in ')).trim().split('\n');
    expect(startLines.length).toBeLessThanOrEqual(10);
    expect(app.output()).not.toMatch(/RouterExplorer|InstanceLoader|RoutesResolver|\\u001b/);
    expect(app.output()).toContain('Applied migrations: ');
    expect(await storeCount(app)).toBeGreaterThan(6_000);

    // The first sitemap is made just after the start.
    let paths: string[] = [];
    for (const deadline = Date.now() + 30_000; paths.length < 600 && Date.now() < deadline;) {
      paths = (await sitemapPaths(app).catch(() => [])).slice(0, 600);
      if (paths.length < 600) await new Promise((done) => setTimeout(done, 250));
    }
    expect(paths).toHaveLength(600);
    const statuses = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${app!.base}${path}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  it('refuses a second process on the same folder, saying why, while the first serves on', async () => {
    app = await readyApp(folder);
    const second = await startApp(folder);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect(await storeCount(app)).toBeGreaterThan(6_000);
  }, 60_000);

  it('stops its PostgreSQL when it stops, and a later start keeps the data without loading it again', async () => {
    app = await readyApp(folder);
    const stores = await storeCount(app);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(serverRunning()).toBe(false);

    app = await readyApp(folder);
    expect(app.output()).not.toContain('loading the sample data');
    expect(await storeCount(app)).toBe(stores);
  }, 60_000);

  it('starts again after a crash: the server and lock the crashed process left are cleared', async () => {
    app = await readyApp(folder);
    const stores = await storeCount(app);
    app.child.kill('SIGKILL');
    await app.exited;
    expect(serverRunning()).toBe(true);

    app = await readyApp(folder);
    expect(await storeCount(app)).toBe(stores);
    expect((await fetch(`${app.base}/california`)).status).toBe(200);
  }, 60_000);
});
