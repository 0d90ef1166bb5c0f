import { connect, type AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import { PROBLEM_MAX_LENGTH } from '../src/common/validation/validation.pipe';
import { SearchService } from '../src/search/search.service';
import { errorMessage } from './api-error';
import { useTestApp, type TestAppOnDatabase } from './test-app';

/** Sends raw bytes to the server and reads what comes back until it closes the connection. */
function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

/** The status, headers and JSON body of a raw HTTP answer. */
function readAnswer(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('requests no parser, validator or handler should choke on', () => {
  const testApp = useTestApp();
  let port = 0;

  beforeAll(async () => {
    const server = testApp.app.getHttpServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });

  it.each([
    ['a control byte in the address', 'GET /api/states\u0001 HTTP/1.1\r\nHost: x\r\n\r\n', 400, /address/],
    ['an unknown method', 'FOO /api/states HTTP/1.1\r\nHost: x\r\n\r\n', 400, /method/],
    [
      'a NUL in a header value',
      'GET /api/states HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
      400,
      /^A request header has characters that are not allowed$/,
    ],
    ['a bad header name', 'GET /api/states HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n', 400, /header/],
    [
      'a Content-Length that is no number',
      'POST /api/admin/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
      /Content-Length/,
    ],
    [
      'a Content-Length beside chunked',
      'POST /api/admin/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      /Transfer-Encoding|Content-Length/,
    ],
    [
      'an unknown Transfer-Encoding',
      'POST /api/admin/sign-in HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc',
      400,
      /Transfer-Encoding/,
    ],
    ['headers over the limit', `GET /api/states HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /too large/],
    ['an unknown HTTP version', 'GET /api/states HTTP/9.9\r\nHost: x\r\n\r\n', 400, /version/],
    ['an address that is not valid percent-encoding', 'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n', 400, /address/],
  ])('answers %s with a JSON error, like every other error', async (_what, bytes, status, message) => {
    const answer = readAnswer(await sendRaw(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual({ statusCode: status, error: expect.any(String), message: expect.stringMatching(message) });
  });

  it('answers a JSON body nested thousands of levels deep with a 400, not a 500', async () => {
    const body = `{"password":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const response = await testApp.http().post('/api/admin/sign-in').set('Content-Type', 'application/json').send(body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is nested more than 32 levels deep',
    });
    // A body of ordinary depth still reaches validation.
    const shallow = await testApp
      .http()
      .post('/api/admin/sign-in')
      .send({ password: { nested: ['a'] } })
      .expect(400);
    expect(errorMessage(shallow)).toMatch(/password/);
  });

  it('names the first few problems of a request with a thousand and says how many more', async () => {
    const unknown = Array.from({ length: 1_100 }, (_, index) => `p${index}=1`).join('&');
    const response = await testApp.http().get(`/api/stores/search?query=vintage&${unknown}`).expect(400);
    expect(errorMessage(response)).toMatch(
      /^property p0 should not exist; property p1 should not exist; property p2 should not exist; and \d+ more problems$/,
    );
  });

  it('cuts a message that would quote a huge parameter name or address', async () => {
    const name = 'x'.repeat(5_000);
    const parameter = await testApp.http().get(`/api/stores/search?query=vintage&${name}=1`).expect(400);
    expect(errorMessage(parameter).length).toBeLessThanOrEqual(PROBLEM_MAX_LENGTH);
    expect(errorMessage(parameter)).toMatch(/^property x+…$/);
    const address = await testApp
      .http()
      .get(`/api/${'y'.repeat(6_000)}`)
      .expect(404);
    expect(errorMessage(address).length).toBeLessThanOrEqual(300);
  });
});

/** Page addresses whose segments hold what a slug cannot: an encoded `?`, `#`, `/` or dot segment. */
const HOSTILE_PAGE_ADDRESSES = [
  '/%3F',
  '/california/%3F',
  '/%23',
  '/texas/%23x',
  '/%3F/x',
  '/texas/austin/%3F',
  '/california/los-angeles/%23',
  '/%3Fq%3Dx',
  '/%2e%2e',
  '/%2E%2E/texas',
  '/california/%2e%2e',
  '/..%2Fstores%2Fsearch%3Fquery%3Dx',
  '/texas/..%2F..%2Fstores%2Fsearch%3Fquery%3Dx',
  '/./search?q=vintage',
  '/x/../search?q=vintage',
  '/%73earch?q=vintage',
];

/** The addresses a test app answered otherwise than `allowed`, with their status. */
async function answeredOtherwise(testApp: TestAppOnDatabase, addresses: string[], allowed: number[]): Promise<Array<[string, number]>> {
  const answers: Array<[string, number]> = [];
  for (const address of addresses) answers.push([address, (await testApp.http().get(address).redirects(0)).status]);
  return answers.filter(([, status]) => !allowed.includes(status));
}

describe('page addresses built to reach the API or a search', () => {
  const testApp = useTestApp();

  it('answer 301, 400 or 404, never 500', async () => {
    expect(await answeredOtherwise(testApp, HOSTILE_PAGE_ADDRESSES, [301, 400, 404])).toEqual([]);
  });
});

describe('page addresses built to reach a search, once a client has searched its fill', () => {
  const testApp = useTestApp({ SEARCH_RATE_LIMIT: '3' });
  const get = (path: string) => testApp.http().get(path).redirects(0);

  it('run no search outside the searches’ limit', async () => {
    const searches = jest.spyOn(testApp.app.get(SearchService), 'search');
    for (let search = 0; search < 3; search += 1) await get('/api/stores/search?query=vintage').expect(200);
    await get('/api/stores/search?query=vintage').expect(429);
    await get('/search?q=vintage').expect(429);
    const ran = searches.mock.calls.length;
    expect(await answeredOtherwise(testApp, HOSTILE_PAGE_ADDRESSES, [301, 400, 404, 429])).toEqual([]);
    expect(searches.mock.calls.length).toBe(ran);
  });
});
