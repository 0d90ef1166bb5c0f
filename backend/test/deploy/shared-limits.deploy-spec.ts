import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { errorMessage } from '../api-error';
import { stopWhenGone, type Watch } from '../stop-when-gone';
import { createTestApp, testConfig } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { freePort } from '../test-postgres';

const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));
const PASSWORD = 'a-test-admin-password';

/** A throwaway Redis on 127.0.0.1, in the foreground, stopped with the test however it ends. */
function startRedis(port: number, folder: string): { redis: ChildProcess; watch: Watch } {
  const redis = spawn(REDIS!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder], {
    stdio: 'ignore',
  });
  const watch = stopWhenGone({ processes: [redis.pid!], folders: [] });
  return { redis, watch };
}

async function stop(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  await new Promise((exited) => process.once('exit', exited).kill('SIGTERM'));
}

/** Asks until `check` holds, or fails after `limit` milliseconds. */
async function until(check: () => Promise<boolean>, limit: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limit) throw new Error(`Not so within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two app instances on one database counting their rate limits in one real Redis (Debian's
 * `redis-server`): a client's wrong passwords count wherever they land, and with Redis gone the site
 * keeps answering while sign-in waits for it.
 */
describe('two instances sharing their rate limits in Redis', () => {
  let database: TestDatabase;
  let folder: string;
  let port: number;
  let redis: { redis: ChildProcess; watch: Watch } | undefined;
  const apps: NestExpressApplication[] = [];
  const signIn = (instance: number, password: string, client: string) =>
    request(apps[instance]!.getHttpServer()).post('/api/admin/sign-in').set('X-Forwarded-For', client).send({ password });

  beforeAll(async () => {
    if (!REDIS) throw new Error('This test needs redis-server (Debian: apt-get install redis-server)');
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'directory-redis-'));
    // redis-server started as root keeps running as root; the folder is only its working directory.
    await chmod(folder, 0o755);
    port = await freePort();
    redis = startRedis(port, folder);
    const config = () =>
      testConfig(database.url, database.poolSize, {
        ADMIN_PASSWORD: PASSWORD,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        // Each test a client of its own, as a proxy on this machine names it.
        TRUST_PROXY: 'loopback',
      });
    apps.push(await createTestApp(config()), await createTestApp(config()));
    // Ready once both count in it.
    for (const instance of [0, 1]) await until(async () => (await signIn(instance, 'wrong', '203.0.113.1')).status === 401, 10_000);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (redis) await stop(redis.redis);
    redis?.watch.release();
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('refuses the tenth wrong password of a client whose attempts alternate between the instances', async () => {
    const client = '203.0.113.2';
    for (let attempt = 1; attempt <= 9; attempt += 1) await signIn(attempt % 2, `wrong-${attempt}`, client).expect(401);
    const tenth = await signIn(0, 'wrong-10', client).expect(429);
    expect(errorMessage(tenth)).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds\.$/);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tenth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Refused on the other instance too, the right password included.
    await signIn(1, PASSWORD, client).expect(429);
    // Another client is not.
    await signIn(1, PASSWORD, '203.0.113.3').expect(204);
  });

  it('keeps answering with Redis stopped, refusing sign-in only, and counts again once it is back', async () => {
    await stop(redis!.redis);
    redis!.watch.release();
    for (const app of apps) await request(app.getHttpServer()).get('/api/states').expect(200);
    const refused = await signIn(1, PASSWORD, '203.0.113.4').expect(503);
    expect(errorMessage(refused)).toBe('Signing in is unavailable for a moment: try again in a minute.');

    // Back, empty (nothing was saved): sign-in counts again on both.
    redis = startRedis(port, folder);
    for (const instance of [0, 1]) await until(async () => (await signIn(instance, 'wrong', '203.0.113.4')).status === 401, 15_000);
  });
});
