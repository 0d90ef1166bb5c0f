import { moderationApiPaths, type ModerationReason, type StoreReports } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutReportsOf, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/stores/:storeSlug/reports/resolve`: the listing was corrected, or the reports dismissed; why. */
export const resolveReports = (storeSlug: string, reason: string) =>
  apiPost(moderationApiPaths.resolveReports(storeSlug), { reason } satisfies ModerationReason);

export interface ResolveReports {
  group: StoreReports;
  reason: string;
}

export const useResolveReports = (options?: ModerationActionOptions<undefined, ResolveReports>) =>
  useModerationMutation(
    {
      mutationFn: ({ group, reason }: ResolveReports) => resolveReports(group.store.slug, reason),
      settle: (queue, { group }) => withoutReportsOf(queue, group.store.slug),
    },
    options,
  );
