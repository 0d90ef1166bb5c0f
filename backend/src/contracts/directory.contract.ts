/**
 * What pages read of the directory: one interface, two implementations. In the browser it asks the
 * API (`fetch` on the addresses of `apiPaths`); on the server the render is handed one made of the
 * Nest services themselves (`site/server-directory.ts`): no request to the app's own API, no JSON in
 * between, and slugs reach the services as values. The pages' `queryOptions` call it in both places.
 */
import type {
  ApiError,
  AwardStatus,
  CityDetail,
  CityStores,
  CityWithStoreCount,
  DirectoryStats,
  InventoryTrackerInfo,
  NearbyCity,
  SearchFacets,
  SearchFilter,
  SearchResults,
  StateDetail,
  StateSummary,
  StoreDetail,
  StoreMapView,
} from './api.contract';
import { apiPaths } from './api-paths';
import { contributionApiPaths, type ClosedStore } from './contributions.contract';
import type { SearchParams } from './search.contract';
import type { MapViewRequest } from './store-map.contract';

export interface DirectoryReadOptions {
  signal?: AbortSignal;
}

/**
 * Each read answers what the API's address for it answers, and fails as the API would: with a
 * {@link DirectoryReadFailure} carrying its status and error (404 for a slug that names nothing, 400
 * for a value the API refuses, 410 for a store that has closed, 503 while the database is out of reach).
 */
export interface DirectoryReader {
  states(options?: DirectoryReadOptions): Promise<StateSummary[]>;
  state(stateSlug: string, options?: DirectoryReadOptions): Promise<StateDetail>;
  stateCities(stateSlug: string, options?: DirectoryReadOptions): Promise<CityWithStoreCount[]>;
  city(stateSlug: string, citySlug: string, options?: DirectoryReadOptions): Promise<CityDetail>;
  cityStores(
    stateSlug: string,
    citySlug: string,
    limit: number,
    features: readonly SearchFilter[],
    options?: DirectoryReadOptions,
  ): Promise<CityStores>;
  nearbyCities(cityId: number, options?: DirectoryReadOptions): Promise<NearbyCity[]>;
  /** A store of the directory; 410 once it has closed (then `closedStore` reads its page). */
  store(storeSlug: string, options?: DirectoryReadOptions): Promise<StoreDetail>;
  /** A closed store's page: what it was, and the open stores nearby; 404 for a store that is not closed. */
  closedStore(storeSlug: string, options?: DirectoryReadOptions): Promise<ClosedStore>;
  awardCheck(storeId: number, options?: DirectoryReadOptions): Promise<AwardStatus>;
  stats(options?: DirectoryReadOptions): Promise<DirectoryStats>;
  search(params: SearchParams, options?: DirectoryReadOptions): Promise<SearchResults>;
  searchFacets(params: SearchParams, options?: DirectoryReadOptions): Promise<SearchFacets>;
  storeMapView(view: MapViewRequest, options?: DirectoryReadOptions): Promise<StoreMapView>;
  inventoryTracker(options?: DirectoryReadOptions): Promise<InventoryTrackerInfo>;
}

/** How a read fails: the status and JSON error the API answers the same request with. */
export interface DirectoryReadFailure {
  status: number;
  body: ApiError;
}

export class DirectoryReadError extends Error implements DirectoryReadFailure {
  readonly status: number;

  constructor(readonly body: ApiError) {
    super(body.message);
    this.name = 'DirectoryReadError';
    this.status = body.statusCode;
  }
}

/** Whether an error is a read's failure (of this module's class or another copy's: the render is built apart). */
export function isDirectoryReadFailure(error: unknown): error is DirectoryReadFailure {
  const failure = error as Partial<DirectoryReadFailure> | null;
  return typeof failure === 'object' && failure !== null && typeof failure.status === 'number' && typeof failure.body === 'object';
}

/**
 * The directory read through the API: each read a GET (`get`) of the address that answers it.
 * The browser's reader is this over `fetch`.
 */
export function directoryOverApi(get: <T>(path: string, options?: DirectoryReadOptions) => Promise<T>): DirectoryReader {
  return {
    states: (options) => get(apiPaths.states(), options),
    state: (stateSlug, options) => get(apiPaths.state(stateSlug), options),
    stateCities: (stateSlug, options) => get(apiPaths.stateCities(stateSlug), options),
    city: (stateSlug, citySlug, options) => get(apiPaths.city(stateSlug, citySlug), options),
    cityStores: (stateSlug, citySlug, limit, features, options) => get(apiPaths.cityStores(stateSlug, citySlug, limit, features), options),
    nearbyCities: (cityId, options) => get(apiPaths.nearbyCities(cityId), options),
    store: (storeSlug, options) => get(apiPaths.store(storeSlug), options),
    closedStore: (storeSlug, options) => get(contributionApiPaths.closedStore(storeSlug), options),
    awardCheck: (storeId, options) => get(apiPaths.awardCheck(storeId), options),
    stats: (options) => get(apiPaths.stats(), options),
    search: (params, options) => get(apiPaths.search(params), options),
    searchFacets: (params, options) => get(apiPaths.searchFacets(params), options),
    storeMapView: (view, options) => get(apiPaths.storeMap(view), options),
    inventoryTracker: (options) => get(apiPaths.inventoryTracker(), options),
  };
}
