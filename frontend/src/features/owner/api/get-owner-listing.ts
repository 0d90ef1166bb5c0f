import { ownerApiPaths, type OwnerListing } from '@contracts/contributions.contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

export const ownerListingQueryKey = () => apiQueryKey(ownerApiPaths.listing);

/**
 * `GET /api/owner/listing`: the signed-in owner's claim and listing; `null` when this browser is not
 * signed in (401). Asked again each time the owner page opens (the session may have ended meanwhile).
 */
export const ownerListingQueryOptions = () =>
  queryOptions({
    queryKey: ownerListingQueryKey(),
    queryFn: ({ signal }) => apiGet<OwnerListing>(ownerApiPaths.listing, { signal, nullOnUnauthorized: true }),
    staleTime: 0,
  });

export const useOwnerListing = () => useQuery(ownerListingQueryOptions());

/** The listing as an answer of the API has it now (after a confirmation, an edit, a photo), or `null`: signed out. */
export function setOwnerListing(queryClient: QueryClient, listing: OwnerListing | null): void {
  queryClient.setQueryData(ownerListingQueryKey(), listing);
}
