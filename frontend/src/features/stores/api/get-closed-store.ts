import { contributionApiPaths, type ClosedStore } from '@contracts/contributions.contract';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/**
 * `GET /api/closed-stores/:storeSlug`: what a closed store's page says (its store answers 410), and
 * the open stores nearby; 404 when the store is not a closed one.
 */
export const closedStoreQueryOptions = (storeSlug: string) =>
  directoryQueryOptions<ClosedStore>(contributionApiPaths.closedStore(storeSlug), (reader, options) =>
    reader.closedStore(storeSlug, options),
  );

export const useClosedStore = (storeSlug: string) => useQuery(closedStoreQueryOptions(storeSlug));
