import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { errorMessage } from './api-error';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const run = promisify(execFile);
const CLI = resolve(__dirname, '../dist/meta/meta-descriptions.cli.js');

/** The operator's command, as they run it, on the test app's database. */
function commandOn(testApp: ReturnType<typeof useTestApp>) {
  return async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
        env: { ...process.env, DATABASE_URL: testApp.database.url, DATABASE_POOL_SIZE: '1', LOG_LEVEL: 'error', NODE_ENV: 'test' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
}

describe('custom meta descriptions', () => {
  const testApp = useTestApp();
  const get = (path: string) => testApp.http().get(path);
  const command = commandOn(testApp);

  it('answers 404 with a JSON message for a page without one, and 400 for an address that is not a path', async () => {
    const none = await get('/api/meta-description?url=/texas&_=1732262400000').expect(404);
    expect(none.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is no custom meta description for /texas' });
    expect(errorMessage(await get('/api/meta-description').expect(400))).toMatch(/url must be a path/);
    expect(errorMessage(await get('/api/meta-description?url=texas').expect(400))).toMatch(/starting with \//);
    await get(`/api/meta-description?url=/${'a'.repeat(2001)}`).expect(400);
    await get('/api/meta-description?url=/texas&other=1').expect(400);
    expect(errorMessage(await get('/api/meta-description?url=/%00').expect(400))).toBe(
      'url must not contain a NUL character (U+0000) (after “/”)',
    );
  });

  it('are set by the operator’s command and answered for the path, whatever its query or .html', async () => {
    const set = await command('set', '/Texas/Austin.html', 'Hand-picked   consignment stores in Austin, reviewed by locals.');
    expect(set).toMatchObject({ code: 0 });
    expect(set.stdout).toContain('/texas/austin: description set.');
    const expected = { metaDescription: 'Hand-picked consignment stores in Austin, reviewed by locals.' };

    for (const url of ['/texas/austin', '/texas/austin.html', '/texas/austin?ref=mail', '/texas/austin/']) {
      const response = await get(`/api/meta-description?url=${encodeURIComponent(url)}&_=1`).expect(200);
      expect(response.body).toEqual(expected);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await command('list')).stdout).toContain(`/texas/austin\t${expected.metaDescription}`);
  }, 30_000);

  it("replace the page's own description in the HTML the server sends", async () => {
    await command('set', '/oregon/portland', 'Portland’s resale shops, from vintage furniture to designer clothing.');
    const html = (await get('/oregon/portland').expect(200)).text;
    const description = 'Portland’s resale shops, from vintage furniture to designer clothing.';
    const content = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
    expect(content('name="description"')).toBe(description);
    expect(content('property="og:description"')).toBe(description);
    expect(content('name="twitter:description"')).toBe(description);
    // Other pages keep their own.
    expect((await get('/oregon').expect(200)).text).not.toContain(description);
  }, 30_000);

  it('are removed by the command, and refused when too long or empty, saying why', async () => {
    await command('set', '/tools', 'Free tools for consignors.');
    expect((await command('remove', '/tools')).stdout).toContain('/tools: description removed.');
    await get('/api/meta-description?url=/tools').expect(404);

    const tooLong = await command('set', '/tools', 'x'.repeat(321));
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain('The description has 321 characters; at most 320 are allowed');
    const notPath = await command('set', 'tools', 'Free tools.');
    expect(notPath.code).toBe(1);
    expect(notPath.stderr).toContain("'tools' is not a path");
    const unknown = await command('rename', '/tools');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage:');
    await get('/api/meta-description?url=/tools').expect(404);
  }, 60_000);
});

describe('custom meta descriptions kept in memory', () => {
  const testApp = useTestApp({ API_CACHE_SECONDS: '2' });
  const get = (path: string) => testApp.http().get(path);
  const command = commandOn(testApp);

  it('are answered from memory whatever the timestamp, and a change shows once the answer expires', async () => {
    await command('set', '/ohio', 'Ohio consignment stores, city by city.');
    const first = await get('/api/meta-description?url=/ohio&_=1').expect(200);
    expect(first.body).toEqual({ metaDescription: 'Ohio consignment stores, city by city.' });

    // As the command would (which takes longer than the answer is kept here to start).
    await queryDatabase(
      testApp.database.url,
      `update meta_description set description = 'Every consignment store in Ohio.' where path = '/ohio'`,
    );
    // Another timestamp, the same kept answer, still not for browsers to keep.
    const kept = await get('/api/meta-description?url=/ohio&_=2').expect(200);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['cache-control']).toBe('no-store');

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await get('/api/meta-description?url=/ohio&_=3').expect(200)).body).toEqual({
      metaDescription: 'Every consignment store in Ohio.',
    });
    expect((await get('/api/meta-description?url=/ohio&_=4').expect(200)).body).toEqual({
      metaDescription: 'Every consignment store in Ohio.',
    });
  }, 30_000);
});
