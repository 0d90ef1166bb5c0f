import { expect } from '@jest/globals';
import bcrypt from 'bcryptjs';
import request from 'supertest';
import type { AdminSession, SitemapCacheInfo } from '../src/contracts/admin.contract';
import { signIn } from './admin-session';
import { errorMessage } from './api-error';
import { createTestApp, testConfig, useTestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const SITE_URL = 'https://directory.test';
const PASSWORD = 'a-test-admin-password';

describe('admin sign-in and the admin API', () => {
  const testApp = useTestApp({ SITE_URL, ADMIN_PASSWORD: PASSWORD });
  const server = () => testApp.http();

  it('answers 401 to every admin call without a session, and to a made-up session', async () => {
    for (const call of [server().get('/api/regenerate-sitemap'), server().post('/api/regenerate-sitemap')]) {
      const response = await call.expect(401).expect('Content-Type', /json/);
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in as an administrator first.' });
    }
    await server().get('/api/regenerate-sitemap').set('Cookie', '__Host-admin_session=made-up').expect(401);
    const session = await server().get('/api/admin/session').expect(200);
    expect(session.body).toEqual({ signedIn: false, signInEnabled: true });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('signs in with the configured password: an HTTP-only, same-site cookie that the admin calls accept', async () => {
    const response = await server().post('/api/admin/sign-in').send({ password: PASSWORD }).expect(204);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]!;
    // The public address is https: the cookie is never sent over plain HTTP, and its __Host- prefix
    // means only this host, over HTTPS, for the whole site (no Domain) can have set it.
    expect(cookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Domain=/i);
    const session = cookie.split(';')[0]!;

    expect(((await server().get('/api/admin/session').set('Cookie', session).expect(200)).body as AdminSession).signedIn).toBe(true);
    const status = await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    expect(status.headers['cache-control']).toBe('no-store');
    const regenerated = await server().post('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    expect(regenerated.body).toMatchObject({ valid: true, info: { urlCount: expect.any(Number) } });
    expect((regenerated.body as SitemapCacheInfo).timeUntilExpiry).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('refuses a cross-site POST even with a session, by Origin and by Sec-Fetch-Site', async () => {
    const session = await signIn(testApp.app, PASSWORD);
    const crossSite = [
      server().post('/api/regenerate-sitemap').set('Cookie', session).set('Origin', 'https://evil.example'),
      server().post('/api/regenerate-sitemap').set('Cookie', session).set('Sec-Fetch-Site', 'cross-site'),
      server().post('/api/regenerate-sitemap').set('Cookie', session).set('Origin', 'null'),
      server().post('/api/admin/sign-in').set('Origin', 'https://evil.example').send({ password: PASSWORD }),
      server().post('/api/admin/sign-out').set('Cookie', session).set('Sec-Fetch-Site', 'same-site'),
    ];
    for (const call of crossSite) {
      const response = await call.expect(403);
      expect(errorMessage(response)).toBe('Cross-site requests are refused.');
    }
    // The site's own pages may POST.
    await server()
      .post('/api/regenerate-sitemap')
      .set('Cookie', session)
      .set('Origin', SITE_URL)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
  });

  it('answers a GET of the regeneration address with the status only: nothing is regenerated', async () => {
    const session = await signIn(testApp.app, PASSWORD);
    const before = (await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200)).body as SitemapCacheInfo;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = (await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200)).body as SitemapCacheInfo;
    expect(after.info.lastGenerated).toBe(before.info.lastGenerated);
  });

  it('signs out: the session ends on the server, the cookie is cleared', async () => {
    const session = await signIn(testApp.app, PASSWORD);
    const response = await server().post('/api/admin/sign-out').set('Cookie', session).expect(204);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]).toMatch(/^__Host-admin_session=; .*Expires=Thu, 01 Jan 1970/);
    await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(401);
  });

  it('answers 400 to a sign-in without a password or with a huge one', async () => {
    expect(errorMessage(await server().post('/api/admin/sign-in').send({}).expect(400))).toMatch(/password/);
    await server()
      .post('/api/admin/sign-in')
      .send({ password: 'x'.repeat(201) })
      .expect(400);
    await server().post('/api/admin/sign-in').send({ password: 12345 }).expect(400);
  });
});

// A client of its own: sign-ins count in the limit, those the tests above make too.
describe('admin sign-in, limited per client', () => {
  const testApp = useTestApp({ SITE_URL, ADMIN_PASSWORD: PASSWORD });
  const server = () => testApp.http();

  it('answers the tenth wrong password within a minute with 429, and then the right one too', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const wrong = await server()
        .post('/api/admin/sign-in')
        .send({ password: `wrong-${attempt}` })
        .expect(401);
      expect(errorMessage(wrong)).toBe('Wrong password.');
    }
    const tenth = await server().post('/api/admin/sign-in').send({ password: 'wrong-10' }).expect(429);
    expect(errorMessage(tenth)).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds\.$/);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tenth.headers['retry-after'])).toBeLessThanOrEqual(60);
    await server().post('/api/admin/sign-in').send({ password: PASSWORD }).expect(429);
  });
});

