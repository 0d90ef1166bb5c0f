import type { AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import { PROBLEM_MAX_LENGTH } from '../src/common/validation/validation.pipe';
import { SearchService } from '../src/search/search.service';
import { errorMessage } from './api-error';
import { sendRaw, type RawAnswer } from './raw-http';
import { useTestApp, type TestAppOnDatabase } from './test-app';

/** Requests Node's HTTP parser refuses, each with the status and message its JSON error gives. */
const PARSER_REFUSALS: Array<[string, string, number, RegExp]> = [
  ['a control byte in the address', 'GET /api/states\u0001 HTTP/1.1\r\nHost: x\r\n\r\n', 400, /address/],
  ['an unknown method', 'FOO /api/states HTTP/1.1\r\nHost: x\r\n\r\n', 400, /method/],
  [
    'a NUL in a header value',
    'GET /api/states HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
    400,
    /^A request header has characters that are not allowed$/,
  ],
  ['a control byte in a header value', 'GET /api/states HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n', 400, /header/],
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
  [
    'a chunk size that is no number',
    'POST /api/admin/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    400,
    /chunk size/,
  ],
  ['headers over the limit', `GET /api/states HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /too large/],
  ['an unknown HTTP version', 'GET /api/states HTTP/9.9\r\nHost: x\r\n\r\n', 400, /version/],
];

/** Requests the server answers (200) that may come before a refused one on a keep-alive connection: an API read and a page. */
const ANSWERED = ['GET /api/states HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /texas HTTP/1.1\r\nHost: x\r\n\r\n'];

/** Checks that `answer` is the API's JSON error with `status` and a message matching `message`. */
function expectJsonError(answer: RawAnswer | undefined, status: number, message: RegExp): void {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(answer?.body ?? 'null')).toEqual({
    statusCode: status,
    error: expect.any(String),
    message: expect.stringMatching(message),
  });
}

describe('requests no parser, validator or handler should choke on', () => {
  const testApp = useTestApp();
  let port = 0;

  beforeAll(async () => {
    const server = testApp.app.getHttpServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });

  it.each(PARSER_REFUSALS)('answers %s with a JSON error, like every other error', async (_what, bytes, status, message) => {
    const answers = await sendRaw(port, bytes);
    expect(answers).toHaveLength(1);
    expectJsonError(answers[0], status, message);
  });

  it('answers an address that is not valid percent-encoding with a JSON error', async () => {
    const [answer] = await sendRaw(port, 'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n');
    expectJsonError(answer, 400, /address/);
  });

  it.each(PARSER_REFUSALS)(
    'answers %s pipelined after requests whose answers are in flight, in order, and keeps serving',
    async (_what, refused, status, message) => {
      // Second after one request, third after two; a request after the refused one is never read.
      for (const before of [ANSWERED.slice(0, 1), ANSWERED]) {
        const answers = await sendRaw(port, [...before, refused, ANSWERED[0]].join(''), before.length + 2);
        expect(answers.map((answer) => answer.status)).toEqual([...before.map(() => 200), status]);
        expectJsonError(answers.at(-1), status, message);
        await testApp.http().get('/api/health/live').expect(200);
      }
    },
  );

  it('keeps serving when a client that pipelined a refused request hangs up before its answers', async () => {
    // Each connection is dropped a millisecond after its bytes are sent, its answers still being made.
    for (const [, refused] of PARSER_REFUSALS) await sendRaw(port, [...ANSWERED, refused].join(''), 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await testApp.http().get('/api/health/live').expect(200);
    const [answer] = await sendRaw(port, ANSWERED[0]!);
    expect(answer?.status).toBe(200);
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

/** A store's slug that is one of the API's own words beside its stores (`/api/stores/map`, `/search`). */
const STORE_API_WORD_ADDRESSES = ['/oregon/portland/map', '/oregon/portland/SEARCH'];

/** Page addresses whose segments hold what a slug cannot: an encoded `?`, `#`, `/` or dot segment. */
const HOSTILE_PAGE_ADDRESSES = [
  ...STORE_API_WORD_ADDRESSES,
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

  it("answer a store's page named by the map's or search's word with 404, not the map read as a store", async () => {
    expect(await answeredOtherwise(testApp, STORE_API_WORD_ADDRESSES, [404])).toEqual([]);
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
