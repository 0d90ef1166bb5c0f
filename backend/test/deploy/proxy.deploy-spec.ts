import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../test-app';
import { startProxy } from './deploy-servers';

/**
 * The caching proxy of docker/compose.yml (its nginx configuration, docker/nginx/default.conf.template,
 * as nginx's image fills it in), run with Debian's nginx in front of the app: a repeated page or
 * public API answer comes from the proxy's cache, as its own X-Cache-Status says, without reaching
 * the app; what the app marks for checking back always reaches it.
 */
describe("the compose file's caching proxy", () => {
  const testApp = useTestApp();
  let stopProxy: (() => Promise<void>) | undefined;
  let proxy: string;
  let appRequests = 0;

  beforeAll(async () => {
    const server: Server = testApp.app.getHttpServer();
    server.on('request', () => {
      appRequests += 1;
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const started = await startProxy([(server.address() as AddressInfo).port]);
    stopProxy = () => started.stop();
    proxy = started.url;
  });

  afterAll(async () => {
    await stopProxy?.();
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
