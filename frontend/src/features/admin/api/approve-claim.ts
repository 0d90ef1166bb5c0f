import { moderationApiPaths, type ClaimItem } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutClaim, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/claims/:id/approve`: the claimant becomes the listing's verified owner. */
export const approveClaim = (id: number) => apiPost(moderationApiPaths.approveClaim(id));

export const useApproveClaim = (options?: ModerationActionOptions<undefined, ClaimItem>) =>
  useModerationMutation(
    { mutationFn: (claim: ClaimItem) => approveClaim(claim.id), settle: (queue, claim) => withoutClaim(queue, claim.id) },
    options,
  );
