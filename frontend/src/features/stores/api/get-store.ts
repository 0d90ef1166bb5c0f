import type { StoreDetail } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/stores/:storeSlug`: the store with its generated hours, award status and About text. */
export const storeQueryOptions = (storeSlug: string) =>
  directoryQueryOptions<StoreDetail>(apiPaths.store(storeSlug), (reader, options) => reader.store(storeSlug, options));

export const useStore = (storeSlug: string) => useQuery(storeQueryOptions(storeSlug));
