import { CONTRIBUTION_LIMITS } from '@contracts/contributions.contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass, Spinner } from './admin-ui';

/** What the bar gives the form an action opens (`ModerationActions`): its button's words and name, the action's state, and Cancel. */
export interface InlineForm {
  /** The submit button's visible word ('Reject') and what it acts on, said to screen readers after it. */
  action: string;
  itemName: string;
  /** The button's words while the server works ('Rejecting…'). */
  busyAction: string;
  pending: boolean;
  /** Why the last try failed (the API's message); what was typed stays. */
  failure: string | null;
  onCancel: () => void;
}

/** An inline form's buttons: its action ('Reject'; 'Rejecting…' while the server works), naming the item, and Cancel. */
export function InlineFormButtons({ action, busyAction, itemName, pending, onCancel }: Omit<InlineForm, 'failure'>) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" aria-disabled={pending || undefined} className={primaryButtonClass}>
        {pending && <Spinner className="size-4" />}
        {pending ? busyAction : action}
        <span className="sr-only"> {itemName}</span>
      </button>
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        Cancel
      </button>
    </div>
  );
}

export interface ReasonFormProps extends InlineForm {
  /** The field's label, naming the item: 'Why reject Blue Door Resale?'. */
  label: string;
  onSubmit: (reason: string) => void;
  /** Fields before the reason (a choice); `validate` checks them, shows what is wrong there and says whether to go on. */
  children?: ReactNode;
  validate?: () => boolean;
  /** Characters the reason may have; the contract's limit unless the caller adds words to it. */
  maxLength?: number;
  /** Under the label: what the reason is for. */
  hint?: string;
}

/**
 * An inline form asking why (a rejection, a closing, a reopening): a labelled text area limited to
 * the API's length, the action and Cancel. It takes the cursor as it opens; a failure (missing
 * reason, or the API's message) shows under the field, the cursor back in it, the text kept.
 */
export function ReasonForm({
  label,
  pending,
  failure,
  onSubmit,
  children,
  validate,
  maxLength = CONTRIBUTION_LIMITS.reason,
  hint,
  ...buttons
}: ReasonFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const error = missing ?? failure;

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  useEffect(() => {
    if (failure) fieldRef.current?.focus();
  }, [failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = reason.trim() ? null : 'Enter a reason.';
    const othersValid = validate?.() ?? true;
    setMissing(problem);
    if (!othersValid) return;
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-xl border border-stone-300 bg-white p-4">
      {children}
      <div>
        <label htmlFor={fieldId} className="block font-semibold text-stone-900">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-1 text-sm text-stone-600">
            {hint}
          </p>
        )}
        <textarea
          ref={fieldRef}
          id={fieldId}
          name="reason"
          rows={3}
          required
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          className="mt-2 block w-full max-w-2xl rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700"
        />
        <p id={errorId} role="alert" className="mt-2 font-medium break-words text-red-800 empty:mt-0">
          {error}
        </p>
      </div>
      <InlineFormButtons pending={pending} {...buttons} />
    </form>
  );
}
