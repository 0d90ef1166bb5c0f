import { moderationApiPaths, type ClaimItem } from '@contracts/contributions.contract';
import { useReasonMutation, withoutClaim, type ReasonActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/claims/:id/reject` with why: 204; 409 when it is not waiting for review. */
export const useRejectClaim = (options?: ReasonActionOptions<{ claim: ClaimItem }>) =>
  useReasonMutation(
    { path: ({ claim }) => moderationApiPaths.rejectClaim(claim.id), settle: (queue, { claim }) => withoutClaim(queue, claim.id) },
    options,
  );
