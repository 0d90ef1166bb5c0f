import { contributionApiPaths, type ContributionReceipt, type StoreClaimInput } from '@contracts/contributions.contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * `POST /api/stores/:storeSlug/claims`: 202 once the one-time link is sent to the address (the
 * message says where, and for how long it works); 4xx with the server's message.
 */
export const claimListing = (storeSlug: string, input: StoreClaimInput) =>
  apiPost<ContributionReceipt>(contributionApiPaths.claims(storeSlug), input);

export const useClaimListing = (storeSlug: string) =>
  useMutation({ mutationFn: (input: StoreClaimInput) => claimListing(storeSlug, input) });
