import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import type { LogLevel } from '../../config/app-config';
import { requestLogOptions } from './logging.module';

/** An Express app logging its requests with the app's settings at `level`; the lines it wrote. */
function appAt(level: LogLevel) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(pinoHttp({ ...requestLogOptions(level), logger: pino({ level: requestLogOptions(level).level }, sink) }));
  app.get('/api/states', (_request, response) => void response.json({ states: [] }));
  app.get('/api/health/ready', (_request, response) => void response.json({ status: 'ok' }));
  app.get('/api/refused', (_request, response) => void response.status(429).json({ message: 'Too many requests' }));
  return { app, lines };
}

const completed = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request completed');

describe('the request log', () => {
  it('writes a line for each refused or failed request at the default level, with its method, address and status only', async () => {
    const { app, lines } = appAt('log');
    await request(app).get('/api/states').set('Cookie', 'session=secret');
    await request(app).get('/api/refused?q=1').set('Cookie', 'session=secret');
    await request(app).get('/no/such/address');

    expect(completed(lines).map((line) => [line.req, line.res])).toEqual([
      [{ method: 'GET', url: '/api/refused?q=1' }, { statusCode: 429 }],
      [{ method: 'GET', url: '/no/such/address' }, { statusCode: 404 }],
    ]);
    expect(completed(lines).map((line) => [line.level, typeof line.reqId, typeof line.responseTime])).toEqual([
      [30, 'string', 'number'],
      [30, 'string', 'number'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes successful answers too at debug, but never health checks', async () => {
    const { app, lines } = appAt('debug');
    await request(app).get('/api/states');
    await request(app).get('/api/health/ready');

    expect(completed(lines).map((line) => [line.level, line.req, line.res])).toEqual([
      [20, { method: 'GET', url: '/api/states' }, { statusCode: 200 }],
    ]);
  });

  it("gives every request an id, the client's own when it is a plain token, and sends it back", async () => {
    const { app, lines } = appAt('debug');
    const given = await request(app).get('/api/states').set('X-Request-Id', 'proxy-id-1');
    const refused = await request(app).get('/api/states').set('X-Request-Id', 'not a token <script>');

    expect(given.headers['x-request-id']).toBe('proxy-id-1');
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed(lines).map((line) => line.reqId)).toEqual(['proxy-id-1', refused.headers['x-request-id']]);
  });
});
