import type { ItemResult } from '@contracts/items.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/stores/:storeSlug/items`: the store's newest items on sale, for its page's "On the racks now". */
export const storeItemsQueryOptions = (storeSlug: string) =>
  directoryQueryOptions<ItemResult[]>(apiPaths.storeItems(storeSlug), (reader, options) => reader.storeItems(storeSlug, options));

export const useStoreItems = (storeSlug: string) => useQuery(storeItemsQueryOptions(storeSlug));
