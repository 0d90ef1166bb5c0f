import { ITEM_FILE_MAX_BYTES, type ItemFileCheck, type OwnerItemFeed } from '@contracts/items.contract';
import { FileCheck, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field, FormAlert, Spinner } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { useCheckOwnerItemFile } from '../api/check-owner-item-file';
import { useConnectOwnerFeed } from '../api/connect-owner-feed';
import { useSaveOwnerItemFile } from '../api/save-owner-item-file';
import { megabytes } from './owner-photos';
import { ItemFileResult } from './item-file-result';
import { type FeedKind, KINDS, ADDRESS_HINTS, ITEM_FILE_ACCEPT, itemFileProblem } from './item-feed-shared';

export interface FeedFormProps {
  storeSlug: string;
  initial: { kind: FeedKind; url: string };
  onConnected: (answer: OwnerItemFeed) => void;
  /** Changing the address of a connected feed: back to its status. */
  onCancel?: () => void;
}

/** A file as the server checked it: its answer, and the file itself, which saving sends again. */
export interface CheckedFile {
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
export function FeedForm({ storeSlug, initial, onConnected, onCancel }: FeedFormProps) {
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
