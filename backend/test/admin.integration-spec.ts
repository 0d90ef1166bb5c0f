import bcrypt from 'bcryptjs';
import request from 'supertest';
import { signIn } from './admin-session';
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
    await server().get('/api/regenerate-sitemap').set('Cookie', 'admin_session=made-up').expect(401);
    const session = await server().get('/api/admin/session').expect(200);
    expect(session.body).toEqual({ signedIn: false, signInEnabled: true });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('signs in with the configured password: an HTTP-only, same-site cookie that the admin calls accept', async () => {
    const response = await server().post('/api/admin/sign-in').send({ password: PASSWORD }).expect(204);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]!;
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    // The public address is https: the cookie is never sent over plain HTTP.
    expect(cookie).toMatch(/; Secure/);
    const session = cookie.split(';')[0]!;

    expect((await server().get('/api/admin/session').set('Cookie', session).expect(200)).body.signedIn).toBe(true);
    const status = await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    expect(status.headers['cache-control']).toBe('no-store');
    const regenerated = await server().post('/api/regenerate-sitemap').set('Cookie', session).expect(200);
    expect(regenerated.body).toMatchObject({ valid: true, info: { urlCount: expect.any(Number) } });
    expect(regenerated.body.timeUntilExpiry).toBeGreaterThan(23.9 * 3_600_000);
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
      expect(response.body.message).toBe('Cross-site requests are refused.');
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
    const before = (await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200)).body;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = (await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(200)).body;
    expect(after.info.lastGenerated).toBe(before.info.lastGenerated);
  });

  it('signs out: the session ends on the server, the cookie is cleared', async () => {
    const session = await signIn(testApp.app, PASSWORD);
    const response = await server().post('/api/admin/sign-out').set('Cookie', session).expect(204);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]).toMatch(/^admin_session=; .*Expires=Thu, 01 Jan 1970/);
    await server().get('/api/regenerate-sitemap').set('Cookie', session).expect(401);
  });

  it('answers 400 to a sign-in without a password or with a huge one', async () => {
    expect((await server().post('/api/admin/sign-in').send({}).expect(400)).body.message).toMatch(/password/);
    await server().post('/api/admin/sign-in').send({ password: 'x'.repeat(201) }).expect(400);
    await server().post('/api/admin/sign-in').send({ password: 12345 }).expect(400);
  });

  it('answers the tenth wrong password within a minute with 429, and then the right one too', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const wrong = await server().post('/api/admin/sign-in').send({ password: `wrong-${attempt}` }).expect(401);
      expect(wrong.body.message).toBe('Wrong password.');
    }
    const tenth = await server().post('/api/admin/sign-in').send({ password: 'wrong-10' }).expect(429);
    expect(tenth.body.message).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds\.$/);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tenth.headers['retry-after'])).toBeLessThanOrEqual(60);
    await server().post('/api/admin/sign-in').send({ password: PASSWORD }).expect(429);
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
      expect(refused.body.message).toMatch(/disabled/);
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
          request(app.getHttpServer()).post('/api/admin/sign-in').send({ password: `guess-${attempt}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(9).fill(401), ...Array(6).fill(429)]);
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
});
