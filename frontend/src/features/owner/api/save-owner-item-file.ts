import { OWNER_FEED_FILE_API_PATHS, type ItemFileCheck } from '@contracts/items.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/api-client';
import { itemFileForm } from './check-owner-item-file';
import { feedChanged, feedRequestFailed } from './get-owner-feed';

/**
 * `POST /api/owner/listing/feed/file` (the same form as the check): when the file has no problem, its
 * items become the store's (the feed is then the file, kind 'upload'); answers the check, `saved`,
 * with the feed. 400 a file with problems (nothing saved; the message says how many and the first),
 * and the check's other refusals.
 */
export const saveOwnerItemFile = (file: File) => apiPostForm<ItemFileCheck>(OWNER_FEED_FILE_API_PATHS.save, itemFileForm(file));

export function useSaveOwnerItemFile(storeSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnerItemFile,
    onSuccess: (answer) => feedChanged(queryClient, storeSlug, { feed: answer.feed, problems: [] }),
    onError: (error) => feedRequestFailed(queryClient, error),
  });
}
