import { expect } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { errorMessage } from '../api-error';
import { createTestApp, testConfig } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { startRedis, until, type TestServer } from './deploy-servers';

const PASSWORD = 'a-test-admin-password';

/**
 * Two app instances on one database counting their rate limits in one real Redis (Debian's
 * `redis-server`): a client's wrong passwords count wherever they land, and with Redis gone the site
 * keeps answering while sign-in waits for it.
 */
describe('two instances sharing their rate limits in Redis', () => {
  let database: TestDatabase;
  let redis: TestServer | undefined;
  const apps: NestExpressApplication[] = [];
  const signIn = (instance: number, password: string, client: string) =>
    request(apps[instance]!.getHttpServer()).post('/api/admin/sign-in').set('X-Forwarded-For', client).send({ password });

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startRedis();
    const config = () =>
      testConfig(database.url, database.poolSize, {
        ADMIN_PASSWORD: PASSWORD,
        REDIS_URL: `redis://127.0.0.1:${redis!.port}`,
        // Each test a client of its own, as a proxy on this machine names it.
        TRUST_PROXY: 'loopback',
      });
    apps.push(await createTestApp(config()), await createTestApp(config()));
    // Ready once both count in it.
    for (const instance of [0, 1]) await until(async () => (await signIn(instance, 'wrong', '203.0.113.1')).status === 401, 10_000);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await database?.drop();
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
    const port = redis!.port;
    await redis!.stop();
    for (const app of apps) await request(app.getHttpServer()).get('/api/states').expect(200);
    const refused = await signIn(1, PASSWORD, '203.0.113.4').expect(503);
    expect(errorMessage(refused)).toBe('Signing in is unavailable for a moment: try again in a minute.');

    // Back, empty (nothing was saved): sign-in counts again on both.
    redis = await startRedis(port);
    for (const instance of [0, 1]) await until(async () => (await signIn(instance, 'wrong', '203.0.113.4')).status === 401, 15_000);
  });
});
