import type { NearbyCity } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/cities/:cityId/nearby`: the nearest cities with stores. */
export const nearbyCitiesQueryOptions = (cityId: number) =>
  directoryQueryOptions<NearbyCity[]>(apiPaths.nearbyCities(cityId), (reader, options) => reader.nearbyCities(cityId, options));

/** Asked only once the city's id is known. */
export const useNearbyCities = (cityId: number | undefined) =>
  useQuery({ ...nearbyCitiesQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
