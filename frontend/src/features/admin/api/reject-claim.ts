import { moderationApiPaths, type ClaimItem, type ModerationReason } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutClaim, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/claims/:id/reject` with why: 204; 409 when it is not waiting for review. */
export const rejectClaim = (id: number, reason: string) =>
  apiPost(moderationApiPaths.rejectClaim(id), { reason } satisfies ModerationReason);

export interface RejectClaim {
  claim: ClaimItem;
  reason: string;
}

export const useRejectClaim = (options?: ModerationActionOptions<undefined, RejectClaim>) =>
  useModerationMutation(
    {
      mutationFn: ({ claim, reason }: RejectClaim) => rejectClaim(claim.id, reason),
      settle: (queue, { claim }) => withoutClaim(queue, claim.id),
    },
    options,
  );
