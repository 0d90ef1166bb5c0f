import { Writable } from 'node:stream';
import pino from 'pino';
import { requestCompletedLine, type CompletedRequest } from './logging.module';

/** The line pino itself writes for the same fields, as the request log's middleware does. */
function pinosLine(request: CompletedRequest): string {
  let written = '';
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const { id, method, url, statusCode, responseTime } = request;
  pino({ level: 'info' }, memory).info({ req: { id, method, url }, res: { statusCode }, responseTime }, 'request completed');
  return written;
}

describe('requestCompletedLine, the request log line of an answer from memory', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('is the line pino writes, character for character', () => {
    const request = { id: '3f0c2a9e-8d1b-4c55-9e0a-6b7f1d2c3e4f', method: 'GET', url: '/api/stores/map', statusCode: 200, time: Date.now(), responseTime: 0 };
    const line = requestCompletedLine(request);
    expect(line).toBe(pinosLine(request));
    expect(JSON.parse(line)).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/stores/map' }, res: { statusCode: 200 }, msg: 'request completed' });
  });

  it('escapes an address as pino does: quotes, backslashes, line breaks and non-ASCII letters', () => {
    const request = { id: 'proxy-4f2a.17', method: 'HEAD', url: '/search?q="a\\b"\u2028&city=Zürich', statusCode: 304, time: Date.now(), responseTime: 3 };
    const line = requestCompletedLine(request);
    expect(line).toBe(pinosLine(request));
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line).req.url).toBe(request.url);
  });
});
