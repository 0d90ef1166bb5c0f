import type { OwnerListing } from '@contracts/contributions.contract';
import {
  formatItemPrice,
  ITEM_FILE_MAX_BYTES,
  type ItemFeedInput,
  type ItemFeedKind,
  type ItemFeedProblem,
  type ItemFeedStatus,
  type ItemFileCheck,
  type OwnerItemFeed,
} from '@contracts/items.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { CircleAlert, CircleCheck, CirclePause, FileCheck, FileSpreadsheet, Link2, Unlink, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field, FormAlert, Spinner } from '@/components/ui/form-field';
import { RetryButton } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { useCheckOwnerItemFile } from '../api/check-owner-item-file';
import { useConnectOwnerFeed } from '../api/connect-owner-feed';
import { useDisconnectOwnerFeed } from '../api/disconnect-owner-feed';
import { useOwnerFeed } from '../api/get-owner-feed';
import { useSaveOwnerItemFile } from '../api/save-owner-item-file';
import { megabytes } from './owner-photos';

/** Where the items are: a web shop or a JSON feed read at its address, or a file sent from here. */
type FeedKind = ItemFeedKind;
type AddressKind = ItemFeedInput['kind'];

/** The most left-out items the status lists (the read's answer may have more). */
export const SHOWN_PROBLEMS = 5;
/** The most problems of a checked file listed (the server tells the first 20). */
export const SHOWN_FILE_PROBLEMS = 20;

const KINDS: Array<{ kind: FeedKind; label: string }> = [
  { kind: 'shopify', label: 'A Shopify store (your shop’s address)' },
  { kind: 'json', label: 'A JSON feed (see the format)' },
  { kind: 'upload', label: 'A file (CSV or Excel .xlsx)' },
];

const ADDRESS_HINTS: Record<AddressKind, string> = {
  shopify: 'Your Shopify store’s own address, as shoppers open it.',
  json: 'The address of your JSON feed, starting with https://.',
};

/** The files the file input offers: CSV and Excel workbooks, by extension and by type. */
export const ITEM_FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a chosen file cannot be sent, before it is; null when it may be (the server checks what it holds). */
export function itemFileProblem(file: File): string | null {
  if (file.size > ITEM_FILE_MAX_BYTES)
    return `“${file.name}” is ${megabytes(file.size)}: a file may be at most ${megabytes(ITEM_FILE_MAX_BYTES)}.`;
  return null;
}

const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const readAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Dec 3, 2026, 10:00 AM", as a `<time>` with its machine-readable date. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{readAt.format(new Date(at))}</time>;
}

const itemCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'} on the racks`;

/** "1,250 items read": what a checked file holds. */
const itemsRead = (count: number) => `${countOf(count, 'item', 'items')} read`;

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

interface FeedFormProps {
  storeSlug: string;
  initial: { kind: FeedKind; url: string };
  onConnected: (answer: OwnerItemFeed) => void;
  /** Changing the address of a connected feed: back to its status. */
  onCancel?: () => void;
}

/** A file as the server checked it: its answer, and the file itself, which saving sends again. */
interface CheckedFile {
  file: File;
  answer: ItemFileCheck;
}

/**
 * Where the store's items are: a Shopify store or a JSON feed, and its address, or a CSV or .xlsx
 * file. Connecting reads the address at once, which can take several seconds; a file is checked
 * first (nothing saved: its items counted, the first shown, its problems by line), and saved with
 * a second button only when it has no problem. A refusal (an address that cannot be read, a file
 * that is not a spreadsheet or too large, a claim not verified, too many tries) shows the server's
 * words by the button, and keeps what was typed or chosen.
 */
