import { moderationApiPaths, type SuggestionItem } from '@contracts/contributions.contract';
import { useReasonMutation, withoutSuggestion, type ReasonActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/suggestions/:id/reject` with why: 204; 409 when it was decided already. */
export const useRejectSuggestion = (options?: ReasonActionOptions<{ suggestion: SuggestionItem }>) =>
  useReasonMutation(
    {
      path: ({ suggestion }) => moderationApiPaths.rejectSuggestion(suggestion.id),
      settle: (queue, { suggestion }) => withoutSuggestion(queue, suggestion.id),
    },
    options,
  );
