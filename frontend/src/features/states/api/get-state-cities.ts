import type { CityWithStoreCount } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug/cities`: the state's cities with stores, by name, each with its store count. */
export const stateCitiesQueryOptions = (stateSlug: string) => apiQueryOptions<CityWithStoreCount[]>(apiPaths.stateCities(stateSlug));

export const useStateCities = (stateSlug: string) => useQuery(stateCitiesQueryOptions(stateSlug));
