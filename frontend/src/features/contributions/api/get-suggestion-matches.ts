import { contributionApiPaths, type StoreSuggestionMatches } from '@contracts/contributions.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

/** What a suggestion is compared on. */
export interface SuggestionMatchQuery {
  address: string;
  zipCode: string;
  businessName: string;
}

export const suggestionMatchesPath = ({ address, zipCode, businessName }: SuggestionMatchQuery) =>
  `${contributionApiPaths.suggestionMatches}?${new URLSearchParams({ address, zipCode, businessName }).toString()}`;

/**
 * `GET /api/store-suggestions/matches?address=&zipCode=&businessName=`: listed stores the suggested
 * one may be ("Is it one of these?"), asked for as the form is sent.
 */
export const suggestionMatchesQueryOptions = (query: SuggestionMatchQuery) =>
  queryOptions({
    queryKey: apiQueryKey(suggestionMatchesPath(query)),
    queryFn: ({ signal }) => apiGet<StoreSuggestionMatches>(suggestionMatchesPath(query), { signal }),
  });
