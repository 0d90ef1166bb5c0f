import type { ItemSearchParams, ItemSearchResponse } from '@contracts/items.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/**
 * `GET /api/items?q=&category=&min=&max=&near=&page=`: one page of items on sale. Items change with
 * their stores' feeds: a page showing them is not kept by the server (`meta.fresh`).
 */
export const searchItemsQueryOptions = (params: ItemSearchParams) => ({
  ...directoryQueryOptions<ItemSearchResponse>(apiPaths.items(params), (reader, options) => reader.items(params, options)),
  meta: { fresh: true },
});

export const useSearchItems = (params: ItemSearchParams) => useQuery(searchItemsQueryOptions(params));
