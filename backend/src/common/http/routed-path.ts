/** Where the API's routes are (its controllers are under `api/`). */
export const API_PATH = '/api';

/** Where the health checks are (`HealthController`, under the API's path); the request log leaves them out. */
export const HEALTH_ROUTE = 'health';
export const HEALTH_PATH = `${API_PATH}/${HEALTH_ROUTE}`;

/** A request's path as the router matches it: decoded, lower case (routes match without regard to case), without its query. */
export function routedPath(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * Whether a request's address is one of `prefixes` or below one, as the router matches it (whole
 * segments: `/search` is not under `/sea`; prefixes in lower case without a trailing slash).
 */
export function isUnderPath(url: string, prefixes: readonly string[]): boolean {
  const path = routedPath(url);
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
