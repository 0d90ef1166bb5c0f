import { moderationApiPaths, type StoreAudit } from '@contracts/contributions.contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { storeAuditQueryKey, type StoreAuditPages } from './get-store-audit';
import { useModerationMutation, type ModerationActionOptions } from './moderation-mutation';

/** What Pause feed / Resume feed acts on: the store whose trail shows, and which of the two. */
export interface FeedPauseVariables {
  store: StoreAudit['store'];
  paused: boolean;
}

/**
 * `POST /api/admin/stores/:storeSlug/feed/pause` (no read until resumed; its items stay) or
 * `.../feed/resume` (read again by the next run): answers the first page of the store's audit trail as
 * it is now; 404 when the store has no feed.
 */
export const setFeedPaused = ({ store, paused }: FeedPauseVariables) =>
  apiPost<StoreAudit>(paused ? moderationApiPaths.pauseFeed(store.slug) : moderationApiPaths.resumeFeed(store.slug));

/** The trail shown takes the answer as its first page at once (the feed paused or not), before it is read again. */
function showFirstPage(queryClient: QueryClient, audit: StoreAudit, { store }: FeedPauseVariables): void {
  queryClient.setQueryData<StoreAuditPages>(storeAuditQueryKey(store.slug), (pages) =>
    pages && pages.pages.length > 0 ? { ...pages, pages: [audit, ...pages.pages.slice(1)] } : pages,
  );
}

export const useSetFeedPaused = (options?: ModerationActionOptions<StoreAudit, FeedPauseVariables>) =>
  useModerationMutation({ mutationFn: setFeedPaused, update: showFirstPage }, options);
