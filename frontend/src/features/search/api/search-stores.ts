import type { SearchFacets, SearchResults } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { isRunnableSearch, type SearchParams } from '@contracts/search.contract';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/stores/search?query=&page=&features=&state=&lat=&lng=`: one page of results. */
export const searchStoresQueryOptions = (params: SearchParams) =>
  directoryQueryOptions<SearchResults>(apiPaths.search(params), (reader, options) => reader.search(params, options));

/** Runs only when there is something to search for (spec section 5: a non-empty text, or here a place). */
export const useSearchStores = (params: SearchParams) =>
  useQuery({ ...searchStoresQueryOptions(params), enabled: isRunnableSearch(params) });

/** `GET /api/stores/search/facets?...`: how many results each feature and each state would give. */
export const searchFacetsQueryOptions = (params: SearchParams) =>
  directoryQueryOptions<SearchFacets>(apiPaths.searchFacets(params), (reader, options) => reader.searchFacets(params, options));

/** Asked once the search itself has been answered (`answered`): a refused search has nothing to count. */
export const useSearchFacets = (params: SearchParams, answered: boolean) =>
  useQuery({ ...searchFacetsQueryOptions(params), enabled: isRunnableSearch(params) && answered });
