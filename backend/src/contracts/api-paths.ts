/**
 * The API's addresses, built in one place: the app fetches them, and the server keys the first
 * page's data by them inside the HTML, so the app finds that data under the address it would ask.
 */
import type { SearchFilter } from './api.contract';
import { searchApiPath, searchFacetsApiPath, suggestionsApiPath } from './search.contract';
import { storeMapApiPath } from './store-map.contract';
import { inventoryTrackerApiPath } from './tools.contract';

export const CITY_PAGE_STORE_LIMIT = 100;

export const apiPaths = {
  states: () => '/api/states',
  state: (stateSlug: string) => `/api/states/${stateSlug}`,
  stateCities: (stateSlug: string) => `/api/states/${stateSlug}/cities`,
  city: (stateSlug: string, citySlug: string) => `/api/states/${stateSlug}/cities/${citySlug}`,
  cityStores: (stateSlug: string, citySlug: string, limit = CITY_PAGE_STORE_LIMIT, features: readonly SearchFilter[] = []) =>
    `/api/states/${stateSlug}/cities/${citySlug}/stores?limit=${limit}${features.length > 0 ? `&features=${features.join(',')}` : ''}`,
  nearbyCities: (cityId: number) => `/api/cities/${cityId}/nearby`,
  store: (storeSlug: string) => `/api/stores/${storeSlug}`,
  stats: () => '/api/stats',
  awardCheck: (storeId: number) => `/api/awards/validate/${storeId}`,
  search: searchApiPath,
  searchFacets: searchFacetsApiPath,
  suggestions: suggestionsApiPath,
  storeMap: storeMapApiPath,
  inventoryTracker: inventoryTrackerApiPath,
} as const;