describe('rate limits counted in a Redis that is not there', () => {
  // A port nothing listens on: every count fails at once, as with Redis down.
  const testApp = useTestApp({ SITE_URL, ADMIN_PASSWORD: PASSWORD, REDIS_URL: 'redis://127.0.0.1:9', API_RATE_LIMIT: '5' });
  const server = () => testApp.http();

  it('lets reads through uncounted, and refuses sign-in with 503 until Redis answers', async () => {
    // Past the API's limit of five: not counted, not refused.
    for (let request = 1; request <= 8; request += 1) await server().get('/api/states').expect(200);
    const refused = await server().post('/api/admin/sign-in').send({ password: PASSWORD }).expect(503);
    expect(errorMessage(refused)).toBe('Signing in is unavailable for a moment: try again in a minute.');
  });
});

describe('admin sign-in configuration', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('is disabled in production without a password: nobody can sign in', async () => {
    const app = await createTestApp(testConfig(database.url, database.poolSize, { NODE_ENV: 'production' }));
    try {
      expect((await request(app.getHttpServer()).get('/api/admin/session').expect(200)).body).toEqual({
        signedIn: false,
        signInEnabled: false,
      });
      const refused = await request(app.getHttpServer()).post('/api/admin/sign-in').send({ password: 'anything-at-all' }).expect(403);
      expect(errorMessage(refused)).toMatch(/disabled/);
    } finally {
      await app.close();
    }
  });

  it('counts wrong passwords sent all at once: nine are checked, the others refused', async () => {
    // bcrypt takes long enough for every request to arrive before the first is answered.
    const hash = await bcrypt.hash(PASSWORD, 8);
    const app = await createTestApp(testConfig(database.url, database.poolSize, { NODE_ENV: 'production', ADMIN_PASSWORD_HASH: hash }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, attempt) =>
          request(app.getHttpServer())
            .post('/api/admin/sign-in')
            .send({ password: `guess-${attempt}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(9).fill(401), ...Array<number>(6).fill(429)]);
    } finally {
      await app.close();
    }
  });

  it('ends every session when the operator changes the password', async () => {
    const before = await createTestApp(testConfig(database.url, database.poolSize, { ADMIN_PASSWORD: PASSWORD }));
    let session: string;
    try {
      session = await signIn(before, PASSWORD);
      await request(before.getHttpServer()).get('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    } finally {
      await before.close();
    }
    const after = await createTestApp(testConfig(database.url, database.poolSize, { ADMIN_PASSWORD: 'a-new-admin-password' }));
    try {
      await request(after.getHttpServer()).get('/api/regenerate-sitemap').set('Cookie', session).expect(401);
    } finally {
      await after.close();
    }
  });

  it('accepts a bcrypt hash of the password instead of the password', async () => {
    const hash = await bcrypt.hash(PASSWORD, 4);
    const app = await createTestApp(testConfig(database.url, database.poolSize, { NODE_ENV: 'production', ADMIN_PASSWORD_HASH: hash }));
    try {
      await request(app.getHttpServer()).post('/api/admin/sign-in').send({ password: 'not-the-password' }).expect(401);
      const session = await signIn(app, PASSWORD);
      await request(app.getHttpServer()).get('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    } finally {
      await app.close();
    }
  });

  it('names its cookie plainly, without Secure, where the site is served over plain HTTP (a local run)', async () => {
    const app = await createTestApp(
      testConfig(database.url, database.poolSize, { SITE_URL: 'http://localhost:3000', ADMIN_PASSWORD: PASSWORD }),
    );
    try {
      const response = await request(app.getHttpServer()).post('/api/admin/sign-in').send({ password: PASSWORD }).expect(204);
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]!;
      expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).not.toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  /** Fifteen wrong passwords at once, each claiming another client address, and the API called as often. */
  async function forgedAddresses(overrides: NodeJS.ProcessEnv): Promise<{ signIns: number[]; api: number[] }> {
    const hash = await bcrypt.hash(PASSWORD, 8);
    const app = await createTestApp(
      testConfig(database.url, database.poolSize, { NODE_ENV: 'production', ADMIN_PASSWORD_HASH: hash, ...overrides }),
    );
    try {
      const forged = (attempt: number) => `203.0.113.${attempt + 1}`;
      const signIns = await Promise.all(
        Array.from({ length: 15 }, (_, attempt) =>
          request(app.getHttpServer())
            .post('/api/admin/sign-in')
            .set('X-Forwarded-For', forged(attempt))
            .send({ password: `guess-${attempt}` }),
        ),
      );
      const api: number[] = [];
      for (let attempt = 0; attempt < 15; attempt += 1) {
        api.push((await request(app.getHttpServer()).get('/api/states').set('X-Forwarded-For', forged(attempt))).status);
      }
      return { signIns: signIns.map((answer) => answer.status).sort(), api };
    } finally {
      await app.close();
    }
  }

  it.each([
    ['believes nobody (the default)', {}],
    ['names the proxies', { TRUST_PROXY: '10.0.0.5' }],
  ])(
    'counts a client that connects directly by its own address, whatever X-Forwarded-For it sends, when TRUST_PROXY %s',
    async (_, trust) => {
      const { signIns, api } = await forgedAddresses({ ...trust, API_RATE_LIMIT: '20' });
      expect(signIns).toEqual([...Array<number>(9).fill(401), ...Array<number>(6).fill(429)]);
      // The sign-ins were API requests of the same client too: 5 more of its 20 a minute, then refused.
      expect(api).toEqual([...Array<number>(5).fill(200), ...Array<number>(10).fill(429)]);
    },
  );

  it('believes X-Forwarded-For from the proxies it names: the clients behind them are counted apart', async () => {
    const { signIns, api } = await forgedAddresses({ TRUST_PROXY: 'loopback', API_RATE_LIMIT: '20' });
    expect(signIns).toEqual(Array(15).fill(401));
    expect(api.every((status) => status === 200)).toBe(true);
  });

  it('counts the IPv6 addresses of one /56 network as one client, and an IPv4 address written as IPv6 as that address', async () => {
    const app = await createTestApp(testConfig(database.url, database.poolSize, { TRUST_PROXY: 'loopback', API_RATE_LIMIT: '4' }));
    try {
      const statuses = async (addresses: string[]) => {
        const answers: number[] = [];
        for (const address of addresses)
          answers.push((await request(app.getHttpServer()).get('/api/states').set('X-Forwarded-For', address)).status);
        return answers;
      };
      // 2001:db8:0:0::/56 holds 2001:db8:0:0 to 2001:db8:0:ff; 2001:db8:0:100:: is the next network.
      expect(await statuses(['2001:db8::1', '2001:db8:0:1::2', '2001:db8:0:ff:abcd::3', '2001:db8:0:42::4', '2001:db8:0:7::5'])).toEqual([
        200, 200, 200, 200, 429,
      ]);
      expect(await statuses(['2001:db8:0:100::1'])).toEqual([200]);
      expect(await statuses(['203.0.113.7', '203.0.113.7', '::ffff:203.0.113.7', '::ffff:cb00:7107', '203.0.113.7'])).toEqual([
        200, 200, 200, 200, 429,
      ]);
    } finally {
      await app.close();
    }
  });
});
