import type { StoreAudit } from '@contracts/contributions.contract';
import type { ItemFeedKind, ItemFeedStatus } from '@contracts/items.contract';
import { CirclePause, CirclePlay, Pause, Play } from 'lucide-react';
import { useSetFeedPaused } from '../api/set-feed-paused';
import { formatCount } from './admin-format';
import { ActionButton, ItemFailure, When } from './moderation-controls';
import { failureText, sentence } from './moderation-format';
import { Fields, itemClass, itemHeadClass, useModerationScreen } from './moderation-screen';

const FEED_KINDS: Record<ItemFeedKind, string> = {
  shopify: 'Shopify storefront',
  json: 'JSON feed',
  upload: 'Uploaded file',
};

const itemCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;

/** Whether the feed is read on schedule, in words (with an icon beside them, never by colour alone). */
function FeedState({ feed }: { feed: ItemFeedStatus }) {
  const Icon = feed.paused ? CirclePause : CirclePlay;
  return (
    <span className="inline-flex items-start gap-1.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-stone-700" aria-hidden="true" />
      <span>
        {feed.paused ? (
          <>
            <span className="font-semibold">Paused</span>: not read until resumed
          </>
        ) : feed.nextRefreshAt ? (
          <>
            Active: next read <When iso={feed.nextRefreshAt} />
          </>
        ) : (
          'Active'
        )}
      </span>
    </span>
  );
}

/**
 * A store's item feed in its audit trail (Shop the racks): what it is, where it is read from, what
 * the last read found or why it failed, whether it is paused; and Pause feed / Resume feed, after
 * which the trail shows the server's answer. Pausing is no change to the listing: not in the trail.
 */
export function StoreItemFeed({ feed, store }: { feed: ItemFeedStatus; store: StoreAudit['store'] }) {
  const { announce } = useModerationScreen();
  const setPaused = useSetFeedPaused({
    onDone: (_, { paused, store: acted }) =>
      announce('audit', sentence(`${paused ? 'Paused' : 'Resumed'} the item feed of ${acted.businessName}`)),
  });
  const action = feed.paused
    ? { label: 'Resume feed', busyLabel: 'Resuming feed…', icon: Play }
    : { label: 'Pause feed', busyLabel: 'Pausing feed…', icon: Pause };
  const failed = setPaused.isError ? `Could not ${setPaused.variables.paused ? 'pause' : 'resume'} the feed` : null;

  return (
    <>
      <h5 className="mt-5 font-semibold text-stone-900">Item feed</h5>
      <div className={`mt-2 ${itemClass}`}>
        <div className={itemHeadClass}>
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">{FEED_KINDS[feed.kind] ?? feed.kind}</p>
            {feed.url && <p className="text-sm break-all text-stone-700">{feed.url}</p>}
          </div>
          <ActionButton
            {...action}
            itemName={`of ${store.businessName}`}
            busy={setPaused.isPending}
            onClick={() => setPaused.mutate({ store, paused: !feed.paused })}
          />
        </div>
        <Fields
          fields={[
            { label: 'State', value: <FeedState feed={feed} /> },
            { label: 'Items', value: itemCount(feed.itemCount) },
            { label: 'Last read', value: feed.lastRefreshedAt ? <When iso={feed.lastRefreshedAt} /> : 'Not read yet' },
            ...(feed.lastError ? [{ label: 'Last problem', value: feed.lastError }] : []),
          ]}
        />
        <ItemFailure text={failed && `${failed}: ${failureText(setPaused.error)}`} />
      </div>
    </>
  );
}
