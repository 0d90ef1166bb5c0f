import { moderationApiPaths, type ModerationReason } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutReportsOf, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/stores/:storeSlug/close` with why: its page answers 410 and points to stores nearby. */
export const closeStore = (storeSlug: string, reason: string) =>
  apiPost(moderationApiPaths.close(storeSlug), { reason } satisfies ModerationReason);

export interface CloseStore {
  store: { slug: string; businessName: string };
  reason: string;
}

export const useCloseStore = (options?: ModerationActionOptions<undefined, CloseStore>) =>
  useModerationMutation(
    {
      mutationFn: ({ store, reason }: CloseStore) => closeStore(store.slug, reason),
      // Its reports are answered by the closing; the queue read again says so.
      settle: (queue, { store }) => withoutReportsOf(queue, store.slug),
    },
    options,
  );
