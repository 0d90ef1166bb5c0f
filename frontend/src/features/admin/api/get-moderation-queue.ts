import { moderationApiPaths, type ModerationQueue } from '@contracts/contributions.contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';
import { markSignedOut } from './get-admin-session';
import { isUnauthorized } from './get-sitemap-status';

export const moderationQueueQueryKey = () => apiQueryKey(moderationApiPaths.queue);

/** `GET /api/admin/moderation`: suggestions, reports, claims waiting (oldest first) and the latest closed stores. */
export const getModerationQueue = (signal?: AbortSignal) => apiGet<ModerationQueue>(moderationApiPaths.queue, { signal });

/** Read again whenever the section appears (someone may have sent something meanwhile); a 401 is not retried. */
export const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: moderationQueueQueryKey(),
    queryFn: ({ signal }) => getModerationQueue(signal),
    staleTime: 0,
  });

/** The queue; a 401 means the session has ended, and the page goes back to the sign-in form. */
export function useModerationQueue() {
  const queryClient = useQueryClient();
  const queue = useQuery(moderationQueueQueryOptions());
  const sessionEnded = isUnauthorized(queue.error);
  useEffect(() => {
    if (sessionEnded) markSignedOut(queryClient, 'expired');
  }, [sessionEnded, queryClient]);
  return queue;
}
