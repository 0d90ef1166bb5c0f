import { contributionApiPaths, type ContributionReceipt, type StoreSuggestionInput } from '@contracts/contributions.contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * `POST /api/store-suggestions`: 201 with the words to show; 400 a field the server refuses (with
 * its message), 429 too many suggestions from this client for now.
 */
export const suggestStore = (input: StoreSuggestionInput) => apiPost<ContributionReceipt>(contributionApiPaths.suggestions, input);

export const useSuggestStore = () => useMutation({ mutationFn: suggestStore });
