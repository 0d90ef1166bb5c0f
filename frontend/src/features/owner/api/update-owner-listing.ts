import { apiPaths } from '@contracts/api-paths';
import { ownerApiPaths, type OwnerListing, type OwnerListingInput } from '@contracts/contributions.contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';
import { setOwnerListing } from './get-owner-listing';

/**
 * `PUT /api/owner/listing`: the owner's edit of hours, contacts, description and what the store
 * sells; answers the listing as it is now. 400 a value refused, 403 a claim still under review.
 */
export const updateOwnerListing = (edit: OwnerListingInput) => apiPut<OwnerListing>(ownerApiPaths.listing, edit);

/** The listing changed: kept as answered, and the store's page read again when next shown. */
export function listingChanged(queryClient: QueryClient, listing: OwnerListing): void {
  setOwnerListing(queryClient, listing);
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(apiPaths.store(listing.store.slug)) });
}

export function useUpdateOwnerListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerListing,
    onSuccess: (listing) => listingChanged(queryClient, listing),
  });
}
