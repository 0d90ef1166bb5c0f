/** Any origin will do: it only tells whether a path would leave the site it is read on. */
const PROBE_ORIGIN = 'http://on-site.invalid';

/**
 * A redirect's target as a path of this site, whatever the address asked for looked like. Browsers
 * read `//host/...` and `/\host/...` (backslashes count as slashes, and tabs and line breaks are
 * dropped) as another site's address: the leading run of slashes, backslashes and spaces becomes one
 * slash. Read the way a browser reads it (the WHATWG URL parser), the result must stay on the site it
 * is read on; anything else is sent home.
 */
export function onSitePath(location: string): string {
  const path = `/${location.replace(/^[\s/\\]+/, '')}`;
  return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : '/';
}
