import { moderationApiPaths, type AuditEntry, type StoreAudit } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { firstAuditPage, storeAuditQueryKey } from './get-store-audit';
import { useModerationMutation, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/audit/:entryId/revert`: undoes the change; answers the store's audit trail as it is now. */
export const revertAuditEntry = (entryId: number) => apiPost<StoreAudit>(moderationApiPaths.revert(entryId));

export const useRevertAuditEntry = (options?: ModerationActionOptions<StoreAudit, AuditEntry>) =>
  useModerationMutation(
    {
      mutationFn: (entry: AuditEntry) => revertAuditEntry(entry.id),
      update: (queryClient, audit) => queryClient.setQueryData(storeAuditQueryKey(audit.store.slug), firstAuditPage(audit)),
    },
    options,
  );
