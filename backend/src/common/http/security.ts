import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { ApiError } from '../../contracts/api.contract';
import type { AppConfig } from '../../config/app-config';

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
 * Security headers (helmet). The Content-Security-Policy allows only this site's own files, and
 * images from the map's tile server; no inline script runs (the page's data travels in JSON script
 * elements, which are not run).
 */
export function securityHeaders(config: AppConfig): RequestHandler {
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
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: config.siteUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  });
}

/** At most `API_RATE_LIMIT` API requests a minute per client address; then 429 with the API's JSON error. */
export function apiRateLimit(config: AppConfig): RequestHandler | null {
  if (config.apiRateLimit === 0) return null;
  return rateLimit({
    windowMs: 60_000,
    limit: config.apiRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (request, response) => {
      const reset = (request as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      const body: ApiError = {
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests: at most ${config.apiRateLimit} a minute. Try again in ${seconds} seconds.`,
      };
      response.setHeader('Retry-After', String(seconds));
      response.status(429).json(body);
    },
  });
}
