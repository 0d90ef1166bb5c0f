/** A route as Express holds it, in the order Express tries it. */
export interface RegisteredRoute {
  method: string;
  path: string;
  /** Express's own test of an address against the route (its router layer's `match`). */
  matches(address: string): boolean;
}

/**
 * An address the route answers: each parameter given a value (`:storeSlug` -> `sample-value`), each
 * wildcard two segments, optional parts included. Its fixed words stay, so a route before it whose
 * parameter takes one of them (`/api/stores/:storeSlug` before `/api/stores/search`) matches it.
 */
export function sampleAddress(path: string): string {
  return path
    .replace(/\{?\*\w+\}?/g, 'sample/value')
    .replace(/:\w+/g, 'sample-value')
    .replace(/[{}]/g, '');
}

/**
 * The routes no request can reach: for each one, the earlier route of the same method that takes
 * every request meant for it. Express tries routes in the order they were registered.
 */
export function shadowedRoutes(routes: RegisteredRoute[]): { route: string; shadowedBy: string }[] {
  const found: { route: string; shadowedBy: string }[] = [];
  routes.forEach((route, index) => {
    const address = sampleAddress(route.path);
    const earlier = routes
      .slice(0, index)
      .find((other) => other.method === route.method && other.path !== route.path && other.matches(address));
    if (earlier) found.push({ route: `${route.method} ${route.path}`, shadowedBy: `${earlier.method} ${earlier.path}` });
  });
  return found;
}
