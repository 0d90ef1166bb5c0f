import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Connect-style middleware, as helmet, compression and serve-static are. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Runs a connect-style middleware on Fastify's `onRequest` hook, on Node's request and response, as
 * `@fastify/helmet` runs helmet.
 *
 * Not Nest's `app.use` (Fastify's middie): for every request it copies six more of Fastify's request
 * properties onto Node's (the forwarded host and protocol among them), then normalises the address
 * and matches it again for each middleware; with five middleware that was about a tenth of a cheap
 * API answer's CPU (docs/performance.md). A middleware that answers (an answer from memory, a
 * file) ends Node's response and does not call on: the request goes no further, as under middie.
 */
export function runOnRequest(fastify: FastifyInstance, middleware: Middleware): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
