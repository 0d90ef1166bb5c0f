import type { ModerationQueue, ModerationReason } from '@contracts/contributions.contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { markSignedOut } from './get-admin-session';
import { moderationQueueQueryKey } from './get-moderation-queue';
import { isUnauthorized } from './get-sitemap-status';
import { isStoreAuditQueryKey } from './get-store-audit';

/** Reads again what any moderation action may change: the queue, and the audit trail shown. */
export function refreshModeration(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey() });
  void queryClient.invalidateQueries({ predicate: (query) => isStoreAuditQueryKey(query.queryKey) });
}

/** What the screen does once the server has done an action. */
export interface ModerationActionOptions<TData, TVariables> {
  /** Runs after the server did it, even when the item's own component is gone by then. */
  onDone?: (data: TData, variables: TVariables) => void;
}

interface ModerationMutation<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The queue without what was just done: shown at once, while the queue is read again. */
  settle?: (queue: ModerationQueue, variables: TVariables) => ModerationQueue;
  /** Anything else the answer tells (a store's audit trail as it is now). */
  update?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
}

/**
 * A moderation action (admin POSTs, same-origin JSON). After it: the queue without the item, the
 * screen's `onDone`, then the queue and audit trails read again. A 401 ends the session on this
 * page (the sign-in form replaces the dashboard); other failures are the caller's to show.
 */
export function useModerationMutation<TData, TVariables>(
  { mutationFn, settle, update }: ModerationMutation<TData, TVariables>,
  { onDone }: ModerationActionOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      if (settle) queryClient.setQueryData<ModerationQueue>(moderationQueueQueryKey(), (queue) => queue && settle(queue, variables));
      update?.(queryClient, data, variables);
      onDone?.(data, variables);
      refreshModeration(queryClient);
    },
    onError: (error) => {
      if (isUnauthorized(error)) markSignedOut(queryClient, 'expired');
    },
  });
}

/** What an action that says why is given: what it acts on (`{ claim }`) and the reason typed. */
export type WithReason<TItem> = TItem & ModerationReason;

export type ReasonActionOptions<TItem> = ModerationActionOptions<undefined, WithReason<TItem>>;

/**
 * An action that says why (reject, close, reopen, resolve, revoke): `POST path(variables)` with the
 * reason as its body (`{ reason }`: 204, or the API's refusal), then as {@link useModerationMutation}.
 */
export function useReasonMutation<TItem>(
  { path, settle }: { path: (variables: WithReason<TItem>) => string } & Pick<ModerationMutation<undefined, WithReason<TItem>>, 'settle'>,
  options?: ReasonActionOptions<TItem>,
) {
  return useModerationMutation(
    {
      mutationFn: (variables: WithReason<TItem>) => apiPost(path(variables), { reason: variables.reason } satisfies ModerationReason),
      settle,
    },
    options,
  );
}

/** The queue without a suggestion. */
export const withoutSuggestion = (queue: ModerationQueue, id: number): ModerationQueue => {
  const suggestions = queue.suggestions.filter((item) => item.id !== id);
  const removed = queue.suggestions.length - suggestions.length;
  return { ...queue, suggestions, counts: { ...queue.counts, suggestions: Math.max(0, queue.counts.suggestions - removed) } };
};

/** The queue without a store's reports. */
export const withoutReportsOf = (queue: ModerationQueue, storeSlug: string): ModerationQueue => {
  const reports = queue.reports.filter((group) => group.store.slug !== storeSlug);
  const removed = queue.reports.length - reports.length;
  return { ...queue, reports, counts: { ...queue.counts, reports: Math.max(0, queue.counts.reports - removed) } };
};

/** The queue without a claim. */
export const withoutClaim = (queue: ModerationQueue, id: number): ModerationQueue => {
  const claims = queue.claims.filter((item) => item.id !== id);
  const removed = queue.claims.length - claims.length;
  return { ...queue, claims, counts: { ...queue.counts, claims: Math.max(0, queue.counts.claims - removed) } };
};

/** The queue without a store among the closed ones. */
export const withoutClosedStore = (queue: ModerationQueue, storeSlug: string): ModerationQueue => ({
  ...queue,
  closedStores: queue.closedStores.filter((store) => store.slug !== storeSlug),
});
