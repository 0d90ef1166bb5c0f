import { moderationApiPaths, type ModerationReason } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutClosedStore, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/stores/:storeSlug/reopen` with why: listed again. */
export const reopenStore = (storeSlug: string, reason: string) =>
  apiPost(moderationApiPaths.reopen(storeSlug), { reason } satisfies ModerationReason);

export interface ReopenStore {
  store: { slug: string; businessName: string };
  reason: string;
}

export const useReopenStore = (options?: ModerationActionOptions<undefined, ReopenStore>) =>
  useModerationMutation(
    {
      mutationFn: ({ store, reason }: ReopenStore) => reopenStore(store.slug, reason),
      settle: (queue, { store }) => withoutClosedStore(queue, store.slug),
    },
    options,
  );
