import type { OwnerListing } from '@contracts/contributions.contract';
import { type ItemFeedProblem, type OwnerItemFeed } from '@contracts/items.contract';
import { CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { RetryButton } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api-client';
import { useOwnerFeed } from '../api/get-owner-feed';
import { FeedForm } from './item-feed-form';
import { FeedStatus } from './item-feed-status';

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
          initial={status === null ? { kind: 'shopify', url: '' } : { kind: status.kind, url: status.url ?? '' }}
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
      <p className="mt-1 text-stone-700">
        Connect your web shop, or send a file of your items, and shoppers nearby find what is on your racks. We read a web shop every 6
        hours.
      </p>
      <p role="status" className="mt-4 flex items-center gap-2 font-medium text-stone-800 empty:mt-0">
        {notice}
      </p>
      {body()}
    </section>
  );
}
