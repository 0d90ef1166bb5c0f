import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The server renders a page from the API's own answers, asked of itself through Fastify's `inject`: those
 * requests carry this header with a secret of the process, so that the request log and the
 * per-client rate limits leave them alone. They are part of the page request, which is logged and
 * counted itself. No client can send the secret: it is made at start and never leaves the process.
 */
const HEADER = 'x-page-data';
const SECRET = randomBytes(32);

export const pageDataHeaders = (): Record<string, string> => ({ [HEADER]: SECRET.toString('hex') });

export function isPageDataRequest(request: IncomingMessage): boolean {
  const given = request.headers[HEADER];
  if (typeof given !== 'string' || given.length !== SECRET.length * 2) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), SECRET);
}
