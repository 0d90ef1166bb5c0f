/**
 * What pages read of the directory: one interface, one client over an API `get`. In the browser the
 * `get` is `fetch` on the addresses of `apiPaths`; on the server the render is handed one whose `get`
 * calls the API's handler for the address inside the process (`site/server-directory.ts`): no request
 * to the app's own API, no JSON in between, the same validation. The pages' `queryOptions` call it in
 * both places.
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
import type { ItemResult, ItemSearchParams, ItemSearchResponse } from './items.contract';
import type { MapViewRequest } from './store-map.contract';

export interface DirectoryReadOptions {
  signal?: AbortSignal;
}

/**
 * The directory's reads, one definition each: the arguments a page passes, and the API's address that
 * answers them (no argument has a default: a read's arity counts them). The reader's interface and its
 * client ({@link directoryOverApi}, the browser's and the server's) derive from it.
 */
export const DIRECTORY_READS = {
  states: () => apiPaths.states(),
  state: (stateSlug: string) => apiPaths.state(stateSlug),
  stateCities: (stateSlug: string) => apiPaths.stateCities(stateSlug),
  city: (stateSlug: string, citySlug: string) => apiPaths.city(stateSlug, citySlug),
  cityStores: (stateSlug: string, citySlug: string, limit: number, features: readonly SearchFilter[]) =>
    apiPaths.cityStores(stateSlug, citySlug, limit, features),
  nearbyCities: (cityId: number) => apiPaths.nearbyCities(cityId),
  store: (storeSlug: string) => apiPaths.store(storeSlug),
  closedStore: (storeSlug: string) => contributionApiPaths.closedStore(storeSlug),
  awardCheck: (storeId: number) => apiPaths.awardCheck(storeId),
  stats: () => apiPaths.stats(),
  search: (params: SearchParams) => apiPaths.search(params),
  searchFacets: (params: SearchParams) => apiPaths.searchFacets(params),
  storeMapView: (view: MapViewRequest) => apiPaths.storeMap(view),
  inventoryTracker: () => apiPaths.inventoryTracker(),
  items: (params: ItemSearchParams) => apiPaths.items(params),
  storeItems: (storeSlug: string) => apiPaths.storeItems(storeSlug),
} satisfies Record<string, (...args: never[]) => string>;

/** What each read answers: what its address answers. */
interface DirectoryAnswers {
  states: StateSummary[];
  state: StateDetail;
  stateCities: CityWithStoreCount[];
  city: CityDetail;
  cityStores: CityStores;
  nearbyCities: NearbyCity[];
  /** A store of the directory; 410 once it has closed (then `closedStore` reads its page). */
  store: StoreDetail;
  /** A closed store's page: what it was, and the open stores nearby; 404 for a store that is not closed. */
  closedStore: ClosedStore;
  awardCheck: AwardStatus;
  stats: DirectoryStats;
  search: SearchResults;
  searchFacets: SearchFacets;
  storeMapView: StoreMapView;
  inventoryTracker: InventoryTrackerInfo;
  items: ItemSearchResponse;
  /** A store's newest items on sale (none for a slug that names no open store). */
  storeItems: ItemResult[];
}

type DirectoryReads = typeof DIRECTORY_READS;

/**
 * Each read answers what the API's address for it answers, and fails as the API would: with a
 * {@link DirectoryReadFailure} carrying its status and error (404 for a slug that names nothing, 400
 * for a value the API refuses, 410 for a store that has closed, 503 while the database is out of reach).
 */
export type DirectoryReader = {
  [Read in keyof DirectoryReads]: (
    ...args: [...Parameters<DirectoryReads[Read]>, options?: DirectoryReadOptions]
  ) => Promise<DirectoryAnswers[Read]>;
};

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
 * The directory read through the API: each read a GET (`get`) of the address that answers it, with
 * the options that follow its own arguments. The browser's reader is this over `fetch`, the server's
 * over the API's handlers called in process.
 */
export function directoryOverApi(get: <T>(path: string, options?: DirectoryReadOptions) => Promise<T>): DirectoryReader {
  const reads = Object.entries(DIRECTORY_READS) as [string, (...args: unknown[]) => string][];
  return Object.fromEntries(
    reads.map(([name, address]) => [
      name,
      (...args: unknown[]) => get(address(...args.slice(0, address.length)), args[address.length] as DirectoryReadOptions),
    ]),
  ) as DirectoryReader;
}
