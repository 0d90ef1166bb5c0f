import { ownerApiPaths, type ClaimConfirmInput, type OwnerListing } from '@contracts/contributions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { setOwnerListing } from './get-owner-listing';

/**
 * `POST /api/owner/confirm`: uses the e-mailed link's token (once): 200 with the owner's listing and
 * the owner's session cookie; 400 a token that is not valid, 410 one already used or expired.
 */
export const confirmClaim = (token: string) => apiPost<OwnerListing>(ownerApiPaths.confirm, { token } satisfies ClaimConfirmInput);

export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSuccess: (listing) => setOwnerListing(queryClient, listing),
  });
}
