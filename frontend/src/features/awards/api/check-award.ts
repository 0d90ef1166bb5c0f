import type { AwardStatus } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** Spec: the award check is kept an hour and not fetched again on focus or mount. */
const AN_HOUR = 60 * 60 * 1000;

/** `GET /api/awards/validate/:storeId`. */
export const awardCheckQueryOptions = (storeId: number) =>
  queryOptions({
    ...directoryQueryOptions<AwardStatus>(apiPaths.awardCheck(storeId), (reader, options) => reader.awardCheck(storeId, options)),
    staleTime: AN_HOUR,
    gcTime: AN_HOUR,
    refetchOnMount: false,
  });

export const useAwardCheck = (storeId: number) => useQuery(awardCheckQueryOptions(storeId));
