import type { OwnerListing } from '@contracts/contributions.contract';
import type { ItemFeedInput, ItemFeedProblem, ItemFeedStatus, OwnerItemFeed } from '@contracts/items.contract';
import { CircleAlert, CircleCheck, CirclePause, Link2, Unlink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { RetryButton } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { useConnectOwnerFeed } from '../api/connect-owner-feed';
import { useDisconnectOwnerFeed } from '../api/disconnect-owner-feed';
import { useOwnerFeed } from '../api/get-owner-feed';

type FeedKind = ItemFeedInput['kind'];

/** The most left-out items the status lists (the read's answer may have more). */
export const SHOWN_PROBLEMS = 5;

const KINDS: Array<{ kind: FeedKind; label: string }> = [
  { kind: 'shopify', label: 'A Shopify store (your shop’s address)' },
  { kind: 'json', label: 'A JSON feed (see the format)' },
];

const ADDRESS_HINTS: Record<FeedKind, string> = {
  shopify: 'Your Shopify store’s own address, as shoppers open it.',
  json: 'The address of your JSON feed, starting with https://.',
};

const readAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Dec 3, 2026, 10:00 AM", as a `<time>` with its machine-readable date. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{readAt.format(new Date(at))}</time>;
}

const itemCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'} on the racks`;

/** Where the feed is read from, as the status names it. */
const connectedTo = (feed: ItemFeedStatus) => feed.url ?? 'a file you uploaded';

/**
 * "Your items on the site": the store's web shop or JSON feed, which the site reads every 6 hours
 * for its item search (`/api/owner/listing/feed`). Without one, a form connects it (read at once:
 * the server's refusal shows by the form, what was typed kept); with one, what the last read found,
 * its problems, and buttons to change the address or disconnect (confirmed inline first).
 */
export function OwnerItemFeedSection({ listing }: { listing: OwnerListing }) {
  const feed = useOwnerFeed();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  // The items the owner's last connection left out: only its answer tells them.
  const [problems, setProblems] = useState<ItemFeedProblem[]>([]);
  const [notice, setNotice] = useState('');
  const storeSlug = listing.store.slug;

  const connected = (answer: OwnerItemFeed) => {
    setProblems(answer.problems);
    setEditing(false);
    setNotice('');
    // The status replaces the form: its heading takes the focus, and is read.
    window.setTimeout(() => statusHeadingRef.current?.focus());
  };

  const disconnected = () => {
    setProblems([]);
    setEditing(false);
    setNotice('Disconnected. Your items have left the site.');
    // Its buttons have gone: the focus goes back to the section's heading.
    window.setTimeout(() => headingRef.current?.focus());
  };

  const body = () => {
    if (feed.isPending) {
      return (
        <div className="mt-5">
          <LoadingStatus label="Loading your web shop’s connection…" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-4 h-32 w-full rounded-xl" />
        </div>
      );
    }
    if (feed.isError) {
      return (
        <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5">
          <p className="flex items-start gap-2 font-medium text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {failureMessage(feed.error, 'Failed to load your web shop’s connection.')}
          </p>
          <RetryButton onRetry={() => void feed.refetch()} retrying={feed.isFetching} className="mt-4" />
        </div>
      );
    }
    // Signed out meanwhile: the page shows how to sign in instead.
    if (feed.data === null) return null;
    const { feed: status } = feed.data;
    if (status === null || editing) {
      return (
        <FeedForm
          key={status === null ? 'connect' : 'change'}
          storeSlug={storeSlug}
          initial={
            status === null ? { kind: 'shopify', url: '' } : { kind: status.kind === 'json' ? 'json' : 'shopify', url: status.url ?? '' }
          }
          onConnected={connected}
          onCancel={
            status === null
              ? undefined
              : () => {
                  setEditing(false);
                  window.setTimeout(() => changeRef.current?.focus());
                }
          }
        />
      );
    }
    return (
      <FeedStatus
        feed={status}
        problems={problems}
        storeSlug={storeSlug}
        headingRef={statusHeadingRef}
        changeRef={changeRef}
        onChange={() => {
          setNotice('');
          setEditing(true);
        }}
        onDisconnected={disconnected}
      />
    );
  };

  return (
    <section aria-labelledby="owner-feed-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="owner-feed-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-stone-900">
        Your items on the site
      </h2>
      <p className="mt-1 text-stone-700">Connect your web shop and shoppers nearby find what is on your racks. We read it every 6 hours.</p>
      <p role="status" className="mt-4 flex items-center gap-2 font-medium text-stone-800 empty:mt-0">
        {notice}
      </p>
      {body()}
    </section>
  );
}

