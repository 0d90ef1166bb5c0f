import type { NearbyCity } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/cities/:cityId/nearby`: the nearest cities with stores; asked only once the id is known. */
export const useNearbyCities = (cityId: number | undefined) =>
  useQuery({ ...apiQueryOptions<NearbyCity[]>(apiPaths.nearbyCities(cityId ?? 0)), enabled: cityId !== undefined });
