import { ownerApiPaths, type OwnerListing } from '@contracts/contributions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { listingChanged } from './update-owner-listing';

/** `DELETE /api/owner/listing/photos/:id`: answers the listing without the photo. */
export const removeOwnerPhoto = (id: number) => apiDelete<OwnerListing>(ownerApiPaths.photo(id));

export function useRemoveOwnerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOwnerPhoto,
    onSuccess: (listing) => listingChanged(queryClient, listing),
  });
}
