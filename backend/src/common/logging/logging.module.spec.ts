import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadAppConfig } from '../../config/app-config';
import { HttpLogging, requestCompletedLine, type CompletedRequest } from './logging.module';

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

describe('HttpLogging.completed, the request log of answers from memory', () => {
  const answered = (url: string) =>
    [{ method: 'GET', url } as IncomingMessage, { statusCode: 200 } as ServerResponse] as const;
  const writesToStandardOutput = (spy: jest.SpyInstance) =>
    spy.mock.calls.filter(([fd]) => fd === 1).map(([, data]) => String(data));

  afterEach(() => jest.restoreAllMocks());

  it('writes the lines of one turn of the event loop together, whole and in the order answered', async () => {
    // The logger's destination writes standard output with fs.write; the lines are kept from the terminal.
    const write = jest.spyOn(fs, 'write').mockImplementation(((_fd: number, data: string | Buffer, done: (error: null, written: number) => void) =>
      done(null, Buffer.byteLength(data))) as unknown as typeof fs.write);
    const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'log' }));
    const urls = ['/api/stores/map', '/api/states', '/api/stores/search?q=con'];
    urls.forEach((url, index) => logging.completed(...answered(url), `request-${index}`, Date.now()));
    expect(writesToStandardOutput(write)).toEqual([]);

    await new Promise((turnEnded) => setImmediate(turnEnded));
    const writes = writesToStandardOutput(write);
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line) as { req: { id: string; url: string }; msg: string })).toEqual(
      urls.map((url, index) => expect.objectContaining({ req: { id: `request-${index}`, method: 'GET', url }, msg: 'request completed' })),
    );
  });

  it('writes nothing when the log level leaves out requests', async () => {
    const write = jest.spyOn(fs, 'write');
    const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'warn' }));
    logging.completed(...answered('/api/stores/map'), 'request-0', Date.now());
    await new Promise((turnEnded) => setImmediate(turnEnded));
    expect(writesToStandardOutput(write)).toEqual([]);
  });
});
