import type { CityWithStoreCount } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug/cities`: the state's cities with stores, by name, each with its store count. */
export const stateCitiesQueryOptions = (stateSlug: string) =>
  directoryQueryOptions<CityWithStoreCount[]>(apiPaths.stateCities(stateSlug), (reader, options) => reader.stateCities(stateSlug, options));

export const useStateCities = (stateSlug: string) => useQuery(stateCitiesQueryOptions(stateSlug));
