import { createServer, connect, type Server, type Socket } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { expect } from '@jest/globals';
import request from 'supertest';
import { createTestApp, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A TCP relay to the test's PostgreSQL, which can be cut: to the app, as if the server had stopped. */
async function relayTo(port: number): Promise<{ port: number; cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    port: (server.address() as { port: number }).port,
    cut: async () => {
      await new Promise<void>((closed) => {
        server.close(() => closed());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe('pages while the database is out of reach', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    database = await createTestDatabase();
    const address = new URL(database.url);
    const relay = await relayTo(Number(address.port));
    address.port = String(relay.port);
    // Nothing kept: each page is made while the database is down.
    app = await createTestApp(testConfig(address.href, database.poolSize, { API_CACHE_SECONDS: '0', DATABASE_WAIT_MS: '500' }));
    await get('/texas').expect(200);
    await relay.cut();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each(['/', '/about', '/contact', '/tools', '/tools/profit-calculator', '/awards', '/map', '/admin'])(
    '%s, which needs no data, is rendered all the same',
    async (path) => {
      const response = await get(path).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toMatch(/<h1[\s>]/);
    },
  );

  it('a page made of data answers its HTML 503, which nobody keeps', async () => {
    const response = await get('/texas').expect(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
