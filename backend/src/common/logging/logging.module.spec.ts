import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { expect } from '@jest/globals';
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
    const request = {
      id: '3f0c2a9e-8d1b-4c55-9e0a-6b7f1d2c3e4f',
      method: 'GET',
      url: '/api/stores/map',
      statusCode: 200,
      time: Date.now(),
      responseTime: 0,
    };
    const line = requestCompletedLine(request);
    expect(line).toBe(pinosLine(request));
    expect(JSON.parse(line)).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/stores/map' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
  });

  it('escapes an address as pino does: quotes, backslashes, line breaks and non-ASCII letters', () => {
    const request = {
      id: 'proxy-4f2a.17',
      method: 'HEAD',
      url: '/search?q="a\\b"\u2028&city=Zürich',
      statusCode: 304,
      time: Date.now(),
      responseTime: 3,
    };
    const line = requestCompletedLine(request);
    expect(line).toBe(pinosLine(request));
    expect(line.endsWith('\n')).toBe(true);
    expect((JSON.parse(line) as { req: { url: string } }).req.url).toBe(request.url);
  });
});

describe('HttpLogging.completed, the request log of answers from memory', () => {
  const answered = (url: string) => [{ method: 'GET', url } as IncomingMessage, { statusCode: 200 } as ServerResponse] as const;
  const writesToStandardOutput = (spy: jest.SpyInstance) => spy.mock.calls.filter(([fd]) => fd === 1).map(([, data]) => String(data));

  afterEach(() => jest.restoreAllMocks());

  const parsed = (write: string) => {
    const lines = write.split('\n');
    expect(lines.pop()).toBe('');
    return lines.map((line) => JSON.parse(line) as { req: { id: string; method: string; url: string }; msg: string });
  };
  // The logger's destination writes standard output with fs.write; the lines are kept from the terminal.
  const keepWrites = () =>
    jest
      .spyOn(fs, 'write')
      .mockImplementation(((_fd: number, data: string | Buffer, done: (error: null, written: number) => void) =>
        done(null, Buffer.byteLength(data))) as unknown as typeof fs.write);

  it('writes the lines together 200 ms after the first, whole and in the order answered', () => {
    jest.useFakeTimers();
    try {
      const write = keepWrites();
      const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'log' }));
      const urls = ['/api/stores/map', '/api/states', '/api/stores/search?q=con'];
      urls.forEach((url, index) => logging.completed(...answered(url), `request-${index}`, Date.now()));
      jest.advanceTimersByTime(199);
      expect(writesToStandardOutput(write)).toEqual([]);

      jest.advanceTimersByTime(1);
      const writes = writesToStandardOutput(write);
      expect(writes).toHaveLength(1);
      expect(parsed(writes[0]!)).toEqual(
        urls.map((url, index) =>
          expect.objectContaining({ req: { id: `request-${index}`, method: 'GET', url }, msg: 'request completed' }),
        ),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes at once when 64 KB of lines are waiting, then holds the next ones again', () => {
    const write = keepWrites();
    const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'log' }));
    const url = `/api/stores/search?query=${'a'.repeat(1_000)}`;
    let count = 0;
    while (writesToStandardOutput(write).length === 0) logging.completed(...answered(url), `request-${count++}`, Date.now());
    const [written] = writesToStandardOutput(write);
    expect(Buffer.byteLength(written!)).toBeGreaterThanOrEqual(64 * 1024);
    expect(parsed(written!)).toHaveLength(count);
    logging.completed(...answered(url), 'one-more', Date.now());
    expect(writesToStandardOutput(write)).toHaveLength(1);
  });

  it('writes the lines it holds when the process exits', async () => {
    const script = [
      "const { HttpLogging } = require('./logging.module');",
      "const { loadAppConfig } = require('../../config/app-config');",
      "const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'log' }));",
      "logging.completed({ method: 'GET', url: '/api/states' }, { statusCode: 200 }, 'the-last-request', Date.now());",
      'process.exit(0);',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--require', 'tsx/cjs', '--eval', script], { cwd: __dirname });
    expect(parsed(stdout)).toEqual([expect.objectContaining({ req: { id: 'the-last-request', method: 'GET', url: '/api/states' } })]);
  });

  it('writes nothing when the log level leaves out requests', async () => {
    const write = jest.spyOn(fs, 'write');
    const logging = new HttpLogging(loadAppConfig({ LOG_LEVEL: 'warn' }));
    logging.completed(...answered('/api/stores/map'), 'request-0', Date.now());
    await new Promise((turnEnded) => setImmediate(turnEnded));
    expect(writesToStandardOutput(write)).toEqual([]);
  });
});
