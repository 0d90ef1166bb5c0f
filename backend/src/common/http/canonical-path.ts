import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { clientErrorAnswer } from './client-errors';

/** Characters that mean the same percent-encoded or not (RFC 3986's unreserved set). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * An address's path in one spelling: unreserved characters not percent-encoded, dot segments
 * resolved (`/x/../search` is `/search`), no doubled or trailing slashes. Every route (and its rate
 * limit) sees a request's path so (`normalizedPaths`), the one the pages' router matches; a page
 * asked for under another spelling is sent to this one, so that each page has one address.
 */
export function canonicalPath(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (encoded: string, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : encoded.toUpperCase();
  });
  const resolved = new URL(`http://site.invalid${decoded.startsWith('/') ? '' : '/'}${decoded}`).pathname;
  return resolved.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/**
 * Middleware: routes see each request's path in its canonical spelling (the address as sent stays in
 * `originalUrl`); a path that is not valid percent-encoding is refused before any route reads it.
 */
export const normalizedPaths: RequestHandler = (request, _response, next) => {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  try {
    decodeURIComponent(path);
  } catch {
    next(new BadRequestException(clientErrorAnswer('HPE_INVALID_URL').message));
    return;
  }
  const canonical = canonicalPath(path);
  if (canonical !== path) request.url = queryStart === -1 ? canonical : canonical + request.url.slice(queryStart);
  next();
};
