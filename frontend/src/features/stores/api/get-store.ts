import type { StoreDetail } from '@contracts/api.contract';
import { apiPaths, isStoreApiWord } from '@contracts/api-paths';
import { DirectoryReadError } from '@contracts/directory.contract';
import { noSuchMessage } from '@contracts/not-found';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/**
 * `GET /api/stores/:storeSlug`: the store with its generated hours, award status and About text. A
 * slug that is one of the API's own words there (`map`, `search`) is no store: 404, as the API says.
 */
export const storeQueryOptions = (storeSlug: string) =>
  directoryQueryOptions<StoreDetail>(apiPaths.store(storeSlug), (reader, options) =>
    isStoreApiWord(storeSlug)
      ? Promise.reject(new DirectoryReadError({ statusCode: 404, error: 'Not Found', message: noSuchMessage('store', storeSlug) }))
      : reader.store(storeSlug, options),
  );

export const useStore = (storeSlug: string) => useQuery(storeQueryOptions(storeSlug));
