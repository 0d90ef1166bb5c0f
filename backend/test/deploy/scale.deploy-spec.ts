import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from '@jest/globals';
import { stopWhenGone, type Watch } from '../stop-when-gone';
import { systemPostgresBinaries } from '../../src/database/postgres-server';
import { queryDatabase } from '../test-database';
import { freePort, ServerPostgres } from '../test-postgres';
import { claimToken, TestSmtpServer } from '../test-smtp';
import { FORM_MINIMUM_FILL_SECONDS } from '../../src/contracts/contributions.contract';
import { startProxy, startRedis, stopProcess, until, type TestServer } from './deploy-servers';

const MAIN = resolve(__dirname, '../../dist/main.js');
const PASSWORD = 'a-test-admin-password';
/** The lag limit the instances run with: short, so that the test sees a replica left out. */
const MAX_LAG_SECONDS = 2;

/** One app process (`node backend/dist/main.js`, as the container runs it), its log kept. */
class Instance {
  log = '';
  private readonly watch: Watch;

  private constructor(
    readonly process: ChildProcess,
    readonly port: number,
  ) {
    process.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    process.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.watch = stopWhenGone({ processes: [process.pid!] });
  }

  static async start(environment: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = new Instance(child, port);
    try {
      await until(async () => (await fetch(`${instance.url}/api/health/ready`)).ok, 120_000, 250);
    } catch (error) {
      await instance.stop('SIGKILL');
      throw new Error(`The app did not start: ${instance.log.slice(-2_000)}`, { cause: error });
    }
    return instance;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await stopProcess(this.process, signal);
    this.watch.release();
  }
}

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * The directory on more than one machine, with real servers: two app processes behind the compose
 * files' nginx, on one PostgreSQL primary (Debian's PostgreSQL 15) with a streaming replica, counting
 * their limits in one Redis. Everything on 127.0.0.1, stopped with the test however it ends.
 */