function FeedForm({ storeSlug, initial, onConnected, onCancel }: FeedFormProps) {
  const connect = useConnectOwnerFeed(storeSlug);
  const checkFile = useCheckOwnerItemFile();
  const saveFile = useSaveOwnerItemFile(storeSlug);
  const formatId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<FeedKind>(initial.kind);
  const [url, setUrl] = useState(initial.url);
  const [missing, setMissing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saveAlert, setSaveAlert] = useState<string | null>(null);
  const busy = connect.isPending || checkFile.isPending || saveFile.isPending;

  useEffect(() => {
    // What a checked file holds appears below the form: its heading takes the focus, and is read.
    if (checked) resultHeadingRef.current?.focus();
  }, [checked]);

  const sendFile = () => {
    if (file === null) {
      setFileError('Choose your CSV or Excel (.xlsx) file.');
      fileRef.current?.focus();
      return;
    }
    const problem = itemFileProblem(file);
    setFileError(problem);
    if (problem) {
      fileRef.current?.focus();
      return;
    }
    setAlert(null);
    setSaveAlert(null);
    setChecked(null);
    checkFile.mutate(file, {
      onSuccess: (answer) => setChecked({ file, answer }),
      onError: (failure) => setAlert(failureMessage(failure, 'We could not check your file.')),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (kind === 'upload') {
      sendFile();
      return;
    }
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Another file: the last one's check no longer holds.
    setFile(event.target.files?.[0] ?? null);
    setFileError(null);
    setChecked(null);
    setAlert(null);
    setSaveAlert(null);
  };

  const choosePlace = (next: FeedKind) => {
    setKind(next);
    // The file input goes with its choice, and what was chosen in it.
    if (next !== 'upload') {
      setFile(null);
      setFileError(null);
      setChecked(null);
      setSaveAlert(null);
    }
  };

  const save = () => {
    if (busy || checked === null) return;
    setSaveAlert(null);
    saveFile.mutate(checked.file, {
      onSuccess: (answer) => onConnected({ feed: answer.feed, problems: [] }),
      onError: (failure) => setSaveAlert(failureMessage(failure, 'We could not save your items.')),
    });
  };

  const working = kind === 'upload' ? checkFile.isPending : connect.isPending;
  let label: string;
  if (kind === 'upload') label = working ? 'Checking your file…' : 'Check the file';
  else label = working ? 'Reading your shop…' : 'Connect';

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={onCancel ? 'Change your web shop’s address' : 'Connect your web shop'}
        className="mt-5"
      >
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
                  onChange={() => choosePlace(choice.kind)}
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

        {kind === 'upload' ? (
          <Field
            label="Your file"
            hint={`First row: id, title, price, and any of description, category, brand, size, condition, photo, url, available. At most ${megabytes(ITEM_FILE_MAX_BYTES)}.`}
            error={fileError}
            className="mt-5 max-w-xl"
          >
            {(control) => (
              <input
                {...control}
                ref={fileRef}
                type="file"
                name="file"
                accept={ITEM_FILE_ACCEPT}
                required
                disabled={busy}
                onChange={choose}
                className="mt-1.5 block max-w-full text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:border-orange-800 disabled:opacity-60"
              />
            )}
          </Field>
        ) : (
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
        )}

        <FormAlert message={alert} className="mt-5" />
        <p role="status" className="mt-5 text-stone-700 empty:mt-0">
          {connect.isPending ? 'We are reading your shop now: this can take several seconds.' : ''}
          {checkFile.isPending ? 'We are checking your file now: this can take a few seconds.' : ''}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className={buttonClassName({ size: 'xl', className: 'w-full sm:w-auto' })}
          >
            {working ? (
              <Spinner />
            ) : kind === 'upload' ? (
              <FileCheck className="size-5" aria-hidden="true" />
            ) : (
              <Link2 className="size-5" aria-hidden="true" />
            )}
            {label}
          </button>
          {onCancel && (
            <Button variant="secondary" size="xl" className="w-full sm:w-auto" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      {kind === 'upload' && checked && (
        <ItemFileResult
          fileName={checked.file.name}
          check={checked.answer}
          headingRef={resultHeadingRef}
          saving={saveFile.isPending}
          busy={busy}
          alert={saveAlert}
          onSave={save}
        />
      )}
    </>
  );
}

/** A cell of the preview with nothing in it: a dash to see, "none" to hear. */
function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

interface ItemFileResultProps {
  fileName: string;
  check: ItemFileCheck;
  headingRef: RefObject<HTMLHeadingElement | null>;
  saving: boolean;
  busy: boolean;
  /** Why saving failed (the server's words); the check stays shown. */
  alert: string | null;
  onSave: () => void;
}

/**
 * What a checked file holds: how many items, the first of them in a table, and either its problems
 * by line (nothing can be saved until they are mended) or the button that saves its items.
 */
function ItemFileResult({ fileName, check, headingRef, saving, busy, alert, onSave }: ItemFileResultProps) {
  const captionId = useId();
  const problems = check.problems.slice(0, SHOWN_FILE_PROBLEMS);
  const unlisted = check.problemCount - problems.length;
  const saveable = check.problemCount === 0 && check.itemCount > 0;

  return (
    <div className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-start gap-2 text-lg font-bold text-stone-900">
        <FileSpreadsheet className="mt-1 size-5 shrink-0 text-stone-700" aria-hidden="true" />
        <span className="min-w-0 break-all">Checked: {fileName}</span>
      </h3>
      <p className="mt-3 text-2xl font-bold tracking-tight text-stone-900">{itemsRead(check.itemCount)}</p>

      {check.preview.length > 0 && (
        // Scrolls sideways on a narrow screen: a region the keyboard can reach, named as its table.
        <div
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the focus (axe: scrollable-region-focusable)
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id={captionId} className="px-3 py-2 text-left font-semibold text-stone-900">
              The first items
            </caption>
            <thead className="bg-stone-100 text-stone-800">
              <tr>
                {['Title', 'Price', 'Category', 'Brand', 'Size'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 text-stone-800">
              {check.preview.map((item, index) => (
                // The preview's items have no id of their own: their place in the file is theirs.
                <tr key={index}>
                  <th scope="row" className="px-3 py-2 font-medium break-words text-stone-900">
                    {item.title}
                    {!item.available && <span className="font-normal text-stone-600"> (sold)</span>}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{formatItemPrice(item.priceCents)}</td>
                  <td className="px-3 py-2">{item.category ? PRODUCT_LABELS[item.category] : <Missing />}</td>
                  <td className="px-3 py-2">{item.brand ?? <Missing />}</td>
                  <td className="px-3 py-2">{item.size ?? <Missing />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {check.problemCount > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {check.problemCount === 1
              ? '1 line has a problem; nothing will be saved until it is mended:'
              : `${check.problemCount.toLocaleString('en-US')} lines have problems; nothing will be saved until they are mended:`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`} className="break-words">
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
          {unlisted > 0 && <p className="mt-2 text-sm">And {unlisted.toLocaleString('en-US')} more.</p>}
        </div>
      ) : (
        saveable && (
          <div className="mt-4">
            <p className="text-stone-700">No problem found. Saving puts this file’s items on the site, in place of any you had there.</p>
            <p role="status" className="mt-3 text-stone-700 empty:mt-0">
              {saving ? 'We are saving your items now.' : ''}
            </p>
            <Button size="xl" className="mt-4 w-full sm:w-auto" aria-disabled={busy || undefined} onClick={onSave}>
              {saving ? <Spinner /> : <Upload className="size-5" aria-hidden="true" />}
              {saving ? 'Saving…' : `Save ${countOf(check.itemCount, 'item', 'items')}`}
            </Button>
            <FormAlert message={alert} className="mt-4" />
          </div>
        )
      )}
    </div>
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
