import { moderationApiPaths, type MergeInput, type SuggestionItem } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutSuggestion, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/suggestions/:id/merge`: the suggestion repeats a listed store; its details go to that store. */
export const mergeSuggestion = (id: number, storeSlug: string) =>
  apiPost(moderationApiPaths.mergeSuggestion(id), { storeSlug } satisfies MergeInput);

export interface MergeSuggestion {
  suggestion: SuggestionItem;
  /** One of the suggestion's `possibleDuplicates`. */
  into: SuggestionItem['possibleDuplicates'][number];
}

export const useMergeSuggestion = (options?: ModerationActionOptions<undefined, MergeSuggestion>) =>
  useModerationMutation(
    {
      mutationFn: ({ suggestion, into }: MergeSuggestion) => mergeSuggestion(suggestion.id, into.slug),
      settle: (queue, { suggestion }) => withoutSuggestion(queue, suggestion.id),
    },
    options,
  );
