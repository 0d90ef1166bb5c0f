import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const SHELL = '<!doctype html><html><head><title>Directory</title></head><body><div id="root"></div></body></html>';

describe('the web app served by the same process', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let dist: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'directory-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), SHELL);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase();
    app = await createTestApp(testConfig(database.url, database.poolSize, { FRONTEND_DIST: dist }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/california', '/california/los-angeles', '/tools/profit-calculator'])('answers %s with the app', async (path) => {
    const response = await get(path).expect(200).expect('Content-Type', /html/);
    expect(response.text).toBe(SHELL);
  });

  it('serves hashed assets with a year-long immutable cache, other files with a short one', async () => {
    const asset = await get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with a 404, not the app', async () => {
    const response = await get('/assets/index-gone.js').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'No file /assets/index-gone.js' });
  });

  it('answers an unknown API path with a JSON 404, not the app, whatever the method', async () => {
    expect((await get('/api/nothing/here').expect(404)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing/here',
    });
    const post = await request(app.getHttpServer()).post('/api/states').expect(404);
    expect(post.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/states')
      .set('Content-Type', 'application/json')
      .send('{"oops":')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
