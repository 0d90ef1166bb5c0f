import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeFetch, SafeFetchRefused, type SafeFetchLimits } from './safe-fetch';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server for the tests, counting the connections and requests that reached it. */
interface TestServer {
  server: Server;
  origin: string;
  port: number;
  connections: number;
  requests: IncomingMessage[];
}

async function listen(host: string, handler: Handler): Promise<TestServer> {
  const server = createServer();
  const test: TestServer = { server, origin: '', port: 0, connections: 0, requests: [] };
  server.on('connection', () => (test.connections += 1));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    test.requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  test.port = (server.address() as AddressInfo).port;
  test.origin = `http://${host}:${test.port}`;
  return test;
}

/** Writes `chunk` to `response` as fast as the client reads, until the connection closes. */
function stream(response: ServerResponse, chunk: Buffer): void {
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump);
  };
  pump();
}

const LIMITS: SafeFetchLimits = { maxBytes: 64 * 1024, timeoutMs: 2_000, maxRedirects: 5, allowedAddresses: ['127.0.0.2'] };
const NOT_ALLOWED: SafeFetchLimits = { ...LIMITS, allowedAddresses: [] };

/** What `safeFetch` refused `url` with (fails the test if it did not). */
async function refusal(url: string, limits: SafeFetchLimits = LIMITS): Promise<SafeFetchRefused> {
  const error = await safeFetch(url, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SafeFetchRefused)) throw new Error(`Expected a SafeFetchRefused for ${url}, got ${String(error)}`);
  return error;
}

/** A server on a loopback address the tests allow (127.0.0.2), and one they never allow (127.0.0.1). */
let allowed: TestServer;
let loopback: TestServer;
/** When the connection `/huge` streams to closed. */
let hugeClosed: Promise<unknown> | undefined;

beforeAll(async () => {
  loopback = await listen('127.0.0.1', (_request, response) => response.end('secret'));
  allowed = await listen('127.0.0.2', (request, response) => {
    const path = request.url ?? '/';
    const hops = /^\/hop\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { Location: left > 1 ? `/hop/${left - 1}` : '/feed.json' }).end();
    } else if (path === '/start') {
      // A relative Location, resolved against the address that answered it.
      response.writeHead(301, { Location: 'feed.json' }).end();
    } else if (path === '/feed.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"products":[]}');
    } else if (path === '/to-loopback') {
      response.writeHead(302, { Location: `${loopback.origin}/` }).end();
    } else if (path === '/to-metadata') {
      response.writeHead(307, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path === '/to-ftp') {
      response.writeHead(302, { Location: 'ftp://127.0.0.2/feed.json' }).end();
    } else if (path === '/slow') {
      const answer = setTimeout(() => response.end('late'), 2_000);
      response.on('close', () => clearTimeout(answer));
    } else if (path === '/trickle') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{');
    } else if (path === '/huge') {
      hugeClosed = new Promise((resolve) => response.once('close', resolve));
      stream(response, Buffer.alloc(16_384, 'x'));
    } else if (path === '/declared-huge') {
      response.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024) });
      response.write('x');
    } else {
      response.writeHead(404).end('not here');
    }
  });
});

