import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { API_PATH, isUnderPath } from './routed-path';
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
 * What a page may use (helmet sets no Permissions-Policy): the visitor's place for "Near me", on this
 * site only; no camera, microphone, payment or USB device, here or in anything it embeds.
 */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(self), microphone=(), payment=(), usb=()';

/**
 * Security headers: helmet's middleware on every request, as its documentation wires it. Pages, the
 * app's files, badges and downloads get its whole set; the Content-Security-Policy allows only this
 * site's own files, and images from the map's tile server; no inline script runs (the page's data
 * travels in JSON script elements, which are not run). They also get {@link PERMISSIONS_POLICY}.
 *
 * The API (`/api/`, JSON only) is never run as a page: its answers get the headers OWASP's REST
 * Security Cheat Sheet lists for API answers, `X-Content-Type-Options: nosniff`, `X-Frame-Options:
 * DENY`, `Strict-Transport-Security` where the site is on HTTPS, and a policy of `frame-ancestors
 * 'none'` alone: helmet with the others off.
 */
export function securityHeaders(config: AppConfig, api: RequestHandler = apiSecurityHeaders(config)): RequestHandler {
  const documents = securityMiddleware(config);
  return (request, response, next) => {
    if (isUnderPath(request.url, [API_PATH])) return api(request, response, next);
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    return documents(request, response, next);
  };
}

/** The API's security headers: also those of the answers to requests Node's HTTP parser refuses. */
export function apiSecurityHeaders(config: AppConfig) {
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
