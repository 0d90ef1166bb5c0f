import { moderationApiPaths } from '@contracts/contributions.contract';
import { useReasonMutation, withoutReportsOf, type ReasonActionOptions } from './moderation-mutation';

/** `POST /api/admin/stores/:storeSlug/close` with why: its page answers 410 and points to stores nearby. */
export const useCloseStore = (options?: ReasonActionOptions<{ store: { slug: string; businessName: string } }>) =>
  useReasonMutation(
    {
      path: ({ store }) => moderationApiPaths.close(store.slug),
      // Its reports are answered by the closing; the queue read again says so.
      settle: (queue, { store }) => withoutReportsOf(queue, store.slug),
    },
    options,
  );
