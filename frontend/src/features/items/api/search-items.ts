import type { ItemSearchParams, ItemSearchResponse } from '@contracts/items.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/**
 * `GET /api/items?q=&category=&min=&max=&near=&open=&page=`: one page of items on sale (an answer of
 * the moment: a page showing it is not kept by the server).
 */
export const searchItemsQueryOptions = (params: ItemSearchParams) =>
  directoryQueryOptions<ItemSearchResponse>(apiPaths.items(params), (reader, options) => reader.items(params, options));

export const useSearchItems = (params: ItemSearchParams) => useQuery(searchItemsQueryOptions(params));
