import type { SearchSuggestions } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { SUGGESTIONS_MIN_LENGTH } from '@contracts/search.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

/** `GET /api/suggestions?query=`: asked from two characters on; the last list stays while the next loads. */
export const useSuggestions = (text: string) =>
  useQuery({
    queryKey: apiQueryKey(apiPaths.suggestions(text)),
    queryFn: ({ signal }) => apiGet<SearchSuggestions>(apiPaths.suggestions(text), { signal }),
    enabled: text.length >= SUGGESTIONS_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