afterAll(async () => {
  for (const { server } of [allowed, loopback]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('safeFetch', () => {
  it('fetches an allowed address, following a relative redirect, with its User-Agent and Accept', async () => {
    const result = await safeFetch(`${allowed.origin}/start`, LIMITS, { accept: 'application/json' });

    expect(result).toEqual({
      url: `${allowed.origin}/feed.json`,
      status: 200,
      contentType: 'application/json',
      body: Buffer.from('{"products":[]}'),
    });
    const last = allowed.requests.at(-1)!;
    expect(last.headers['user-agent']).toBe('ConsignmentDirectoryBot/1.0 (+feeds)');
    expect(last.headers.accept).toBe('application/json');
  });

  describe('refuses a private address without connecting to it', () => {
    it('given as an IP address that is not allowed', async () => {
      const before = { connections: allowed.connections, requests: allowed.requests.length };

      const error = await refusal(`${allowed.origin}/feed.json`, NOT_ALLOWED);

      expect(error.code).toBe('private-address');
      expect(error.message).toBe('The address leads to a private network address (127.0.0.2), which the site does not fetch.');
      expect(allowed.connections).toBe(before.connections);
      expect(allowed.requests).toHaveLength(before.requests);
    });

    it('behind a host name that resolves to it', async () => {
      const error = await refusal(`http://localhost:${loopback.port}/`);

      expect(error.code).toBe('private-address');
      expect(error.message).toMatch(/^The address leads to a private network address \((127\.0\.0\.1|::1)\)/);
      expect(loopback.connections).toBe(0);
    });

    it.each([
      ['an IPv4-mapped IPv6 address', () => `http://[::ffff:127.0.0.1]:${loopback.port}/`],
      ['an IPv4-compatible IPv6 address', () => `http://[::127.0.0.1]:${loopback.port}/`],
      ['the unspecified address', () => `http://0.0.0.0:${loopback.port}/`],
      ['a loopback address written as a number', () => `http://2130706433:${loopback.port}/`],
      ['a private network address', () => 'http://10.0.0.1/'],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a carrier-grade NAT address', () => 'http://100.64.0.1/'],
      ['a unique-local IPv6 address', () => 'http://[fd00::1]/'],
    ])('%s', async (_name, url) => {
      const started = Date.now();

      const error = await refusal(url());

      expect(error.code).toBe('private-address');
      expect(Date.now() - started).toBeLessThan(500);
      expect(loopback.connections).toBe(0);
    });

    it.each([
      ['the loopback server', '/to-loopback'],
      ['the cloud metadata address', '/to-metadata'],
    ])('that an allowed address redirects to (%s)', async (_name, path) => {
      const started = Date.now();

      const error = await refusal(`${allowed.origin}${path}`);

      expect(error.code).toBe('private-address');
      expect(Date.now() - started).toBeLessThan(500);
      expect(loopback.connections).toBe(0);
      expect(loopback.requests).toHaveLength(0);
    });
  });

  it.each([
    ['ftp://127.0.0.2/feed.json', 'scheme', 'The address must start with http:// or https://.'],
    ['file:///etc/passwd', 'scheme', 'The address must start with http:// or https://.'],
    ['javascript:alert(1)', 'scheme', 'The address must start with http:// or https://.'],
    ['http://user:pw@127.0.0.2/feed.json', 'address', 'The address must not hold a user name or password.'],
    ['not an address', 'address', 'The address is not a valid web address.'],
  ])('refuses %s (%s)', async (url, code, message) => {
    const before = allowed.connections;

    const error = await refusal(url);

    expect(error).toMatchObject({ code, message });
    expect(allowed.connections).toBe(before);
  });

  it('refuses a redirect to an address that is not http(s)', async () => {
    expect(await refusal(`${allowed.origin}/to-ftp`)).toMatchObject({ code: 'scheme' });
  });

  it('follows as many redirects as allowed, and refuses one more', async () => {
    const result = await safeFetch(`${allowed.origin}/hop/5`, LIMITS);
    expect(result.url).toBe(`${allowed.origin}/feed.json`);

    const error = await refusal(`${allowed.origin}/hop/6`);
    expect(error).toMatchObject({ code: 'too-many-redirects', message: 'The address redirected more than 5 times.' });
  });

  it('gives up on an address that answers too slowly, before it answers or while its body arrives', async () => {
    const limits = { ...LIMITS, timeoutMs: 300 };
    const started = Date.now();

    const slow = await refusal(`${allowed.origin}/slow`, limits);
    const trickle = await refusal(`${allowed.origin}/trickle`, limits);

    expect(slow).toMatchObject({ code: 'timeout', message: 'The address did not answer within 0.3 seconds.' });
    expect(trickle).toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses a body that grows past the limit, closing the connection', async () => {
    const error = await refusal(`${allowed.origin}/huge`);

    expect(error).toMatchObject({ code: 'too-large', message: 'The answer was larger than 64 KB.' });
    // It would otherwise stream forever.
    await hugeClosed;
  });

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    const started = Date.now();

    const error = await refusal(`${allowed.origin}/declared-huge`, { ...LIMITS, maxBytes: 20 * 1024 * 1024 });

    expect(error).toMatchObject({ code: 'too-large', message: 'The answer was larger than 20 MB.' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses an answer that is not a success', async () => {
    const error = await refusal(`${allowed.origin}/missing`);

    expect(error).toMatchObject({ code: 'status', message: 'The address answered 404 Not Found.' });
  });

  it('says when a host name does not exist (.invalid never does)', async () => {
    const error = await refusal('http://example.invalid/feed.json');

    expect(error).toMatchObject({ code: 'host-not-found', message: 'The host name example.invalid could not be found.' });
  });

  it('says when nothing listens at the address', async () => {
    const closed = await listen('127.0.0.2', () => undefined);
    await new Promise((resolve) => closed.server.close(resolve));

    const error = await refusal(`${closed.origin}/`);

    expect(error).toMatchObject({ code: 'network', message: 'The address refused the connection.' });
  });
});
