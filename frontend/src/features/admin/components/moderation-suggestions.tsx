import type { SuggestionItem } from '@contracts/contributions.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApproveSuggestion } from '../api/approve-suggestion';
import { useMergeSuggestion } from '../api/merge-suggestion';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { ModerationActions, VERBS } from './moderation-actions';
import { WebsiteLink, When } from './moderation-controls';
import { fullStopAfter, sentence } from './moderation-format';
import { Fields, itemClass, ItemList, linkClass, ModerationPanel, ShownOf, useModerationScreen } from './moderation-screen';
import { InlineFormButtons, type InlineForm } from './reason-form';

type Duplicate = SuggestionItem['possibleDuplicates'][number];

/** Which listed store the suggestion repeats: a radio per candidate, then Merge and Cancel. */
function MergeForm({
  suggestion,
  pending,
  failure,
  onMerge,
  ...buttons
}: InlineForm & {
  suggestion: SuggestionItem;
  onMerge: (into: Duplicate) => void;
}) {
  const radioIds = useId();
  const errorId = useId();
  const candidates = suggestion.possibleDuplicates;
  const [chosen, setChosen] = useState<string | null>(candidates.length === 1 ? (candidates[0]?.slug ?? null) : null);
  const [missing, setMissing] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const error = missing ?? failure;

  // The first choice takes the cursor as the form opens.
  useEffect(() => {
    firstRadio.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const into = candidates.find((candidate) => candidate.slug === chosen);
    if (!into) {
      setMissing('Choose the listed store to merge into.');
      firstRadio.current?.focus();
      return;
    }
    setMissing(null);
    onMerge(into);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-xl border border-stone-300 bg-white p-4">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="font-semibold text-stone-900">Merge {suggestion.businessName} into which listed store?</legend>
        <div className="mt-2 space-y-2">
          {candidates.map((candidate, index) => (
            <div key={candidate.slug} className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-stone-50">
              <input
                ref={index === 0 ? firstRadio : undefined}
                id={`${radioIds}-${index}`}
                type="radio"
                name="storeSlug"
                value={candidate.slug}
                checked={chosen === candidate.slug}
                onChange={() => setChosen(candidate.slug)}
                className="mt-1 size-5 shrink-0 accent-orange-800"
              />
              <label htmlFor={`${radioIds}-${index}`} className="min-w-0 break-words">
                <span className="font-semibold text-stone-900">{candidate.businessName}</span>
                <span className="block text-sm text-stone-700">
                  {candidate.address} · {candidate.path}
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <p id={errorId} role="alert" className="font-medium break-words text-red-800 empty:hidden">
        {error}
      </p>
      <InlineFormButtons pending={pending} {...buttons} />
    </form>
  );
}

/** A suggested store: its fields, the listed stores it may repeat, and Approve, Reject (why) and Merge. */
function SuggestionCard({ suggestion }: { suggestion: SuggestionItem }) {
  const { announce } = useModerationScreen();
  const approve = useApproveSuggestion({
    onDone: (store, approved) =>
      announce(
        'suggestions',
        <>
          {sentence(`Approved ${approved.businessName}`)} Listed:{' '}
          <Link to={store.path} className={linkClass}>
            {store.path}
          </Link>
        </>,
      ),
  });
  const reject = useRejectSuggestion({
    onDone: (_, { suggestion: rejected }) => announce('suggestions', sentence(`Rejected ${rejected.businessName}`)),
  });
  const merge = useMergeSuggestion({
    onDone: (_, { suggestion: merged, into }) =>
      announce(
        'suggestions',
        <>
          Merged {merged.businessName} into{' '}
          <Link to={into.path} className={linkClass}>
            {into.businessName}
          </Link>
          {fullStopAfter(into.businessName)}
        </>,
      ),
  });
  const name = suggestion.businessName;
  const duplicates = suggestion.possibleDuplicates;

  const fields = [
    { label: 'Address', value: `${suggestion.address}, ${suggestion.city}, ${suggestion.state} ${suggestion.zipCode}` },
    { label: 'Phone', value: suggestion.phone ?? <span className="text-stone-600">None</span> },
    { label: 'Website', value: <WebsiteLink website={suggestion.website} /> },
    {
      label: 'Sells',
      value: suggestion.sells.length ? (
        suggestion.sells.map((flag) => PRODUCT_LABELS[flag] ?? flag).join(', ')
      ) : (
        <span className="text-stone-600">Not said</span>
      ),
    },
    {
      label: 'Note',
      value: suggestion.note ? (
        <span className="whitespace-pre-line">{suggestion.note}</span>
      ) : (
        <span className="text-stone-600">None</span>
      ),
    },
    { label: 'Suggested', value: <When iso={suggestion.createdAt} /> },
  ];

  return (
    <li className={itemClass}>
      <h4 className="text-lg font-semibold break-words text-stone-900">{name}</h4>
      <Fields fields={fields} />
      {duplicates.length > 0 && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
          <p className="font-semibold text-stone-900">
            {duplicates.length === 1 ? 'Perhaps already listed:' : 'Perhaps already listed as one of these:'}
          </p>
          <ul className="mt-1 space-y-1">
            {duplicates.map((duplicate) => (
              <li key={duplicate.slug} className="break-words">
                <Link to={duplicate.path} className={linkClass}>
                  {duplicate.businessName}
                </Link>
                , {duplicate.address}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ModerationActions
        itemName={name}
        actions={[
          { ...VERBS.approve, mutation: approve, run: () => approve.mutate(suggestion), failure: `Could not approve ${name}` },
          {
            ...VERBS.reject,
            mutation: reject,
            question: `Why reject ${name}?`,
            hint: 'Kept in the records; the person who suggested it is not told.',
            submit: (reason) => reject.mutate({ suggestion, reason }),
          },
          duplicates.length > 0 && {
            ...VERBS.merge,
            mutation: merge,
            form: (form) => <MergeForm {...form} suggestion={suggestion} onMerge={(into) => merge.mutate({ suggestion, into })} />,
          },
        ]}
      />
    </li>
  );
}

/** 'Suggested stores': what visitors sent, oldest first. */
export function SuggestionList({ suggestions, total }: { suggestions: SuggestionItem[]; total: number }) {
  return (
    <ModerationPanel part="suggestions" title="Suggested stores" intro={<ShownOf shown={suggestions.length} total={total} />}>
      <ItemList items={suggestions} empty="No suggested stores are waiting.">
        {(suggestion) => <SuggestionCard key={suggestion.id} suggestion={suggestion} />}
      </ItemList>
    </ModerationPanel>
  );
}
