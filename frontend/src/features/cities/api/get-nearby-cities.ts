import type { NearbyCity } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/cities/:cityId/nearby`: the nearest cities with stores. */
export const nearbyCitiesQueryOptions = (cityId: number) => apiQueryOptions<NearbyCity[]>(apiPaths.nearbyCities(cityId));

/** Asked only once the city's id is known. */
export const useNearbyCities = (cityId: number | undefined) =>
  useQuery({ ...nearbyCitiesQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
