import { moderationApiPaths, type StoreOwner } from '@contracts/contributions.contract';
import { useReasonMutation, type ReasonActionOptions } from './moderation-mutation';

/**
 * `POST /api/admin/moderation/claims/:id/revoke` with why: 204, the owner signed out at once; 409 when
 * the claim is no longer verified.
 */
export const useRevokeOwner = (options?: ReasonActionOptions<{ owner: StoreOwner }>) =>
  useReasonMutation({ path: ({ owner }) => moderationApiPaths.revokeClaim(owner.claimId) }, options);
