import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestAsyncHookHandler } from 'fastify';
import ipaddr from 'ipaddr.js';
import helmet from 'helmet';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Middleware } from './on-request-middleware';
import { isPageDataRequest } from './page-data-request';
import { API_PATH, isRoutedPathUnder, isUnderPath, routedPath } from './routed-path';
import type { ApiError } from '../../contracts/api.contract';
import type { AppConfig } from '../../config/app-config';
import { searchApiPath, searchPagePath } from '../../contracts/search.contract';
import { SHARE_IMAGES_PATH } from '../../contracts/share-image.contract';

/**
 * The origin pattern of a Leaflet tile address template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * gives `https://*.tile.example.org` (a placeholder in the host stands for any subdomain).
 */
export function tileSource(template: string): string {
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return "'none'";
  return `${match[1]}//${match[2]!.replace(/\{[^}]*\}/g, '*')}`;
}

/**
 * Security headers: helmet's middleware on every request, as its documentation wires it. Pages, the
 * app's files, badges and downloads get its whole set; the Content-Security-Policy allows only this
 * site's own files, and images from the map's tile server; no inline script runs (the page's data
 * travels in JSON script elements, which are not run).
 *
 * The API (`/api/`, JSON only) is never run as a page: its answers get the headers OWASP's REST
 * Security Cheat Sheet lists for API answers, `X-Content-Type-Options: nosniff`, `X-Frame-Options:
 * DENY`, `Strict-Transport-Security` where the site is on HTTPS, and a policy of `frame-ancestors
 * 'none'` alone: helmet with the others off.
 */
export function securityHeaders(config: AppConfig): Middleware {
  const documents = securityMiddleware(config);
  const api = apiSecurityMiddleware(config);
  return (request, response, next) => (isUnderPath(request.url!, [API_PATH]) ? api : documents)(request, response, next);
}

/**
 * The API's security headers as name and value in turn, for the answers written before Fastify
 * has a request (those Node's parser refuses): what helmet sets on a stand-in response.
 */
export function apiSecurityHeaderList(config: AppConfig): string[] {
  const headers: string[] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push(name, String(value)), removeHeader: () => undefined };
  let finished = false;
  apiSecurityMiddleware(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

function apiSecurityMiddleware(config: AppConfig) {
  return helmet({
    // A policy of one directive, as OWASP lists it (JSON loads nothing a `default-src` would govern).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] },
    },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.siteUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
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
 * The address a client is counted by in the rate limits: Fastify's `request.ip` (behind the proxies
 * `TRUST_PROXY` names, the address they forwarded); an IPv6 address by its /56 network, since one
 * subscriber is commonly given a whole network of addresses; an IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) as that IPv4 address (ipaddr.js's `process`).
 */
export function clientKey(address: string): string {
  if (!address.includes(':') || !ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/56`).toString()}/56`;
}

interface RateLimit {
  limiter: RateLimiterMemory;
  limit: number;
  /** What is limited, as the refusal says it. */
  what: string;
  paths: readonly string[];
}

const perMinute = (limit: number, what: string, paths: readonly string[]): RateLimit => ({
  limiter: new RateLimiterMemory({ points: limit, duration: 60 }),
  limit,
  what,
  paths,
});

/**
 * The per-client rate limits, one Fastify `onRequest` hook on rate-limiter-flexible's memory
 * limiters (as the sign-ins' limit is), or null when all are off (0):
 * - `API_RATE_LIMIT` API requests a minute;
 * - `SEARCH_RATE_LIMIT` searches (the API's and the results page's): a search costs the database
 *   more than any other request, and one address within the API's limit could otherwise keep its
 *   connections busy; a search counts in the API's limit too;
 * - as many share cards (`/share-images/…`), counted on their own: one not yet kept costs a render
 *   (about 35 ms of CPU), and a directory has one per page. Social sites fetch a card once per share.
 * A request past a limit gets 429 with the API's JSON error and `Retry-After`. The path and the
 * client are worked out once a request. The API answers a page is rendered from count as part of
 * the page request, not of a client.
 */
export function rateLimits(config: AppConfig): onRequestAsyncHookHandler | null {
  const limits = [
    config.apiRateLimit > 0 ? perMinute(config.apiRateLimit, 'requests', [API_PATH]) : null,
    config.searchRateLimit > 0 ? perMinute(config.searchRateLimit, 'searches', [searchApiPath({}), searchPagePath({})]) : null,
    config.searchRateLimit > 0 ? perMinute(config.searchRateLimit, 'share images', [SHARE_IMAGES_PATH]) : null,
  ].filter((limit): limit is RateLimit => limit !== null);
  if (limits.length === 0) return null;
  return async (request, reply) => {
    const path = routedPath(request.url);
    const applying = limits.filter((limit) => isRoutedPathUnder(path, limit.paths));
    if (applying.length === 0 || isPageDataRequest(request.raw)) return;
    const client = clientKey(request.ip);
    for (const { limiter, limit, what } of applying) {
      try {
        await limiter.consume(client);
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        const body: ApiError = {
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Too many ${what}: at most ${limit} a minute. Try again in ${seconds} seconds.`,
        };
        // Not to be kept, nor revalidated into a 304.
        return reply.code(429).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store').send(body);
      }
    }
  };
}
