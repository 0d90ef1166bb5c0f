/**
 * The API's addresses, built in one place: the app fetches them, and the server keys the first
 * page's data by them inside the HTML, so the app finds that data under the address it would ask.
 */
import type { SearchFilter } from './api.contract';
import { asksForOpenNow, searchApiPath, searchFacetsApiPath, suggestionsApiPath } from './search.contract';
import { storeMapApiPath } from './store-map.contract';
import { inventoryTrackerApiPath } from './tools.contract';
import { itemsApiPath } from './items.contract';

export const CITY_PAGE_STORE_LIMIT = 100;

/** A value as one segment of an address: a slug from a page's address may hold `?`, `#` or `/`. */
const segment = encodeURIComponent;

export const apiPaths = {
  states: () => '/api/states',
  state: (stateSlug: string) => `/api/states/${segment(stateSlug)}`,
  stateCities: (stateSlug: string) => `/api/states/${segment(stateSlug)}/cities`,
  city: (stateSlug: string, citySlug: string) => `/api/states/${segment(stateSlug)}/cities/${segment(citySlug)}`,
  cityStores: (stateSlug: string, citySlug: string, limit = CITY_PAGE_STORE_LIMIT, features: readonly SearchFilter[] = []) =>
    `/api/states/${segment(stateSlug)}/cities/${segment(citySlug)}/stores?limit=${limit}${features.length > 0 ? `&features=${features.join(',')}` : ''}`,
  nearbyCities: (cityId: number) => `/api/cities/${cityId}/nearby`,
  store: (storeSlug: string) => `/api/stores/${segment(storeSlug)}`,
  stats: () => '/api/stats',
  awardCheck: (storeId: number) => `/api/awards/validate/${storeId}`,
  search: searchApiPath,
  searchFacets: searchFacetsApiPath,
  suggestions: suggestionsApiPath,
  storeMap: storeMapApiPath,
  inventoryTracker: inventoryTrackerApiPath,
  items: itemsApiPath,
  storeItems: (storeSlug: string) => `/api/stores/${segment(storeSlug)}/items`,
} as const;

/**
 * The API's own addresses under `/api/stores/` (the map, search), which `apiPaths.store` of their word
 * would name: no store's slug (a store's ends with its city's), so a page never reads them as one.
 */
const STORE_API_ADDRESSES = new Set([storeMapApiPath(), searchApiPath({})]);

/** Whether a slug from a page's address would read one of the API's own addresses rather than a store. */
export const isStoreApiWord = (storeSlug: string) => STORE_API_ADDRESSES.has(apiPaths.store(storeSlug.toLowerCase()));

/**
 * Whether an API address's answer changes by itself, not with the directory: items (with their
 * stores' feeds), or what is open now (with the clock). A page reading one is not kept.
 */
export function isAnswerOfTheMoment(path: string): boolean {
  const query = path.indexOf('?');
  const pathname = query >= 0 ? path.slice(0, query) : path;
  return pathname === apiPaths.items({}) || (query >= 0 && asksForOpenNow(new URLSearchParams(path.slice(query + 1))));
}
