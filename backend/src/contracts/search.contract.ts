/**
 * The search's parameters as the page's address and the API carry them, read and written in one
 * place: the app builds its API address with it, and the server builds the same address to put the
 * results page's first answer into the HTML.
 */
import { SEARCH_FILTERS, type SearchFilter } from './api.contract';

export const SEARCH_PAGE_SIZE = 12;
/**
 * Search counts its results up to the next multiple of this past the page shown (1,000 for the first
 * 83 pages); more is reported as that many or more, since counting every match of a common word in a
 * million stores would take longer than finding them.
 */
export const SEARCH_COUNT_STEP = 1000;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Filter counts read at most this many matches (a common word's counts are then "at least"). */
export const SEARCH_FACET_SCAN = 20_000;
/** Suggestions start from this many characters typed, and give at most this many of each kind. */
export const SUGGESTIONS_MIN_LENGTH = 2;
export const SUGGESTIONS_PER_KIND = 5;

/** The suggestions' API address for what is typed. */
export const suggestionsApiPath = (text: string) => `/api/suggestions?${new URLSearchParams({ query: text.trim() }).toString()}`;
/**
 * The deepest page a search shows (1,200 results): nobody reads further, and each page deeper costs
 * the database more. A search with more results says so and offers no page past this one.
 */
export const SEARCH_PAGE_MAX = 100;
/** A search near a place without text lists the stores this close to it. */
export const NEAR_ME_RADIUS_MILES = 100;
/** Near-me coordinates are rounded to this many decimals (about 100 m) before they leave the browser. */
export const NEAR_ME_DECIMALS = 3;
/** A near-me coordinate as it may leave the browser. */
export const roundNearMe = (value: number) => Number(value.toFixed(NEAR_ME_DECIMALS));

export interface SearchParams {
  /** The trimmed text; empty when searching only near a place. */
  q: string;
  page: number;
  features: SearchFilter[];
  /** A state slug or two-letter code; empty for all states. */
  state: string;
  near: { lat: number; lng: number } | null;
  /** Every word, as typed: no fallback when no store matches them all (`strict=1`). */
  strict?: boolean;
}

const KNOWN_FILTERS = new Set<string>(SEARCH_FILTERS);

/**
 * The filters an address names, as `features=a,b` (or `features=a&features=b`, as a form sends its
 * checkboxes): unknown names dropped, each once.
 */
export function readFilters(params: URLSearchParams): SearchFilter[] {
  const names = params
    .getAll('features')
    .flatMap((value) => value.split(','))
    .map((name) => name.trim());
  return [...new Set(names.filter((name): name is SearchFilter => KNOWN_FILTERS.has(name)))];
}

/**
 * Whether an address asks what changes with the clock (stores open now): its answer, and a page
 * showing it, is not kept, so that the hours it reflects are the moment's.
 */
export const asksForOpenNow = (params: URLSearchParams) => readFilters(params).includes('openNow') || params.get('open') === '1';

const readNumber = (value: string | null) => (value === null || value.trim() === '' ? Number.NaN : Number(value));

/**
 * Reads a search page's address leniently, as the spec asks: `page` is an integer (default 1),
 * `features` a comma-separated list of flag names (unknown names are dropped), `lat`/`lng` count only as a pair.
 */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const lat = readNumber(params.get('lat'));
  const lng = readNumber(params.get('lng'));
  return {
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    features: readFilters(params),
    state: (params.get('state') ?? '').trim(),
    near: Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
    ...(params.get('strict') === '1' ? { strict: true } : {}),
  };
}

/** True when the parameters ask for results: some text, or a place to search near. */
export const isRunnableSearch = (params: SearchParams) => params.q !== '' || params.near !== null;

function entries(params: Partial<SearchParams>, textName: 'q' | 'query'): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set(textName, params.q);
  if (params.features?.length) out.set('features', params.features.join(','));
  if (params.state) out.set('state', params.state);
  if (params.near) {
    out.set('lat', String(params.near.lat));
    out.set('lng', String(params.near.lng));
  }
  if (params.page && params.page > 1) out.set('page', String(params.page));
  if (params.strict) out.set('strict', '1');
  return out;
}

/** Commas stay readable in the address: `features=sellFurniture,cleanOrganized`. */
const queryString = (params: URLSearchParams) => params.toString().replace(/%2C/g, ',');

/** Where the search results page is. */
export const SEARCH_PAGE_PATH = '/search';

/** The search page's address: `/search?q=...&features=...&state=...&page=...`. */
export function searchPagePath(params: Partial<SearchParams>): string {
  const query = queryString(entries(params, 'q'));
  return query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;
}

/** The API's query for a search (`query=...&page=...`); for its filter counts, its page aside. */
export const searchApiQuery = (params: Partial<SearchParams>, of: 'results' | 'facets' = 'results') =>
  entries(of === 'facets' ? { ...params, page: 1 } : params, 'query');

/** The API's address for the same search: `/api/stores/search?query=...`. */
export function searchApiPath(params: Partial<SearchParams>): string {
  const query = queryString(searchApiQuery(params));
  return query ? `/api/stores/search?${query}` : '/api/stores/search';
}

/** The filter counts of a search (its page aside): `/api/stores/search/facets?query=...`. */
export function searchFacetsApiPath(params: Partial<SearchParams>): string {
  const query = queryString(searchApiQuery(params, 'facets'));
  return query ? `/api/stores/search/facets?${query}` : '/api/stores/search/facets';
}

/** A search is popular in a city once this many different visitors made it in the last POPULAR_SEARCH_DAYS days. */
export const POPULAR_SEARCH_VISITORS = 5;
export const POPULAR_SEARCH_DAYS = 90;
/** A city page lists at most this many popular searches, the most visitors first. */
export const POPULAR_SEARCHES_SHOWN = 10;
