import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../../config/app-config';
import { pageDataHeaders } from '../http/page-data-request';
import { AccessLog, loggerOptions } from './logging.module';

/** A Fastify app logging through the app's settings and request log at `level`; the lines it wrote. */
function appAt(level: LogLevel) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino(loggerOptions(level), sink), logController: new AccessLog() });
  app.get('/api/states', () => ({ states: [] }));
  app.get('/api/health/ready', () => ({ status: 'ok' }));
  app.get('/api/refused', (_request, reply) => reply.code(429).send({ message: 'Too many requests' }));
  return { app, lines };
}

describe('the request log', () => {
  it('writes a line for each refused or failed request at the default level, with its method, address and status only', async () => {
    const { app, lines } = appAt('log');
    await app.inject({ url: '/api/states', headers: { cookie: 'session=secret' } });
    await app.inject({ url: '/api/refused?q=1', headers: { cookie: 'session=secret' } });
    await app.inject({ url: '/no/such/address' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map((line) => [line.req, line.res])).toEqual([
      [{ method: 'GET', url: '/api/refused?q=1' }, { statusCode: 429 }],
      [{ method: 'GET', url: '/no/such/address' }, { statusCode: 404 }],
    ]);
    expect(requests.map((line) => [line.level, typeof line.reqId, typeof line.responseTime])).toEqual([
      [30, 'string', 'number'],
      [30, 'string', 'number'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes successful answers too at debug, but never health checks or the answers a page is rendered from', async () => {
    const { app, lines } = appAt('debug');
    await app.inject({ url: '/api/states' });
    await app.inject({ url: '/api/health/ready' });
    await app.inject({ url: '/api/states', headers: pageDataHeaders() });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map((line) => [line.level, line.req, line.res])).toEqual([
      [20, { method: 'GET', url: '/api/states' }, { statusCode: 200 }],
    ]);
  });
});
