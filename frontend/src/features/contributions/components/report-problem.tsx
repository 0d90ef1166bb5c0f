import { CONTRIBUTION_LIMITS, PROBLEM_KINDS, PROBLEM_LABELS, type ProblemKind } from '@contracts/contributions.contract';
import { CircleCheck, Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, HoneypotField, Spinner } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/text-field';
import { useReportProblem } from '../api/report-problem';
import { EmailField } from './email-field';
import { isEmailAddress } from './form-rules';
import { useFormSend } from './use-form-send';

interface ReportProblemProps {
  storeSlug: string;
  storeName: string;
}

/**
 * 'Report a problem' on a store page: a button that opens the report form in place (a disclosure):
 * what is wrong, a note and an e-mail address, both optional. Escape or Cancel closes it, the focus
 * back on the button; the server's answer replaces the form once sent.
 */
export function ReportProblem({ storeSlug, storeName }: ReportProblemProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    setSent(null);
    toggleRef.current?.focus();
  };

  return (
    <div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        className={buttonClassName({ variant: 'secondary', size: 'md' })}
      >
        <Flag className="size-4" aria-hidden="true" />
        Report a problem
      </button>
      <div id={panelId} hidden={!open}>
        {open &&
          (sent ? (
            <ReportSent message={sent} onClose={close} />
          ) : (
            <ReportForm storeSlug={storeSlug} storeName={storeName} onSent={setSent} onCancel={close} />
          ))}
      </div>
    </div>
  );
}

function ReportSent({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p ref={ref} tabIndex={-1} className="flex items-start gap-2 font-semibold text-stone-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        {message}
      </p>
      <Button variant="secondary" size="md" onClick={onClose} className="mt-3">
        Close
      </Button>
    </div>
  );
}

interface ReportFormProps extends ReportProblemProps {
  onSent: (message: string) => void;
  onCancel: () => void;
}

function ReportForm({ storeSlug, storeName, onSent, onCancel }: ReportFormProps) {
  const sender = useFormSend('report');
  const report = useReportProblem(storeSlug);
  const problemErrorId = useId();
  const firstChoice = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ProblemKind | null>(null);
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const [problemError, setProblemError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const busy = report.isPending || sender.waiting;

  // Opened: the focus goes to the first choice, where the form starts.
  useEffect(() => firstChoice.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sender.isSending()) return;
    const wrongEmail =
      email.trim() && !isEmailAddress(email) ? 'Enter an e-mail address such as name@example.com, or leave it empty.' : null;
    setProblemError(problem ? null : 'Choose what is wrong.');
    setEmailError(wrongEmail);
    if (!problem) {
      firstChoice.current?.focus();
      return;
    }
    if (wrongEmail) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    await sender.send(async (formGuard) => {
      const receipt = await report.mutateAsync({ problem, note: note.trim() || undefined, email: email.trim() || undefined, ...formGuard });
      onSent(receipt.message);
    }, 'We could not send your report.');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    // Escape closes it, as it would a dialog: a shortcut for Cancel, which is there too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      noValidate
      aria-label={`Report a problem with ${storeName}`}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      className="relative mt-4 space-y-5 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5"
    >
      <fieldset aria-describedby={problemError ? problemErrorId : undefined}>
        <legend className="font-semibold text-stone-900">What is wrong?</legend>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {PROBLEM_KINDS.map((kind, index) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-2 text-stone-800">
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name="problem"
                value={kind}
                checked={problem === kind}
                required
                onChange={() => {
                  setProblem(kind);
                  setProblemError(null);
                }}
                className="size-4 shrink-0 accent-orange-800"
              />
              {PROBLEM_LABELS[kind]}
            </label>
          ))}
        </div>
        {problemError && (
          <p id={problemErrorId} className="mt-1 text-sm font-medium text-red-800">
            {problemError}
          </p>
        )}
      </fieldset>

      <TextAreaField
        label="Details"
        optional
        hint="What should it say instead? A new address, the right hours…"
        name="note"
        rows={3}
        maxLength={CONTRIBUTION_LIMITS.note}
        value={note}
        onChange={setNote}
      />
      <EmailField
        label="Your e-mail"
        optional
        hint="Only if we may ask you about it. It is never shown."
        error={emailError}
        className="max-w-md"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailError(null);
        }}
      />

      <HoneypotField {...sender.honeypot} />
      <FormAlert message={sender.alert} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" aria-disabled={busy || undefined} className={buttonClassName({ size: 'md' })}>
          {busy && <Spinner />}
          {busy ? 'Sending…' : 'Send report'}
        </button>
        <Button variant="secondary" size="md" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
