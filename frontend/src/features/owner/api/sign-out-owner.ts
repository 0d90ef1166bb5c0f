import { ownerApiPaths } from '@contracts/contributions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { setOwnerListing } from './get-owner-listing';

/** `POST /api/owner/sign-out`: 204, the owner's cookie cleared. */
export const signOutOwner = () => apiPost(ownerApiPaths.signOut);

export function useSignOutOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOwner,
    onSuccess: () => setOwnerListing(queryClient, null),
  });
}
