import { ownerApiPaths, type OwnerListing } from '@contracts/contributions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/api-client';
import { listingChanged } from './update-owner-listing';

/**
 * `POST /api/owner/listing/photos` (multipart/form-data, the file in `photo`): answers the listing
 * with the new photo; 400 a file that is not a photo or too many photos, 413 one too large.
 */
export function addOwnerPhoto(file: File): Promise<OwnerListing> {
  const form = new FormData();
  form.append('photo', file);
  return apiPostForm<OwnerListing>(ownerApiPaths.photos, form);
}

export function useAddOwnerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOwnerPhoto,
    onSuccess: (listing) => listingChanged(queryClient, listing),
  });
}
