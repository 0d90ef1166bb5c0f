/**
 * The fuzz's raw requests: bytes Node's HTTP parser must refuse (or read), sent over a socket of their
 * own (`sendRaw`), since no HTTP client sends them, alone and pipelined after requests whose answers
 * are in flight. Every answer must be an HTTP status below 500; a refusal must be the API's JSON
 * error; a redirect must stay on the site; the server must answer after each.
 */

const PATHS = ['/api/states', '/api/stores/search?query=vintage', '/texas/austin', '/'];
const CONTROL_BYTES = [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x7f, 0x80, 0xff].map((byte) => String.fromCharCode(byte));

/** Raw requests, as latin1 text (one character, one byte). */
export function rawRequests(): string[] {
  const requests: string[] = [];
  const get = (target: string, headers = 'Host: x\r\n') => `GET ${target} HTTP/1.1\r\n${headers}\r\n`;
  for (const path of PATHS) {
    // Bytes no address may hold, at its start, its middle and its end.
    for (const byte of CONTROL_BYTES) {
      requests.push(get(`${path}${byte}`), get(`/${byte}${path.slice(1)}`), get(`${path.slice(0, 4)}${byte}${path.slice(4)}`));
      requests.push(get(path, `Host: x\r\nX-Fuzz: a${byte}b\r\n`), get(path, `Host: x\r\nX-Fu${byte}zz: b\r\n`));
    }
    // Header names and lines that are not tokens.
    for (const header of ['X Fuzz: a', 'X-Fuzz : a', ': a', 'X-Fuzz', 'X-(Fuzz): a', ' X-Fuzz: a', 'X-Fuzz: a\r\n b', 'Héader: a']) {
      requests.push(get(path, `Host: x\r\n${header}\r\n`));
    }
    // Methods that are not HTTP's.
    for (const method of ['FOO', 'GETT', 'get', 'G\tET', 'CONNECTX', 'PRI', '\u0000GET', 'GET GET']) {
      requests.push(`${method} ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    }
    // Versions and request lines.
    for (const version of ['HTTP/9.9', 'HTTP/1.2', 'HTTP/0.9', 'HTTP/1.1x', 'HTTPS/1.1', 'http/1.1', '']) {
      requests.push(`GET ${path} ${version}\r\nHost: x\r\n\r\n`);
    }
    requests.push(`GET ${path}${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    // Headers over the limit: one long one, and many.
    requests.push(get(path, `Host: x\r\nX-Fuzz: ${'a'.repeat(20_000)}\r\n`));
    requests.push(get(path, `Host: x\r\n${Array.from({ length: 2_000 }, (_, index) => `X-F${index}: a\r\n`).join('')}`));
  }
  // Bodies framed wrongly, on the POST endpoints.
  for (const path of ['/api/admin/sign-in', '/api/regenerate-sitemap', '/api/admin/sign-out']) {
    const post = (headers: string, body = '') =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;
    for (const length of ['abc', '-1', '1,2', '1 2', '0x10', '99999999999999999999', '+5'])
      requests.push(post(`Content-Length: ${length}\r\n`, '{}'));
    requests.push(post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}'));
    requests.push(post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'));
    for (const encoding of ['gzip', 'chunked, gzip', 'xchunked', 'chunked\u0000', 'identity', 'chunked, chunked']) {
      requests.push(post(`Transfer-Encoding: ${encoding}\r\n`, '2\r\n{}\r\n0\r\n\r\n'));
    }
    requests.push(post('Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n', '2\r\n{}\r\n0\r\n\r\n'));
    for (const chunk of [
      'zz\r\n{}\r\n0\r\n\r\n',
      '-2\r\n{}\r\n0\r\n\r\n',
      `2;${'x'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
      'ffffffffffffffffff\r\n{}\r\n0\r\n\r\n',
    ]) {
      requests.push(post('Transfer-Encoding: chunked\r\n', chunk));
    }
  }
  // Requests that name another site: absolute form, and paths a browser would read as another host.
  for (const target of [
    'http://evil.example/',
    'http://evil.example/texas/',
    '//evil.example/',
    '/\\evil.example/',
    '//evil.example//',
    '/%2F%2Fevil.example/',
    '\\\\evil.example/',
  ]) {
    requests.push(get(target), get(target, 'Host: evil.example\r\n'));
  }
  return requests;
}

/** Requests answered 200 that go before a refused one on a keep-alive connection: an API read and a page. */
export const ANSWERED = ['GET /api/states HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /texas/austin HTTP/1.1\r\nHost: x\r\n\r\n'];

/**
 * `refused` pipelined second (after one answered request) and third (after two), with a request after
 * it that must never be read: the answers to the requests before it are still being made when the
 * parser refuses it.
 */
export const pipelined = (refused: string): Array<{ bytes: string; before: number }> =>
  [ANSWERED.slice(0, 1), ANSWERED].map((before) => ({ bytes: [...before, refused, ANSWERED[0]].join(''), before: before.length }));
