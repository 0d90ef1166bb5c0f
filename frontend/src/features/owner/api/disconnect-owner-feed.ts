import { OWNER_FEED_API_PATH, type OwnerItemFeed } from '@contracts/items.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { feedChanged, feedRequestFailed } from './get-owner-feed';

/** `DELETE /api/owner/listing/feed`: the feed removed, its items gone from the site; answers no feed. */
export const disconnectOwnerFeed = () => apiDelete<OwnerItemFeed>(OWNER_FEED_API_PATH);

export function useDisconnectOwnerFeed(storeSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectOwnerFeed,
    onSuccess: (answer) => feedChanged(queryClient, storeSlug, answer),
    onError: (error) => feedRequestFailed(queryClient, error),
  });
}