interface FeedFormProps {
  storeSlug: string;
  initial: ItemFeedInput;
  onConnected: (answer: OwnerItemFeed) => void;
  /** Changing the address of a connected feed: back to its status. */
  onCancel?: () => void;
}

/**
 * Where the store's items are: a Shopify store or a JSON feed, and its address. Connecting reads it
 * at once, which can take several seconds; a refusal (an address that cannot be read, a claim not
 * verified, too many tries) shows the server's words by the button, and keeps what was typed.
 */
function FeedForm({ storeSlug, initial, onConnected, onCancel }: FeedFormProps) {
  const connect = useConnectOwnerFeed(storeSlug);
  const formatId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<FeedKind>(initial.kind);
  const [url, setUrl] = useState(initial.url);
  const [missing, setMissing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = connect.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = url.trim();
    if (!address) {
      setMissing(true);
      addressRef.current?.focus();
      return;
    }
    setMissing(false);
    setAlert(null);
    connect.mutate(
      { kind, url: address },
      {
        onSuccess: onConnected,
        onError: (failure) => setAlert(failureMessage(failure, 'We could not connect your shop.')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={onCancel ? 'Change your web shop’s address' : 'Connect your web shop'} className="mt-5">
      <fieldset>
        <legend className="font-semibold text-stone-900">Where your items are</legend>
        <div className="mt-1">
          {KINDS.map((choice) => (
            <label key={choice.kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-stone-800">
              <input
                type="radio"
                name="kind"
                value={choice.kind}
                checked={kind === choice.kind}
                onChange={() => setKind(choice.kind)}
                aria-describedby={choice.kind === 'json' ? formatId : undefined}
                className="size-5 shrink-0 accent-orange-800"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <p id={formatId} className="mt-1 text-sm text-stone-600">
          The JSON feed’s format: <code className="font-mono text-stone-800">{'{ "items": [ … ] }'}</code>, each item with its{' '}
          <code className="font-mono text-stone-800">id</code>, <code className="font-mono text-stone-800">title</code> and{' '}
          <code className="font-mono text-stone-800">price</code>, and if you have them its description, category, brand, size, condition,
          photo, url, and <code className="font-mono text-stone-800">available</code> (false once sold).
        </p>
      </fieldset>

      <TextField
        ref={addressRef}
        label="Address"
        hint={ADDRESS_HINTS[kind]}
        error={missing ? 'Enter your shop’s address, such as https://shop.example.com' : null}
        className="mt-5 max-w-xl"
        type="url"
        inputMode="url"
        name="url"
        autoComplete="url"
        placeholder="https://shop.example.com"
        required
        maxLength={2000}
        value={url}
        onChange={(value) => {
          setUrl(value);
          if (value.trim()) setMissing(false);
        }}
      />

      <FormAlert message={alert} className="mt-5" />
      <p role="status" className="mt-5 text-stone-700 empty:mt-0">
        {busy ? 'We are reading your shop now: this can take several seconds.' : ''}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" aria-disabled={busy || undefined} className={buttonClassName({ size: 'xl', className: 'w-full sm:w-auto' })}>
          {busy ? <Spinner /> : <Link2 className="size-5" aria-hidden="true" />}
          {busy ? 'Reading your shop…' : 'Connect'}
        </button>
        {onCancel && (
          <Button variant="secondary" size="xl" className="w-full sm:w-auto" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

interface FeedStatusProps {
  feed: ItemFeedStatus;
  problems: ItemFeedProblem[];
  storeSlug: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  changeRef: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onDisconnected: () => void;
}

/** A connected feed: its address, the items its last read found, when it is read next, what went wrong; change it or disconnect it. */
function FeedStatus({ feed, problems, storeSlug, headingRef, changeRef, onChange, onDisconnected }: FeedStatusProps) {
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
              Last read <When at={feed.lastRefreshedAt} />
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
            Change address
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
