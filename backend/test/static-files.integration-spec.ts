import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { PROJECT_ROOT } from '../src/config/app-config';
import { useTestApp } from './test-app';

/** The built web app's files (`npm run build`), as ServeStaticModule serves them. */
const DIST = join(PROJECT_ROOT, 'frontend', 'dist');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(
  readFileSync(join(DIST, 'index.html'), 'utf8'),
)![1]!;
const ENTRY_SIZE = statSync(join(DIST, ENTRY_SCRIPT)).size;

describe("the app's files, asked for a part or on a condition", () => {
  const testApp = useTestApp();
  const get = (path: string) => testApp.http().get(path).set('Accept-Encoding', 'identity');

  it('answers a range with 206 and that part', async () => {
    const part = await get(ENTRY_SCRIPT).set('Range', 'bytes=0-9').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${ENTRY_SIZE}`);
    expect(part.headers['content-length']).toBe('10');
  });

  it.each(['bytes=999999999-', 'bytes=5-1'])(
    'answers a range the file cannot satisfy (%s) with 416 and its length, kept by no cache',
    async (range) => {
      const refused = await get(ENTRY_SCRIPT).set('Range', range).expect(416);
      expect(refused.headers['content-range']).toBe(`bytes */${ENTRY_SIZE}`);
      expect(refused.body).toEqual({ statusCode: 416, error: 'Range Not Satisfiable', message: 'Range Not Satisfiable' });
      expect(refused.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers a failed precondition with 412, kept by no cache', async () => {
    for (const [name, value] of [
      ['If-Match', '"nope"'],
      ['If-Unmodified-Since', 'Mon, 01 Jan 2001 00:00:00 GMT'],
    ]) {
      const refused = await get(ENTRY_SCRIPT).set(name!, value!).expect(412);
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['last-modified']).toBeUndefined();
    }
  });

  it('answers a client that holds the file with 304', async () => {
    const first = await get('/favicon.svg').expect(200);
    await get('/favicon.svg').set('If-None-Match', first.headers.etag!).expect(304);
    await get('/favicon.svg').set('If-Modified-Since', first.headers['last-modified']!).expect(304);
  });
});
