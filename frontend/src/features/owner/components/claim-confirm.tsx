import { claimPagePath, OWNER_PAGE_PATH } from '@contracts/contributions.contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useConfirmClaim } from '../api/confirm-claim';

const panelClass = 'mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8';
const linkClass = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950';

interface ClaimConfirmProps {
  /** The e-mailed link's token; empty when the address lost it. */
  token: string;
  /** The store the link is for, when the address says so: where to ask for a new link. */
  storeSlug?: string;
}

/**
 * The e-mailed link's page. Opening it does nothing (mail scanners open links, and the token works
 * once): its owner confirms with a button, which signs them in and takes them to their listing. A
 * link used, expired or not valid says so, with the way to a new one.
 */
export function ClaimConfirm({ token, storeSlug }: ClaimConfirmProps) {
  const confirm = useConfirmClaim();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const busy = confirm.isPending;
  const newLink = storeSlug ? (
    <Link to={claimPagePath(storeSlug)} className={linkClass}>
      Ask for a new link
    </Link>
  ) : (
    <Link to="/search" className={linkClass}>
      Find your store to ask for a new link
    </Link>
  );

  if (!token) {
    return (
      <section aria-labelledby="claim-confirm-heading" className={panelClass}>
        <h1 id="claim-confirm-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          This link is incomplete
        </h1>
        <p className="mt-3 text-stone-700">
          Open the link from the e-mail again, all of it. If it still does not work, ask for a new one: on your store’s page, choose “Own
          this store? Claim this listing”.
        </p>
        <p className="mt-4">{newLink}</p>
      </section>
    );
  }

  const submit = () => {
    if (busy) return;
    setError(null);
    confirm.mutate(token, {
      onSuccess: () => void navigate(OWNER_PAGE_PATH),
      onError: (failure) => setError(failureMessage(failure, 'We could not confirm your claim.')),
    });
  };

  return (
    <section aria-labelledby="claim-confirm-heading" className={panelClass}>
      <h1 id="claim-confirm-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        Confirm your claim
      </h1>
      <p className="mt-3 text-stone-700">
        Confirm that you asked to claim a store’s listing, and sign in to edit it. The link works once: this browser stays signed in.
      </p>
      <FormAlert message={error} className="mt-5" />
      {error && <p className="mt-3">{newLink}</p>}
      <button
        type="button"
        onClick={submit}
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        className={buttonClassName({ size: 'xl', className: 'mt-6 w-full sm:w-auto' })}
      >
        {busy ? <Spinner /> : <KeyRound className="size-5" aria-hidden="true" />}
        {busy ? 'Signing in…' : 'Confirm and sign in'}
      </button>
    </section>
  );
}
