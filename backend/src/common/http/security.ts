import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { LRUCache } from 'lru-cache';
import onHeaders from 'on-headers';
import proxyAddress from 'proxy-addr';
import typeIs from 'type-is';
import { isPageDataRequest } from './page-data-request';
import type { ApiError } from '../../contracts/api.contract';
import { proxyTrust, type AppConfig, type ProxyTrust } from '../../config/app-config';

/**
 * The origin pattern of a Leaflet tile address template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * gives `https://*.tile.example.org` (a placeholder in the host stands for any subdomain).
 */
export function tileSource(template: string): string {
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return "'none'";
  return `${match[1]}//${match[2]!.replace(/\{[^}]*\}/g, '*')}`;
}

/** Response headers as name and value, in the order they are set. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * Security headers (helmet). The Content-Security-Policy allows only this site's own files, and
 * images from the map's tile server; no inline script runs (the page's data travels in JSON script
 * elements, which are not run).
 *
 * A JSON answer is never run as a page: it gets the headers OWASP's REST Security Cheat Sheet lists
 * for API answers, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Strict-Transport-Security` where the site is on HTTPS, and a policy of `frame-ancestors 'none'`
 * alone. Helmet's others (the page's sources, opener, referrer and cross-origin policies, the old
 * browsers' switches) tell a browser how to treat a document; on the API's most frequent answers
 * they only cost time.
 *
 * Helmet's headers depend on the configuration alone (no nonces here), so its middleware runs once,
 * on a response that records them, and every response gets a recorded list: the same headers
 * without helmet's twelve steps per request.
 */
export class SecurityHeaders {
  /** Pages, the app's files, badges, the spreadsheet: every answer but JSON. */
  private readonly documents: HeaderList;
  private readonly json: HeaderList;
  /** Each content type's list, flat (name, value, name, value...), as `writeHead` takes it. */
  private readonly flatLists = new LRUCache<string, string[]>({
    max: 50,
    memoMethod: (contentType) => this.forType(contentType).flat(),
  });

  constructor(config: AppConfig) {
    this.documents = recordHelmetHeaders(config);
    this.json = [
      ['Content-Security-Policy', "frame-ancestors 'none'"],
      ...this.documents.filter(([name]) => JSON_ANSWER_HEADERS.has(name.toLowerCase())),
    ];
  }

  /** The headers for an answer of this content type. */
  private forType(contentType: string | undefined): HeaderList {
    return contentType && typeIs.is(contentType, ['json']) ? this.json : this.documents;
  }

  /** `forType`'s list, flat; worked out once per content type. */
  flatForType(contentType: string): readonly string[] {
    return this.flatLists.memo(contentType);
  }

  /**
   * Express middleware: an answer gets the list for its content type as its headers go out. A
   * header the handler set itself stays as it is.
   */
  readonly middleware = (_request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    onHeaders(response, () => {
      const type = response.getHeader('Content-Type');
      for (const [name, value] of this.forType(typeof type === 'string' ? type : undefined)) {
        if (!response.hasHeader(name)) response.setHeader(name, value);
      }
    });
    next();
  };
}

/** Of helmet's headers, those a JSON answer keeps (besides its own policy). */
const JSON_ANSWER_HEADERS = new Set(['x-content-type-options', 'x-frame-options', 'strict-transport-security']);

function recordHelmetHeaders(config: AppConfig): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    // X-Powered-By: Express never sets it here (`configureApp` disables it).
    removeHeader: () => undefined,
  };
  let finished = false;
  securityMiddleware(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

function securityMiddleware(config: AppConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Leaflet set element styles from scripts, which a policy does not block; no inline <style>.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', tileSource(config.mapTiles.url)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.siteUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Badges are embedded by other sites: they must load there.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // As the policy's frame-ancestors 'none', for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: config.siteUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  });
}

/**
 * The client's address as Express's `request.ip` gives it (behind the proxies `TRUST_PROXY` names,
 * the address they forwarded), IPv6 by its /56 network as express-rate-limit's default key. Each
 * address's key is worked out once: parsing an IPv6 address (every IPv4 client of a server
 * listening on both appears as one, `::ffff:a.b.c.d`) takes several microseconds, longer than
 * sending a kept answer.
 */
class ClientKeys {
  private readonly trust: ProxyTrust;
  private readonly keys = new LRUCache<string, string>({ max: 10_000, memoMethod: (address) => ipKeyGenerator(address) });

  constructor(config: AppConfig) {
    this.trust = proxyTrust(config.trustProxy);
  }

  keyOf(request: IncomingMessage): string {
    return this.keys.memo(proxyAddress(request, this.trust));
  }
}

/**
 * At most `limit` requests a minute per client address; then 429 with the API's JSON error (saying
 * what is limited, `what`) and `Retry-After`. express-rate-limit with its own MemoryStore.
 */
function limitPerClient(keys: ClientKeys, limit: number, what: string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    keyGenerator: (request) => keys.keyOf(request),
    // The API answers a page is rendered from count as part of the page request, not of a client.
    skip: (request) => isPageDataRequest(request),
    // A refused answer says when to come back; others do not carry the remaining count.
    standardHeaders: false,
    legacyHeaders: false,
    handler: (request, response) => {
      const reset = (request as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      const body: ApiError = {
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many ${what}: at most ${limit} a minute. Try again in ${seconds} seconds.`,
      };
      response.setHeader('Retry-After', String(seconds));
      response.status(429).json(body);
    },
  });
}

/** At most `API_RATE_LIMIT` API requests a minute per client address, unless it is 0. */
export const apiRateLimit = (config: AppConfig): RequestHandler | null =>
  config.apiRateLimit === 0 ? null : limitPerClient(new ClientKeys(config), config.apiRateLimit, 'requests');

/**
 * Searches that reach the app (the API's and the results page's; an answer sent from memory costs
 * nothing and is not counted): at most `SEARCH_RATE_LIMIT` a minute per client address, unless it is
 * 0. A search costs the database more than any other request, and one address within the API's
 * limit could otherwise keep its connections busy.
 */
export const searchRateLimit = (config: AppConfig): RequestHandler | null =>
  config.searchRateLimit === 0 ? null : limitPerClient(new ClientKeys(config), config.searchRateLimit, 'searches');
