import { moderationApiPaths, type AuditEntry, type StoreAudit } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, type ModerationActionOptions } from './moderation-mutation';

/**
 * `POST /api/admin/audit/:entryId/revert`: undoes the change; answers the first page of the store's
 * audit trail as it is now (the trail shown is read again, every page of it, after the action).
 */
export const revertAuditEntry = (entryId: number) => apiPost<StoreAudit>(moderationApiPaths.revert(entryId));

export const useRevertAuditEntry = (options?: ModerationActionOptions<StoreAudit, AuditEntry>) =>
  useModerationMutation({ mutationFn: (entry: AuditEntry) => revertAuditEntry(entry.id) }, options);
