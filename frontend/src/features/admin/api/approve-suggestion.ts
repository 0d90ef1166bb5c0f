import { moderationApiPaths, type ApprovedStore, type SuggestionItem } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutSuggestion, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/suggestions/:id/approve`: lists the suggested store; answers where it is. */
export const approveSuggestion = (id: number) => apiPost<ApprovedStore>(moderationApiPaths.approveSuggestion(id));

export const useApproveSuggestion = (options?: ModerationActionOptions<ApprovedStore, SuggestionItem>) =>
  useModerationMutation(
    {
      mutationFn: (suggestion: SuggestionItem) => approveSuggestion(suggestion.id),
      settle: (queue, suggestion) => withoutSuggestion(queue, suggestion.id),
    },
    options,
  );
