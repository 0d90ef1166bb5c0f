import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopWhenGone, type Watch } from '../stop-when-gone';
import { freePort } from '../test-postgres';
import { useTestApp } from '../test-app';

const TEMPLATE = resolve(__dirname, '../../../docker/nginx/default.conf.template');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/**
 * The caching proxy of docker/compose.yml (its nginx configuration, docker/nginx/default.conf.template,
 * as nginx's image fills it in), run with Debian's nginx in front of the app: a repeated page or
 * public API answer comes from the proxy's cache, as its own X-Cache-Status says, without reaching
 * the app; what the app marks for checking back always reaches it.
 */
describe("the compose file's caching proxy", () => {
  const testApp = useTestApp();
  let folder: string;
  let nginx: ChildProcess | undefined;
  let watch: Watch | undefined;
  let proxy: string;
  let appRequests = 0;

  beforeAll(async () => {
    if (!NGINX) throw new Error('The proxy test needs nginx (Debian: apt-get install nginx-light)');
    const server: Server = testApp.app.getHttpServer();
    server.on('request', () => {
      appRequests += 1;
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const appPort = (server.address() as AddressInfo).port;
    const proxyPort = await freePort();
    folder = await mkdtemp(join(tmpdir(), 'directory-proxy-'));
    // nginx's workers run as another user when it is started as root: they must reach the folder.
    await chmod(folder, 0o755);
    const site = (await readFile(TEMPLATE, 'utf8'))
      .replaceAll('${APP_UPSTREAM}', `127.0.0.1:${appPort}`)
      .replace('/var/cache/nginx/directory', join(folder, 'cache'))
      .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`);
    await writeFile(join(folder, 'site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${join(folder, name)};`;
    await writeFile(
      join(folder, 'nginx.conf'),
      `pid ${join(folder, 'nginx.pid')};\nerror_log ${join(folder, 'error.log')} warn;\nevents {}\nhttp {\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n  include ${join(folder, 'site.conf')};\n}\n`,
    );
    nginx = spawn(NGINX, ['-e', join(folder, 'error.log'), '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    // Stopped with the run however it ends, as the run's PostgreSQL is.
    watch = stopWhenGone({ processes: [nginx.pid!], folders: [folder] });
    proxy = `http://127.0.0.1:${proxyPort}`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        await fetch(`${proxy}/api/health/live`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error(`nginx did not answer: ${await readFile(join(folder, 'error.log'), 'utf8').catch(() => '')}`);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) await new Promise((exited) => nginx!.once('exit', exited).kill('SIGQUIT'));
    if (folder) await rm(folder, { recursive: true, force: true });
    watch?.release();
  });

  const get = async (path: string) => {
    const response = await fetch(`${proxy}${path}`);
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('x-cache-status') };
  };

  it('serves a repeated page and a repeated API answer from its cache, without reaching the app', async () => {
    for (const path of ['/oregon/portland', '/api/states/oregon/cities']) {
      expect(await get(path)).toEqual({ status: 200, cache: 'MISS' });
      const before = appRequests;
      expect(await get(path)).toEqual({ status: 200, cache: 'HIT' });
      expect(await get(path)).toEqual({ status: 200, cache: 'HIT' });
      expect(appRequests).toBe(before);
    }
  });

  it('sends what the app marks for checking back to the app every time: a page not found, an admin answer', async () => {
    for (const path of ['/oregon/no-such-city-here', '/api/admin/session']) {
      const first = await get(path);
      const before = appRequests;
      const again = await get(path);
      expect(again.status).toBe(first.status);
      expect(again.cache).not.toBe('HIT');
      expect(appRequests).toBe(before + 1);
    }
  });
});
