import { expect } from '@jest/globals';
import request from 'supertest';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const SITE_URL = 'https://directory.test';

describe('the server in operation', () => {
  const testApp = useTestApp({
    SITE_URL,
    API_RATE_LIMIT: '40',
    ADMIN_PASSWORD: 'a-test-admin-password',
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  });
  const get = (path: string) => testApp.http().get(path);

  it('sends pages a Content-Security-Policy that allows only the site itself and the tile server, and the other security headers', async () => {
    const response = await get('/').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: https://*.tiles.example.org");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), geolocation=(self), microphone=(), payment=(), usb=()');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Other sites embed the badges.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("sends JSON answers the API's security headers: no sniffing, no framing, HTTPS only, and no page policies", async () => {
    for (const path of ['/api/states', '/api/states/no-such-state', '/API/States', '/%61pi/no-such-route']) {
      // The first answer is made by the app, the second sent from memory (a 404 is made each time).
      for (const response of [await get(path), await get(path)]) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(response.headers['referrer-policy']).toBeUndefined();
        expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    }
  });

  it('sends an answer from memory with the headers of the answer it repeats', async () => {
    const path = '/api/states/ohio/cities';
    const first = await get(path).set('Accept-Encoding', 'identity').expect(200);
    const again = await get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(again.body).toEqual(first.body);
    // Every header of the first, security headers included, with the same value; the cache says which was kept.
    const { date: _date, 'x-request-id': id, 'x-cache': made, ...headers } = first.headers;
    expect(again.headers).toMatchObject(headers);
    expect([made, again.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(again.headers['x-request-id']).not.toBe(id);
    // HEAD: the same headers, no body.
    const head = await testApp.http().head(path).expect(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(head.text).toBeUndefined();
  });

  it('gives every response a request id, keeping a sensible one the client sent', async () => {
    const made = await get('/api/stats').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Answered from memory the second time: the id is there too.
    const kept = await get('/api/stats').set('X-Request-Id', 'proxy-4f2a.17').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-4f2a.17');
    const replaced = await get('/api/stats').set('X-Request-Id', '<script>alert(1)</script>').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers liveness, and readiness after asking the database', async () => {
    expect((await get('/api/health/live').expect(200)).body).toMatchObject({ status: 'ok' });
    const ready = await get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('refuses a request body over 16 KB with 413 and a JSON message', async () => {
    const response = await testApp
      .http()
      .post('/api/admin/sign-in')
      .send({ password: 'x'.repeat(20_000) })
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('publishes an OpenAPI document of the public API at /api/docs, without the admin and health routes', async () => {
    const document = (await get('/api/docs').expect(200).expect('Content-Type', /json/)).body as {
      openapi: string;
      info: { title: string };
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers).toEqual([{ url: SITE_URL }]);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/states',
      '/api/states/{stateSlug}/cities',
      '/api/stores/{storeSlug}',
      '/api/stores/search',
      '/api/stores/map',
      '/api/stats',
      '/api/awards/validate/{storeId}',
      '/api/meta-description',
      '/api/sitemap-html',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/api/admin') || path.startsWith('/api/health'))).toBe(false);
    expect(paths).not.toContain('/api/regenerate-sitemap');
    expect(paths.some((path) => !path.startsWith('/api/'))).toBe(false);
    // The parameters come from the DTO classes through the Nest CLI's swagger plugin, which runs when
    // the server is built (npm run deploy:check reads them there), not in these tests.
  });

  // Last: it uses up this client's requests for the minute.
  it('answers API requests beyond the limit with 429 and a JSON message; pages are not limited', async () => {
    let refused: request.Response | undefined;
    for (let attempt = 0; attempt < 60 && !refused; attempt += 1) {
      const response = await get('/api/states');
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused).toBeDefined();
    expect(refused!.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests: at most 40 a minute\. Try again in \d+ seconds\.$/),
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // Answered from memory or not, API requests count; the site's pages do not.
    await get('/api/stats').expect(429);
    await get('/robots.txt').expect(200);
  });
});

describe('answers kept in memory, once expired', () => {
  const testApp = useTestApp({ API_CACHE_SECONDS: '1' });
  const get = (path: string) => testApp.http().get(path);

  it('are made anew; an address that now answers an error loses its old answer at once', async () => {
    const [store] = await queryDatabase<{ id: number; slug: string }>(
      testApp.database.url,
      'select id, slug from store order by id desc limit 1',
    );
    await get(`/api/stores/${store!.slug}`).expect(200);
    await queryDatabase(testApp.database.url, 'delete from store where id = $1', [store!.id]);
    // Still fresh: the kept answer.
    await get(`/api/stores/${store!.slug}`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Expired: this request makes it anew and finds no store; the old answer is not sent again.
    await get(`/api/stores/${store!.slug}`).expect(404);
    await get(`/api/stores/${store!.slug}`).expect(404);
  });
});
