import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
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

/** The API's paths (Express matches mount paths without regard to case). */
export const isApiPath = (url: string) => /^\/api\//i.test(url);

/** A client's requests in its current window, and when that window ends. */
interface ClientCount {
  totalHits: number;
  resetTime: Date;
}

/**
 * Each client's API requests in its current minute, in memory: the store of express-rate-limit's
 * middleware, counted at once (no promise) by the front door too. express-rate-limit's MemoryStore
 * answers through promises only, and waiting for one on every answer sent from memory cost the
 * whole map list about 15% of its requests a second. The same windows as MemoryStore: one fixed
 * window per client, begun by its first request; clients idle for a whole window are dropped
 * together, without looking at each.
 */
export class ClientCounts implements Store {
  readonly localKeys = true;
  private windowMs = 60_000;
  private current = new Map<string, ClientCount>();
  private previous = new Map<string, ClientCount>();
  private sweeper: NodeJS.Timeout | undefined;

  init(options: Options): void {
    this.windowMs = options.windowMs;
    clearInterval(this.sweeper);
    this.sweeper = setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, this.windowMs);
    this.sweeper.unref();
  }

  /** Counts a request of this client; gives its count in the window. */
  increment(key: string): ClientCount {
    const now = Date.now();
    let client = this.current.get(key);
    if (!client) {
      client = this.previous.get(key) ?? { totalHits: 0, resetTime: new Date(now + this.windowMs) };
      this.previous.delete(key);
      this.current.set(key, client);
    }
    if (client.resetTime.getTime() <= now) {
      client.totalHits = 0;
      client.resetTime = new Date(now + this.windowMs);
    }
    client.totalHits += 1;
    return client;
  }

  get(key: string): ClientCount | undefined {
    const client = this.current.get(key) ?? this.previous.get(key);
    return client && client.resetTime.getTime() > Date.now() ? client : undefined;
  }

  decrement(key: string): void {
    const client = this.current.get(key) ?? this.previous.get(key);
    if (client && client.totalHits > 0) client.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  resetAll(): void {
    this.current.clear();
    this.previous.clear();
  }

  shutdown(): void {
    clearInterval(this.sweeper);
    this.resetAll();
  }
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
 * what is limited, `what`) and `Retry-After`. `store` keeps the counts (express-rate-limit's own
 * MemoryStore unless given).
 */
function limitPerClient(keys: ClientKeys, limit: number, what: string, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    ...(store ? { store } : {}),
    keyGenerator: (request) => keys.keyOf(request),
    // The API answers a page is rendered from count as part of the page request, not of a client.
    skip: (request) => isPageDataRequest(request),
    // Answers from memory could not carry the remaining count without the limiter's own steps;
    // no answer does, so that all answers agree. A refused one says when to come back.
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

/**
 * At most `API_RATE_LIMIT` API requests a minute per client address. The Express middleware counts
 * the requests that reach the app; `allows` counts those answered from memory before it, in the
 * same store, so every API request counts once.
 */
export class ApiRateLimit {
  private readonly store = new ClientCounts();
  private readonly keys: ClientKeys;
  readonly middleware: RequestHandler;

  constructor(private readonly config: AppConfig) {
    this.keys = new ClientKeys(config);
    this.middleware = limitPerClient(this.keys, config.apiRateLimit, 'requests', this.store);
  }

  /** Counts an API request answered before Express; false once its client is over the limit. */
  allows(request: IncomingMessage): boolean {
    return this.store.increment(this.keys.keyOf(request)).totalHits <= this.config.apiRateLimit;
  }
}

/** The API's rate limit, unless `API_RATE_LIMIT` is 0. */
export const apiRateLimit = (config: AppConfig): ApiRateLimit | null => (config.apiRateLimit === 0 ? null : new ApiRateLimit(config));

/**
 * Searches that reach the app (the API's and the results page's; an answer sent from memory costs
 * nothing and is not counted): at most `SEARCH_RATE_LIMIT` a minute per client address, unless it is
 * 0. A search costs the database more than any other request, and one address within the API's
 * limit could otherwise keep its connections busy.
 */
export const searchRateLimit = (config: AppConfig): RequestHandler | null =>
  config.searchRateLimit === 0 ? null : limitPerClient(new ClientKeys(config), config.searchRateLimit, 'searches');
