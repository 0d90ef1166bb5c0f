import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUnderPath } from './routed-path';

/** Connect-style middleware, as helmet, express-rate-limit, compression and serve-static are. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Runs a connect-style middleware on Fastify's `onRequest` hook, on Node's request and response, as
 * `@fastify/helmet` runs helmet; with `under`, only for requests whose path is one of those or below
 * (lower-case paths without a trailing slash). Node's request gets the client's address Fastify worked out (`ip`: behind
 * the proxies TRUST_PROXY names, the one they forwarded), which the rate limiters count by.
 *
 * Not Nest's `app.use` (Fastify's middie): for every request it copies six more of Fastify's request
 * properties onto Node's (the forwarded host and protocol among them), then normalises the address
 * and matches it again for each middleware; with five middleware that was about a tenth of a cheap
 * API answer's CPU (docs/performance.md). A middleware that answers (a 429, an answer from memory, a
 * file) ends Node's response and does not call on: the request goes no further, as under middie.
 */
export function runOnRequest(fastify: FastifyInstance, middleware: Middleware, under?: readonly string[]): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (under && !isUnderPath(request.url, under)) return done();
    const raw: IncomingMessage & { ip?: string } = request.raw;
    // Fastify works the address out anew each time it is asked (from the forwarded header, behind proxies).
    raw.ip ??= request.ip;
    middleware(raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
