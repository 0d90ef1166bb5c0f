import { HONEYPOT_FIELD } from '@contracts/contributions.contract';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** A text input, select or text area of the site's forms: 44 px high, its border red while it is wrong. */
export const controlClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** The same under a {@link Field}'s label. */
export const inputClass = `mt-1.5 ${controlClass}`;

/** What a field's control needs to be read with its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: string;
  /** '(optional)' after the label; the others are required. */
  optional?: boolean;
  /** A line under the label, read with the field. */
  hint?: ReactNode;
  /** What is wrong with the value, under the field (and read with it). */
  error?: string | null;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form field: its label, an optional hint, the control and its error, tied together for screen readers. */
export function Field({ label, optional = false, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
        {optional && <span className="font-normal text-stone-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Where a form says why sending failed, beside its button: an alert region that is always there (so
 * that what appears in it is announced), empty until there is something to say. `className` places
 * the message (its margin), which takes no room until then.
 */
export function FormAlert({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <div role="alert">
      {message && (
        <p className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900 ${className}`}>
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The field people never see, which robots fill in (`HONEYPOT_FIELD`): out of sight, hidden from
 * assistive technology and out of the Tab order, left empty.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The turning circle of a busy button; decorative, its text says what happens. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${className}`}
    />
  );
}
