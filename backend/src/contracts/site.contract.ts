/** `{product}` of the spec: the phrase the whole site is about. */
export const PRODUCT_PHRASE = 'Consignment Stores';

/** What the app needs to know of the server's configuration. */
export interface SiteIdentity {
  /** The public address, no trailing slash: canonical links and structured data use it. */
  url: string;
  name: string;
  contactEmail: string;
  awardYear: number;
  /** The site's X (Twitter) account, '@name', for `twitter:site`; none when the operator has not set one. */
  twitterSite?: string;
}

/** The map's tile server, as the operator configured it. */
export interface MapTiles {
  /** A Leaflet URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`). */
  url: string;
  /** The credit the tile server requires, as HTML. */
  attribution: string;
}

/** The page state's script element (the web app's `PageState`, JSON, which no browser runs). */
export const INITIAL_STATE_ELEMENT_ID = 'initial-state';

/**
 * JSON that is safe inside a `<script>` element: no `</script>`, `<!--` or line separators can
 * end the element or the script early, whatever the data says.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The HTML sitemap's 'Popular Cities': the first 3 cities of each of the first 10 states. */
export const SITEMAP_STATE_COUNT = 10;
export const SITEMAP_CITIES_PER_STATE = 3;
