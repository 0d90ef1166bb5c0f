import { CircleAlert, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { RetryButton } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { useModerationQueue } from '../api/get-moderation-queue';
import { isUnauthorized } from '../api/get-sitemap-status';
import { secondaryButtonClass, Spinner } from './admin-ui';
import { ClaimList } from './moderation-claims';
import { ClosedStoreList } from './moderation-closed-stores';
import { countsLine, failureText } from './moderation-format';
import { ReportList } from './moderation-reports';
import { ModerationScreenProvider } from './moderation-screen';
import { SuggestionList } from './moderation-suggestions';
import { StoreAuditPanel } from './store-audit-panel';

function QueueLoading() {
  return (
    <div className="mt-5 space-y-4">
      <LoadingStatus label="Loading the moderation queue…" />
      <Skeleton className="h-5 w-72 max-w-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

/** The suggestions, reports, claims and closed stores, once read; a placeholder before, the error and Try Again if it failed. */
function ModerationQueueView() {
  const queue = useModerationQueue();

  // A 401 ends the session: the sign-in form replaces the dashboard at once.
  if (isUnauthorized(queue.error)) return <QueueLoading />;

  if (!queue.data) {
    if (!queue.isError) return <QueueLoading />;
    return (
      <div role="alert" className="mt-5 rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          Could not load the moderation queue.
        </p>
        <p className="mt-1 break-words text-stone-800">{failureText(queue.error)}</p>
        <RetryButton onRetry={() => void queue.refetch()} retrying={queue.isFetching} className="mt-4" />
      </div>
    );
  }

  const { counts, suggestions, reports, claims, closedStores } = queue.data;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-medium text-stone-900">{countsLine(counts)}</p>
        <button
          type="button"
          onClick={() => {
            if (!queue.isFetching) void queue.refetch();
          }}
          aria-disabled={queue.isFetching || undefined}
          className={secondaryButtonClass}
        >
          {queue.isFetching ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden="true" />}
          {queue.isFetching ? 'Refreshing…' : 'Refresh queue'}
        </button>
      </div>
      {/* Read again after an action or Refresh, and failed: the lists as last read stay. */}
      <p role="alert" className="mt-3 font-medium break-words text-red-800 empty:mt-0">
        {queue.isError ? `Could not refresh the queue: ${failureText(queue.error)}` : null}
      </p>
      <div className="mt-5 space-y-6">
        <SuggestionList suggestions={suggestions} total={counts.suggestions} />
        <ReportList reports={reports} total={counts.reports} />
        <ClaimList claims={claims} total={counts.claims} />
        <ClosedStoreList stores={closedStores} />
      </div>
    </>
  );
}

/**
 * 'Moderation': what visitors and owners sent, waiting for the administrator (suggested stores,
 * reports, claims), the latest closed stores, and any store's audit trail. Each action says what it
 * did under its list's heading and puts the cursor there; a failure shows the API's message by the
 * item, what was typed kept.
 */
export function ModerationSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-stone-900">
        Moderation
      </h2>
      <ModerationScreenProvider>
        <ModerationQueueView />
        <div className="mt-6">
          <StoreAuditPanel />
        </div>
      </ModerationScreenProvider>
    </section>
  );
}
