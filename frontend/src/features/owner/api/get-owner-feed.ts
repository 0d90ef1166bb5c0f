import { apiPaths } from '@contracts/api-paths';
import { OWNER_FEED_API_PATH, type OwnerItemFeed } from '@contracts/items.contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';
import { setOwnerListing } from './get-owner-listing';

export const ownerFeedQueryKey = () => apiQueryKey(OWNER_FEED_API_PATH);

/** The session has ended (a 401): the owner page shows how to sign in again, in place of the listing. */
export const ownerSignedOut = (queryClient: QueryClient) => setOwnerListing(queryClient, null);

/** A failure of a feed request: a 401 signs the page out (the caller shows the others). */
export function feedRequestFailed(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 401) ownerSignedOut(queryClient);
}

/**
 * `GET /api/owner/listing/feed`: the store's item feed (`feed` null: none connected); `null` when
 * this browser is no longer signed in (401), which signs the page out. Asked again each time the
 * owner page opens.
 */
export function useOwnerFeed() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: ownerFeedQueryKey(),
      queryFn: async ({ signal }) => {
        const answer = await apiGet<OwnerItemFeed>(OWNER_FEED_API_PATH, { signal, nullOnUnauthorized: true });
        if (answer === null) ownerSignedOut(queryClient);
        return answer;
      },
      staleTime: 0,
    }),
  );
}

/**
 * The feed changed (connected, read again, removed): kept as answered, and what shows the store's
 * items (its page's rack, the item searches) read again when next shown.
 */
export function feedChanged(queryClient: QueryClient, storeSlug: string, answer: OwnerItemFeed): void {
  queryClient.setQueryData(ownerFeedQueryKey(), answer);
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(apiPaths.storeItems(storeSlug)) });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, path] }) => scope === 'api' && typeof path === 'string' && /^\/api\/items(\?|$)/.test(path),
  });
}
