import { moderationApiPaths, type ModerationReason, type SuggestionItem } from '@contracts/contributions.contract';
import { apiPost } from '@/lib/api-client';
import { useModerationMutation, withoutSuggestion, type ModerationActionOptions } from './moderation-mutation';

/** `POST /api/admin/moderation/suggestions/:id/reject` with why: 204; 409 when it was decided already. */
export const rejectSuggestion = (id: number, reason: string) =>
  apiPost(moderationApiPaths.rejectSuggestion(id), { reason } satisfies ModerationReason);

export interface RejectSuggestion {
  suggestion: SuggestionItem;
  reason: string;
}

export const useRejectSuggestion = (options?: ModerationActionOptions<undefined, RejectSuggestion>) =>
  useModerationMutation(
    {
      mutationFn: ({ suggestion, reason }: RejectSuggestion) => rejectSuggestion(suggestion.id, reason),
      settle: (queue, { suggestion }) => withoutSuggestion(queue, suggestion.id),
    },
    options,
  );
