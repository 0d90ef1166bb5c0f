import type { CityStores } from '@contracts/api.contract';
import { apiPaths, CITY_PAGE_STORE_LIMIT } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug/cities/:citySlug/stores?limit=100`: the city page's stores and their total. */
export const cityStoresQueryOptions = (stateSlug: string, citySlug: string) =>
  directoryQueryOptions<CityStores>(apiPaths.cityStores(stateSlug, citySlug, CITY_PAGE_STORE_LIMIT), (reader, options) =>
    reader.cityStores(stateSlug, citySlug, CITY_PAGE_STORE_LIMIT, options),
  );

export const useCityStores = (stateSlug: string, citySlug: string) => useQuery(cityStoresQueryOptions(stateSlug, citySlug));
