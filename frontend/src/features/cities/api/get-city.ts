import type { CityDetail } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug/cities/:citySlug`. */
export const cityQueryOptions = (stateSlug: string, citySlug: string) =>
  directoryQueryOptions<CityDetail>(apiPaths.city(stateSlug, citySlug), (reader, options) => reader.city(stateSlug, citySlug, options));

export const useCity = (stateSlug: string, citySlug: string) => useQuery(cityQueryOptions(stateSlug, citySlug));
