import { OWNER_FEED_API_PATH, type ItemFeedInput, type OwnerItemFeed } from '@contracts/items.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { feedChanged, feedRequestFailed } from './get-owner-feed';

/**
 * `PUT /api/owner/listing/feed`: connects the store's web shop or JSON feed, read at once (it can take
 * several seconds); answers the feed with the items its read left out. 400 an address that cannot be
 * read (the message says why), 403 a claim not verified, 429 too many tries.
 */
export const connectOwnerFeed = (input: ItemFeedInput) => apiPut<OwnerItemFeed>(OWNER_FEED_API_PATH, input);

export function useConnectOwnerFeed(storeSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectOwnerFeed,
    onSuccess: (answer) => feedChanged(queryClient, storeSlug, answer),
    onError: (error) => feedRequestFailed(queryClient, error),
  });
}
