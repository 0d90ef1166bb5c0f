import type { AuditEntry, StoreAudit, StoreOwner } from '@contracts/contributions.contract';
import { CircleAlert, History, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RetryButton } from '@/components/ui/page-load-error';
import { useStoreAudit } from '../api/get-store-audit';
import { isUnauthorized } from '../api/get-sitemap-status';
import { useRevertAuditEntry } from '../api/revert-audit-entry';
import { secondaryButtonClass, Spinner } from './admin-ui';
import { useRevokeOwner } from '../api/revoke-owner';
import { ModerationActions, VERBS } from './moderation-actions';
import { ActionButton, EmailLink, ItemFailure, When } from './moderation-controls';
import { AUDIT_ACTION_LABELS, describeChanges, failureText, formatWhen, sentence, storeSlugFrom } from './moderation-format';
import { EmptyList, itemClass, itemHeadClass, ItemList, linkClass, ModerationPanel, useModerationScreen } from './moderation-screen';
import { StoreItemFeed } from './store-item-feed';

/** One change: what, when, by whom, why, each field before → after, and Revert when it can be undone. */
function AuditEntryItem({ entry, store, focused }: { entry: AuditEntry; store: StoreAudit['store']; focused: boolean }) {
  const { announce } = useModerationScreen();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) summaryRef.current?.focus();
  }, [focused]);
  const revert = useRevertAuditEntry({
    onDone: (_, reverted) =>
      announce(
        'audit',
        sentence(
          `Reverted “${AUDIT_ACTION_LABELS[reverted.action] ?? reverted.action}” of ${formatWhen(reverted.at)} on ${store.businessName}`,
        ),
      ),
  });
  const action = AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
  const changes = describeChanges(entry.before, entry.after);

  return (
    <li className={itemClass}>
      <div className={itemHeadClass}>
        <div ref={summaryRef} tabIndex={-1} className="min-w-0">
          <p className="font-semibold text-stone-900">{action}</p>
          <p className="text-sm break-words text-stone-700">
            <When iso={entry.at} /> · {entry.actor}
          </p>
        </div>
        {entry.revertible && (
          <ActionButton
            label="Revert"
            busyLabel="Reverting…"
            itemName={`${action} of ${formatWhen(entry.at)}`}
            icon={Undo2}
            busy={revert.isPending}
            onClick={() => revert.mutate(entry)}
          />
        )}
      </div>
      {(entry.reason || changes.length > 0) && (
        <dl className="mt-3 space-y-2 text-sm">
          {entry.reason && (
            <div>
              <dt className="font-medium text-stone-600">Reason</dt>
              <dd className="break-words whitespace-pre-line text-stone-900">{entry.reason}</dd>
            </div>
          )}
          {changes.length > 0 && (
            <div>
              {/* One side only (a store created, closed, reopened; a photo): what was recorded with it. */}
              <dt className="font-medium text-stone-600">{entry.before && entry.after ? 'What changed' : 'Details'}</dt>
              <dd>
                <ul className="mt-0.5 space-y-0.5 text-stone-900">
                  {changes.map((change) => (
                    <li key={change.field} className="break-words">
                      <span className="font-medium">{change.label}:</span>{' '}
                      {change.before !== null && (
                        <>
                          <span className="text-stone-700">{change.before}</span> →{' '}
                        </>
                      )}
                      {change.after}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
      <ItemFailure text={revert.isError ? `Could not revert: ${failureText(revert.error)}` : null} />
    </li>
  );
}

/** A verified owner: their address, since when, and Revoke (why), which signs them out and takes the listing from them. */
function OwnerItem({ owner, store }: { owner: StoreOwner; store: StoreAudit['store'] }) {
  const { announce } = useModerationScreen();
  const revoke = useRevokeOwner({
    onDone: (_, { owner: revoked }) => announce('audit', sentence(`Revoked ${revoked.email} as the owner of ${store.businessName}`)),
  });
  const itemName = `${owner.email} as the owner of ${store.businessName}`;
  const who = (
    <div className="min-w-0">
      <p className="font-semibold text-stone-900">
        <EmailLink email={owner.email} />
      </p>
      <p className="text-sm text-stone-700">
        Verified <When iso={owner.since} />
      </p>
    </div>
  );
  return (
    <li className={itemClass}>
      {/* Done: the owner leaves the list once the trail is read again; until then, no form and no button. */}
      {revoke.isSuccess ? (
        <div className={itemHeadClass}>
          {who}
          <p className="font-medium text-stone-700">Revoked</p>
        </div>
      ) : (
        <ModerationActions
          itemName={itemName}
          head={who}
          actions={[
            {
              ...VERBS.revoke,
              mutation: revoke,
              question: `Why take the listing from ${owner.email}?`,
              hint: 'They are signed out at once and told by e-mail, and cannot claim this store again with this address. Kept in the store’s audit trail.',
              submit: (reason) => revoke.mutate({ owner, reason }),
            },
          ]}
        />
      )}
    </li>
  );
}

/** The audit trail read: the store, its verified owners, its item feed if any, then its changes as the API lists them, page by page. */
function AuditEntries({ audit }: { audit: ReturnType<typeof useStoreAudit> }) {
  const pages = audit.data?.pages ?? [];
  const [first] = pages;
  // After 'Show older changes', the cursor goes to the first of them.
  const [focusEntryId, setFocusEntryId] = useState<number | null>(null);
  if (!first) return null;
  const { store, owners } = first;
  const entries = pages.flatMap((page) => page.entries);
  const showOlder = async () => {
    if (audit.isFetchingNextPage) return;
    const read = await audit.fetchNextPage();
    const older = read.data?.pages.at(-1)?.entries[0];
    if (older) setFocusEntryId(older.id);
  };

  return (
    <div className="mt-5">
      <h4 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold break-words text-stone-900">
        <Link to={store.path} className={linkClass}>
          {store.businessName}
        </Link>
        {store.closed && <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-semibold text-stone-800">Closed</span>}
      </h4>
      <h5 className="mt-4 font-semibold text-stone-900">Verified owners</h5>
      <ItemList items={owners} empty="No verified owner manages this listing." className="mt-2 space-y-3">
        {(owner) => <OwnerItem key={owner.claimId} owner={owner} store={store} />}
      </ItemList>
      {first.itemFeed && <StoreItemFeed feed={first.itemFeed} store={store} />}
      <h5 className="mt-5 font-semibold text-stone-900">Changes</h5>
      {entries.length === 0 ? (
        <EmptyList>No changes are recorded for this store.</EmptyList>
      ) : (
        <ol className="mt-2 space-y-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} store={store} focused={entry.id === focusEntryId} />
          ))}
        </ol>
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          onClick={() => void showOlder()}
          aria-disabled={audit.isFetchingNextPage || undefined}
          className={`${secondaryButtonClass} mt-4`}
        >
          {audit.isFetchingNextPage ? <Spinner className="size-4" /> : <History className="size-4" aria-hidden="true" />}
          {audit.isFetchingNextPage ? 'Loading older changes…' : 'Show older changes'}
        </button>
      )}
      {audit.isFetchNextPageError && <ItemFailure text={`Could not read the older changes: ${failureText(audit.error)}`} />}
    </div>
  );
}

/**
 * 'Store audit trail': a store named by its page's address or slug (or by a list's 'Audit trail'
 * button), and every change made to it, newest as the API orders them, with Revert where it can be undone.
 */
export function StoreAuditPanel() {
  const { auditSlug, openAudit } = useModerationScreen();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // A list's button opened another store: the field names it.
  const [namedSlug, setNamedSlug] = useState(auditSlug);
  if (auditSlug !== namedSlug) {
    setNamedSlug(auditSlug);
    if (auditSlug && storeSlugFrom(text) !== auditSlug) setText(auditSlug);
    setInvalid(null);
  }
  const audit = useStoreAudit(auditSlug);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = storeSlugFrom(text);
    if (!slug) {
      setInvalid('Enter a store page’s address, like /texas/austin/blue-door-resale, or its slug, like blue-door-resale.');
      return;
    }
    setInvalid(null);
    openAudit(slug, { moveFocus: false });
  };

  let status = '';
  if (auditSlug && audit.isFetching && !audit.data) status = 'Loading the audit trail…';
  else if (audit.data?.pages[0]) {
    const count = audit.data.pages.reduce((sum, page) => sum + page.entries.length, 0);
    const changes = count === 1 ? '1 change' : `${count} changes`;
    status = `The audit trail of ${audit.data.pages[0].store.businessName}: ${audit.hasNextPage ? `the newest ${changes}, older ones below` : changes}.`;
  }

  return (
    <ModerationPanel
      part="audit"
      title="Store audit trail"
      intro={
        <p className="text-sm">
          Every change to a store: who made it, when and why. Changes that can be undone have a Revert button. A verified owner can be
          revoked here, and the store’s item feed paused or resumed.
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="mt-4">
        <label htmlFor={fieldId} className="block font-semibold text-stone-900">
          Store address or slug
        </label>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          For example /texas/austin/blue-door-resale or blue-door-resale.
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id={fieldId}
            type="text"
            name="store"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 aria-invalid:border-red-700 sm:flex-1"
          />
          <button type="submit" className={`${secondaryButtonClass} shrink-0`}>
            <History className="size-4" aria-hidden="true" />
            Show audit trail
          </button>
        </div>
        <p id={errorId} role="alert" className="mt-2 font-medium text-red-800 empty:mt-0">
          {invalid}
        </p>
      </form>

      <p role="status" className="mt-4 flex items-center gap-2 text-stone-800 empty:mt-0">
        {status && auditSlug && audit.isFetching && !audit.data && <Spinner className="size-4 text-orange-800" />}
        {status}
      </p>

      {auditSlug && audit.isError && !isUnauthorized(audit.error) && (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-red-800">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            Could not read the audit trail of “{auditSlug}”
          </p>
          <p className="mt-1 break-words text-stone-800">{failureText(audit.error)}</p>
          <RetryButton onRetry={() => void audit.refetch()} retrying={audit.isFetching} className="mt-3" />
        </div>
      )}
      {auditSlug && audit.data && <AuditEntries audit={audit} />}
    </ModerationPanel>
  );
}
