import { type ItemFeedProblem, type ItemFeedStatus } from '@contracts/items.contract';
import { CircleAlert, CircleCheck, CirclePause, Unlink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/api-client';
import { useDisconnectOwnerFeed } from '../api/disconnect-owner-feed';
import { SHOWN_PROBLEMS, When, itemCount, connectedTo } from './item-feed-shared';

export interface FeedStatusProps {
  feed: ItemFeedStatus;
  problems: ItemFeedProblem[];
  storeSlug: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  changeRef: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onDisconnected: () => void;
}

/** A connected feed: its address, the items its last read found, when it is read next, what went wrong; change it or disconnect it. */
export function FeedStatus({ feed, problems, storeSlug, headingRef, changeRef, onChange, onDisconnected }: FeedStatusProps) {
  const disconnect = useDisconnectOwnerFeed(storeSlug);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const disconnectRef = useRef<HTMLButtonElement>(null);
  // Disconnecting asks first, in place of the buttons; Cancel brings them back, the focus on Disconnect.
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef(false);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = disconnect.isPending;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      disconnectRef.current?.focus();
    }
  }, [confirming]);

  const remove = () => {
    if (busy) return;
    setAlert(null);
    disconnect.mutate(undefined, {
      onSuccess: onDisconnected,
      onError: (failure) => setAlert(failureMessage(failure, 'We could not disconnect your shop.')),
    });
  };

  return (
    <div className="mt-5">
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
        <h3 ref={headingRef} tabIndex={-1} className="flex items-start gap-2 text-lg font-bold text-stone-900">
          <CircleCheck className="mt-1 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="min-w-0 break-all">Connected: {connectedTo(feed)}</span>
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          {feed.kind === 'json' ? 'A JSON feed' : feed.kind === 'shopify' ? 'A Shopify store' : 'An uploaded file'}
        </p>
        <p className="mt-3 text-2xl font-bold tracking-tight text-stone-900">{itemCount(feed.itemCount)}</p>
        <p className="mt-2 text-stone-700">
          {feed.lastRefreshedAt ? (
            <>
              {feed.kind === 'upload' ? 'Saved' : 'Last read'} <When at={feed.lastRefreshedAt} />
            </>
          ) : (
            'Not read yet'
          )}
        </p>
        {feed.nextRefreshAt && (
          <p className="mt-1 text-stone-700">
            Next read <When at={feed.nextRefreshAt} />
          </p>
        )}
      </div>

      {feed.paused && (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-stone-300 bg-stone-100 px-4 py-3 font-medium text-stone-900">
          <CirclePause className="mt-0.5 size-5 shrink-0 text-stone-700" aria-hidden="true" />
          An administrator paused this feed.
        </p>
      )}
      {feed.lastError && (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-stone-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <span className="font-semibold">The last read had a problem:</span> {feed.lastError}
          </span>
        </p>
      )}
      {problems.length > 0 && (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-stone-900">
          <p className="font-semibold">
            {problems.length === 1 ? 'One item was' : `${problems.length.toLocaleString('en-US')} items were`} left out of the read:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={`${problem.line}-${problem.message}`} className="break-words">
                Item {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS && (
            <p className="mt-2 text-sm text-stone-700">And {(problems.length - SHOWN_PROBLEMS).toLocaleString('en-US')} more.</p>
          )}
        </div>
      )}

      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="mt-6 rounded-xl border border-stone-300 p-4 sm:p-5">
          <p id={questionId} ref={questionRef} tabIndex={-1} className="font-semibold text-stone-900">
            Remove your items from the site?
          </p>
          <p className="mt-1 text-stone-700">Shoppers no longer find them here. You can connect your shop again at any time.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button size="md" aria-disabled={busy || undefined} onClick={remove}>
              {busy ? <Spinner /> : <Unlink className="size-4" aria-hidden="true" />}
              {busy ? 'Disconnecting…' : 'Yes, disconnect'}
            </Button>
            <Button
              variant="secondary"
              size="md"
              onClick={() => {
                if (busy) return;
                setAlert(null);
                returnFocus.current = true;
                setConfirming(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button ref={changeRef} variant="secondary" size="md" onClick={onChange}>
            {feed.kind === 'upload' ? 'Send another file' : 'Change address'}
          </Button>
          <Button ref={disconnectRef} variant="secondary" size="md" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
      )}
      <FormAlert message={alert} className="mt-4" />
    </div>
  );
}
