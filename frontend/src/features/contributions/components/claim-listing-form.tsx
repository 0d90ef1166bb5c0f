import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, HoneypotField, Spinner } from '@/components/ui/form-field';
import { useHydrated } from '@/lib/use-hydrated';
import { useClaimListing } from '../api/claim-listing';
import { EmailField } from './email-field';
import { isEmailAddress } from './form-rules';
import { useFormSend } from './use-form-send';

/**
 * The claim of a store's listing: the owner's e-mail address, to which the server sends a one-time
 * link (`POST /api/stores/:storeSlug/claims`). Its answer says where the link went; a refusal shows
 * the server's message and keeps the address.
 */
export function ClaimListingForm({ storeSlug }: { storeSlug: string }) {
  const sender = useFormSend('claim');
  const claim = useClaimListing(storeSlug);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const busy = claim.isPending || sender.waiting;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sender.isSending()) return;
    const wrong = !email.trim()
      ? 'Enter your e-mail address.'
      : !isEmailAddress(email)
        ? 'Enter an e-mail address such as name@example.com.'
        : null;
    setError(wrong);
    if (wrong) {
      inputRef.current?.focus();
      return;
    }
    await sender.send(async (formGuard) => {
      const receipt = await claim.mutateAsync({ email: email.trim(), ...formGuard });
      setSent(receipt.message);
    }, 'We could not send the link.');
  };

  if (sent) {
    return (
      <section aria-labelledby="claim-sent-heading" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 id="claim-sent-heading" ref={sentRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-stone-900">
          <MailCheck className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          Check your e-mail
        </h2>
        <p className="mt-3 text-stone-800">{sent}</p>
        <p className="mt-2 text-sm text-stone-700">Nothing there after a few minutes? Look in your spam folder, or send the link again.</p>
        <Button
          variant="secondary"
          size="md"
          className="mt-4"
          onClick={() => {
            setSent(null);
            // The form is back on the next render: its field takes the focus then.
            window.setTimeout(() => inputRef.current?.focus());
          }}
        >
          Send it again or to another address
        </Button>
      </section>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="claim-form-heading"
      onSubmit={(event) => void submit(event)}
      className="relative rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="claim-form-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Get your sign-in link
      </h2>
      <EmailField
        label="Your e-mail address"
        error={error}
        className="mt-4"
        ref={inputRef}
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <HoneypotField {...sender.honeypot} />
      <FormAlert message={sender.alert} className="mt-4" />
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        className={buttonClassName({ className: 'mt-4 w-full sm:w-auto' })}
      >
        {busy && <Spinner />}
        {busy ? 'Sending…' : 'Send me the link'}
      </button>
    </form>
  );
}
