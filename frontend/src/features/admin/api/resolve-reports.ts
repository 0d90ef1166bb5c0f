import { moderationApiPaths, type StoreReports } from '@contracts/contributions.contract';
import { useReasonMutation, withoutReportsOf, type ReasonActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/stores/:storeSlug/reports/resolve`: the listing was corrected, or the reports dismissed; why. */
export const useResolveReports = (options?: ReasonActionOptions<{ group: StoreReports }>) =>
  useReasonMutation(
    {
      path: ({ group }) => moderationApiPaths.resolveReports(group.store.slug),
      settle: (queue, { group }) => withoutReportsOf(queue, group.store.slug),
    },
    options,
  );
