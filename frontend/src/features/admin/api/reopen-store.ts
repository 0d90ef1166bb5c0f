import { moderationApiPaths } from '@contracts/contributions.contract';
import { useReasonMutation, withoutClosedStore, type ReasonActionOptions } from './moderation-mutation';

/** `POST /api/admin/stores/:storeSlug/reopen` with why: listed again. */
export const useReopenStore = (options?: ReasonActionOptions<{ store: { slug: string; businessName: string } }>) =>
  useReasonMutation(
    { path: ({ store }) => moderationApiPaths.reopen(store.slug), settle: (queue, { store }) => withoutClosedStore(queue, store.slug) },
    options,
  );