describe('two app instances behind nginx, on a primary with a streaming replica and one Redis', () => {
  let primary: ServerPostgres;
  let replica: ServerPostgres;
  let redis: TestServer;
  let proxy: TestServer & { url: string };
  let a: Instance;
  let b: Instance;
  const smtp = new TestSmtpServer();
  /** A change announced as an instance announces one, with no position: every instance drops its kept answers, nothing more. */
  let changes = 1_000_000;
  const dropKeptAnswers = () =>
    queryDatabase(primary.url('directory'), `select pg_notify('directory_changed', $1)`, [`${(changes += 1)} 0/0`]);
  /** Whether B's log last said that its reads go to the replica (rather than that they leave it). */
  const bReadsReplica = () => Promise.resolve(b.log.lastIndexOf('Reads go to replica 1') > b.log.lastIndexOf('Reads leave replica 1'));
  const adminCookie = async (instance: Instance) => {
    const response = await fetch(`${instance.url}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.50' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(response.status).toBe(204);
    return response.headers.get('set-cookie')!.split(';')[0]!;
  };
  const aStoreOf = async (instance: Instance, city: string) => {
    const { body } = await getJson(`${instance.url}/api/states/oregon/cities/${city}/stores?limit=100`);
    return (body.stores as { slug: string; businessName: string }[]).at(-1)!;
  };

  beforeAll(async () => {
    const binaries = systemPostgresBinaries();
    if (!binaries) throw new Error('This test needs PostgreSQL 15 (Debian: apt-get install postgresql-15)');
    primary = await ServerPostgres.start(binaries);
    await queryDatabase(primary.url('postgres'), 'create database directory');
    replica = await primary.startReplica(binaries);
    redis = await startRedis();
    const smtpUrl = await smtp.start();
    const environment = {
      SMTP_URL: smtpUrl,
      NODE_ENV: 'production',
      DATABASE_URL: primary.url('directory'),
      DATABASE_REPLICA_URLS: replica.url('directory'),
      REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      ADMIN_PASSWORD: PASSWORD,
      // Answers kept for five minutes: only a change announced by an instance drops them.
      API_CACHE_SECONDS: '300',
      API_RATE_LIMIT: '0',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'log',
    };
    // The first migrates and loads the sample directory; the second finds it there.
    a = await Instance.start({ ...environment, SAMPLE_DATA_ON_EMPTY: 'true' });
    b = await Instance.start(environment);
    proxy = await startProxy([a.port, b.port]);
    await until(bReadsReplica, 10_000);
  }, 300_000);

  afterAll(async () => {
    for (const server of [proxy, a, b, redis, replica, primary, smtp]) await server?.stop();
  }, 60_000);

  it('refuses the tenth wrong password of a client, the proxy sending its attempts to each instance in turn', async () => {
    const signIn = (password: string) =>
      fetch(`${proxy.url}/api/admin/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn(`wrong-${attempt}`)).status).toBe(401);
    const tenth = await signIn('wrong-10');
    expect(tenth.status).toBe(429);
    expect((await signIn(PASSWORD)).status).toBe(429);
  });

  it("shows a store closed through A on B's next answer, B's kept answer dropped and its replica not yet there", async () => {
    const store = await aStoreOf(b, 'portland');
    expect((await getJson(`${b.url}/api/stores/${store.slug}`)).status).toBe(200);
    // The replica stops replaying: it has not the change B is told of, and B reads the primary.
    await queryDatabase(replica.url('directory'), 'select pg_wal_replay_pause()');
    try {
      const response = await fetch(`${a.url}/api/admin/stores/${store.slug}/close`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: await adminCookie(a) },
        body: JSON.stringify({ reason: 'Closed for good' }),
      });
      expect(response.status).toBe(204);
      const took = await until(async () => (await getJson(`${b.url}/api/stores/${store.slug}`)).status === 410, 5_000, 25);
      expect(took).toBeLessThan(1_000);
    } finally {
      await queryDatabase(replica.url('directory'), 'select pg_wal_replay_resume()');
    }
  });

  it("shows an owner's edit made through A on B's next answer, B's answer kept and its replica not yet there", async () => {
    const [store] = await queryDatabase<{ slug: string; website: string }>(
      primary.url('directory'),
      `select slug, website from store where website like 'https://www.%' order by id limit 1`,
    );
    const email = `owner@${new URL(store!.website).hostname.replace(/^www\./, '')}`;
    const send = (instance: Instance, method: string, path: string, body: unknown, cookie = '') =>
      fetch(`${instance.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.60', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      });
    // The owner claims the store through A, as the page's form does, and follows the e-mailed link.
    const { ticket } = (await getJson(`${a.url}/api/forms/ticket`)).body as { ticket: string };
    await new Promise((wait) => setTimeout(wait, FORM_MINIMUM_FILL_SECONDS * 1000 + 100));
    expect((await send(a, 'POST', `/api/stores/${store!.slug}/claims`, { ticket, email })).status).toBe(202);
    const confirmed = await send(a, 'POST', '/api/owner/confirm', { token: claimToken(await smtp.messageTo(email, { timeout: 30_000 })) });
    expect(confirmed.status).toBe(200);
    const session = confirmed.headers.get('set-cookie')!.split(';')[0]!;

    expect((await getJson(`${b.url}/api/stores/${store!.slug}`)).body.phone).not.toBe('(907) 555-0142');
    await queryDatabase(replica.url('directory'), 'select pg_wal_replay_pause()');
    try {
      const hours = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
        day,
        open: '10:00',
        close: '18:00',
        isClosed: false,
      }));
      const edit = {
        hours,
        phone: '(907) 555-0142',
        website: store!.website,
        description: 'Furniture on consignment.',
        sells: ['sellFurniture'],
      };
      expect((await send(a, 'PUT', '/api/owner/listing', edit, session)).status).toBe(200);
      const took = await until(
        async () => (await getJson(`${b.url}/api/stores/${store!.slug}`)).body.phone === '(907) 555-0142',
        5_000,
        25,
      );
      expect(took).toBeLessThan(1_000);
    } finally {
      await queryDatabase(replica.url('directory'), 'select pg_wal_replay_resume()');
    }
  }, 60_000);

  it('reads a change made on the primary from the replica once it has it, and never shows the old data for longer than the lag limit', async () => {
    const store = await aStoreOf(b, 'eugene');
    const nameOnB = async () => {
      await dropKeptAnswers();
      return (await getJson(`${b.url}/api/stores/${store.slug}`)).body.businessName;
    };
    // Replayed at once: a change made straight on the primary reaches B's answers.
    await queryDatabase(primary.url('directory'), 'update store set business_name = $1 where slug = $2', ['Replayed Resale', store.slug]);
    await until(async () => (await nameOnB()) === 'Replayed Resale', 3_000);
    // The replica has it, and B has measured it since (every half second).
    const onReplica = () =>
      queryDatabase<{ name: string }>(replica.url('directory'), 'select business_name as name from store where slug = $1', [store.slug]);
    await until(async () => (await onReplica())[0]!.name === 'Replayed Resale', 3_000);
    await new Promise((wait) => setTimeout(wait, 1_100));

    // Replay paused: B's replica shows the old name, until it is more than the limit behind.
    await queryDatabase(replica.url('directory'), 'select pg_wal_replay_pause()');
    try {
      const changedAt = Date.now();
      await queryDatabase(primary.url('directory'), 'update store set business_name = $1 where slug = $2', ['Renamed Resale', store.slug]);
      expect(await nameOnB()).toBe('Replayed Resale');
      await until(async () => (await nameOnB()) === 'Renamed Resale', 10_000, 50);
      expect(Date.now() - changedAt).toBeLessThan((MAX_LAG_SECONDS + 3) * 1000);
      expect(b.log).toMatch(/Reads leave replica 1 for the primary: it is [\d.]+ s behind the primary/);
    } finally {
      await queryDatabase(replica.url('directory'), 'select pg_wal_replay_resume()');
    }
    // Caught up, it is read again.
    await until(bReadsReplica, 5_000);
  });

  it('answers every read from the primary while the replica is stopped, and from the replica once it is back', async () => {
    const store = await aStoreOf(b, 'salem');
    const failures: string[] = [];
    let reads = 0;
    let reading = true;
    const readAll = (async () => {
      while (reading) {
        await dropKeptAnswers();
        const [one, list] = await Promise.all([
          fetch(`${b.url}/api/stores/${store.slug}`),
          fetch(`${b.url}/api/stores/search?query=salem`),
        ]);
        for (const response of [one, list]) if (response.status !== 200) failures.push(`${response.url}: ${response.status}`);
        reads += 2;
      }
    })();
    await new Promise((wait) => setTimeout(wait, 500));
    await replica.halt();
    await until(() => bReadsReplica().then((reads) => !reads), 5_000);
    await new Promise((wait) => setTimeout(wait, 1_000));
    await replica.resume();
    await until(bReadsReplica, 10_000);
    reading = false;
    await readAll;
    expect(reads).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 60_000);

  it('sends the requests of an instance killed under load to the other: none sent after the kill fails', async () => {
    // What each request came to: 'ok', or why not. A SIGKILLed instance's answer already under way
    // when it dies is cut after nginx has passed its headers on, and no proxy can send a request
    // again once its answer has begun; every other request must reach the instance left.
    const requests: { client: number; started: number; outcome: string }[] = [];
    const deadline = Date.now() + 4_000;
    // Four clients at once, each request a search of its own (none from the proxy's cache).
    const client = async (id: number) => {
      for (let index = 0; Date.now() < deadline; index += 1) {
        const started = Date.now();
        const outcome = await fetch(`${proxy.url}/api/stores/search?query=${encodeURIComponent(`portland ${id} ${index}`)}`).then(
          async (response) => {
            const body = await response.arrayBuffer().then(
              () => '',
              (error: Error) => `, its body cut: ${error.message}`,
            );
            return response.status === 200 && !body ? 'ok' : `${response.status}${body}`;
          },
          (error: Error) => `no answer: ${error.message}`,
        );
        requests.push({ client: id, started, outcome });
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    await new Promise((wait) => setTimeout(wait, 1_000));
    const killed = Date.now();
    await a.stop('SIGKILL');
    await load;
    const failed = requests.filter((request) => request.outcome !== 'ok');
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.filter((request) => request.started >= killed).length).toBeGreaterThan(20);
    // Each failure, if any, is an answer begun (status 200) and cut at the kill, at most one per client.
    expect(failed.filter((request) => !(request.started <= killed && request.outcome.startsWith('200, its body cut')))).toEqual([]);
    expect(new Set(failed.map((request) => request.client)).size).toBe(failed.length);
  }, 30_000);
});
