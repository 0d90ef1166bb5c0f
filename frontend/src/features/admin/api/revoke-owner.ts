import { moderationApiPaths, type ModerationReason, type StoreOwner } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, type ModerationActionOptions } from './moderation-mutation';

/**
 * `POST /api/admin/moderation/claims/:id/revoke` with why: 204, the owner signed out at once; 409 when
 * the claim is no longer verified.
 */
export const revokeOwner = (claimId: number, reason: string) =>
  apiPost(moderationApiPaths.revokeClaim(claimId), { reason } satisfies ModerationReason);

export interface RevokeOwner {
  owner: StoreOwner;
  reason: string;
}

export const useRevokeOwner = (options?: ModerationActionOptions<undefined, RevokeOwner>) =>
  useModerationMutation({ mutationFn: ({ owner, reason }: RevokeOwner) => revokeOwner(owner.claimId, reason) }, options);
