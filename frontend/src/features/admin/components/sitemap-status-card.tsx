import { formatExpiry, type SitemapCacheInfo } from '@contracts/admin.contract';
import { CircleAlert, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { TOAST_DURATION_MS, useToast } from '@/components/ui/toast';
import { apiErrorMessage, ApiRequestError } from '@/lib/api-client';
import { useRegenerateSitemap } from '../api/regenerate-sitemap';
import { isUnauthorized, useSitemapStatus } from '../api/get-sitemap-status';
import { errorText, formatCount, formatDateTime } from './admin-format';
import { panelClass, primaryButtonClass, Spinner } from './admin-ui';

/** The status failure's message: the server's own, after its status code, when it sent one. */
function statusErrorText(error: unknown): string {
  const serverMessage = apiErrorMessage(error);
  if (error instanceof ApiRequestError && serverMessage) return `${error.status}: ${serverMessage}`;
  return errorText(error);
}

function DateTime({ iso, none }: { iso: string | null; none: string }) {
  if (!iso) return <>{none}</>;
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function figures(status: SitemapCacheInfo): Array<{ label: string; value: ReactNode; date?: boolean }> {
  const { info } = status;
  return [
    { label: 'URL Count', value: formatCount(info.urlCount) },
    { label: 'State Pages', value: formatCount(info.stateCount) },
    { label: 'City Pages', value: formatCount(info.cityCount) },
    { label: 'Store Pages', value: formatCount(info.storeCount) },
    { label: 'Last Generated', value: <DateTime iso={info.lastGenerated} none="Never" />, date: true },
    { label: 'Expires At', value: <DateTime iso={info.expiresAt} none="—" />, date: true },
  ];
}

/**
 * The sitemap's status (spec: Admin): 'Checking sitemap status...' while it loads; on failure the
 * message and Retry; otherwise whether it is valid, its six figures. Below, 'Regenerate Sitemap',
 * which says 'Regenerating...' while busy and reports the outcome in a toast.
 */
export function SitemapStatusCard() {
  const titleId = useId();
  const status = useSitemapStatus();
  const { toast } = useToast();
  // After a Retry that worked, the Retry button is gone: the cursor goes to the new status line as it appears.
  const focusHeadline = useRef(false);
  const focusAfterRetry = useCallback((headline: HTMLParagraphElement | null) => {
    if (!headline || !focusHeadline.current) return;
    focusHeadline.current = false;
    headline.focus();
  }, []);

  const regenerate = useRegenerateSitemap({
    onRegenerated: (answer) =>
      toast({
        title: 'Sitemap Regenerated',
        description: `Successfully regenerated sitemap with ${formatCount(answer.info.urlCount)} URLs.`,
        duration: TOAST_DURATION_MS,
      }),
    onFailed: (error) =>
      toast({
        title: 'Regeneration Failed',
        description: `Error: ${errorText(error)}`,
        variant: 'destructive',
        duration: TOAST_DURATION_MS,
      }),
  });
  const busy = regenerate.isPending;

  const retry = () => {
    if (status.isFetching) return;
    focusHeadline.current = true;
    void status.refetch();
  };

  let body: ReactNode;
  // A 401 ends the session: the sign-in form replaces this card at once.
  if (status.isPending || isUnauthorized(status.error)) {
    body = (
      <p role="status" className="flex items-center gap-3 text-stone-800">
        <Spinner className="size-5 text-orange-800" />
        Checking sitemap status...
      </p>
    );
  } else if (status.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          Error checking sitemap status
        </p>
        <p className="mt-1 break-words text-stone-800">{statusErrorText(status.error)}</p>
        <button type="button" onClick={retry} aria-disabled={status.isFetching || undefined} className={`mt-3 ${primaryButtonClass}`}>
          {status.isFetching && <Spinner className="size-4" />}
          Retry
        </button>
      </div>
    );
  } else {
    const data = status.data;
    body = (
      <>
        <p
          ref={focusAfterRetry}
          tabIndex={-1}
          className={`flex items-start gap-2 font-semibold ${data.valid ? 'text-green-800' : 'text-amber-800'}`}
        >
          {data.valid ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <span>
            {data.valid ? `Sitemap is valid and will expire in ${formatExpiry(data.timeUntilExpiry)}` : 'Sitemap needs regeneration'}
          </span>
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures(data).map((figure) => (
            <div key={figure.label} className="rounded-xl bg-stone-50 p-4">
              <dt className="text-sm font-medium text-stone-600">{figure.label}</dt>
              <dd className={`mt-1 font-semibold break-words text-stone-900 tabular-nums ${figure.date ? 'text-base' : 'text-lg'}`}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        Sitemap Status
      </h3>
      <div className="mt-4">{body}</div>
      <div className="mt-6 border-t border-stone-200 pt-5">
        <button
          type="button"
          onClick={() => {
            if (!busy) regenerate.mutate();
          }}
          aria-disabled={busy || undefined}
          className={primaryButtonClass}
        >
          {busy ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden="true" />}
          {busy ? 'Regenerating...' : 'Regenerate Sitemap'}
        </button>
        <p className="mt-2 text-sm text-stone-600">The sitemap is also regenerated automatically once a day.</p>
      </div>
    </section>
  );
}
