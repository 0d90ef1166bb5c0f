import type { CityStores } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug/cities/:citySlug/stores?limit=100`: the city page's stores and their total. */
export const cityStoresQueryOptions = (stateSlug: string, citySlug: string) =>
  apiQueryOptions<CityStores>(apiPaths.cityStores(stateSlug, citySlug));

export const useCityStores = (stateSlug: string, citySlug: string) => useQuery(cityStoresQueryOptions(stateSlug, citySlug));
