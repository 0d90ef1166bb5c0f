import type { OwnerListing } from '@contracts/contributions.contract';
import { Clock, LogOut, ShieldX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { PageLoadError } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { storeQueryOptions } from '@/features/stores';
import { failureMessage } from '@/lib/api-client';
import { useOwnerListing } from '../api/get-owner-listing';
import { useSignOutOwner } from '../api/sign-out-owner';
import { OwnerItemFeedSection } from './owner-item-feed';
import { OwnerListingEditor } from './owner-listing-editor';
import { OwnerPhotos } from './owner-photos';

const panelClass = 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8';
const linkClass = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950';

/**
 * The owner page's body, from the owner's session (`GET /api/owner/listing`): signed out, a claim
 * an administrator has still to decide or has refused, or the listing's editor, photos and items' feed.
 */
export function OwnerArea() {
  const listing = useOwnerListing();
  const signOut = useSignOutOwner();

  if (listing.isPending) {
    return (
      <div>
        <LoadingStatus label="Loading your listing…" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (listing.isError) {
    return <PageLoadError message="Failed to load your listing" onRetry={() => void listing.refetch()} retrying={listing.isFetching} />;
  }
  if (listing.data === null) return <NotSignedIn signedOut={signOut.isSuccess} />;
  return <SignedIn listing={listing.data} signOut={signOut} />;
}

function NotSignedIn({ signedOut }: { signedOut: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (signedOut) heading.current?.focus();
  }, [signedOut]);
  return (
    <section aria-labelledby="owner-signed-out-heading" className={`max-w-2xl ${panelClass}`}>
      <h2 id="owner-signed-out-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-stone-900">
        {signedOut ? 'You have signed out' : 'You are not signed in'}
      </h2>
      <p className="mt-3 text-stone-700">
        Store owners sign in with the link we e-mail them. Find your store, open its page and choose “Own this store? Claim this listing”:
        we send you a link that signs you in here.
      </p>
      <Link to="/search" className={buttonClassName({ className: 'mt-6' })}>
        Find your store
      </Link>
    </section>
  );
}

type SignOut = ReturnType<typeof useSignOutOwner>;

/**
 * The editor, once it knows the week to start from: the owner's own hours, or (while the store
 * shows the directory's estimate) the estimate its page shows, read from the store.
 */
function VerifiedListing({ listing }: { listing: OwnerListing }) {
  const needsEstimate = listing.listing.hours.length === 0;
  const store = useQuery({ ...storeQueryOptions(listing.store.slug), enabled: needsEstimate });
  if (needsEstimate && store.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  // Keyed by the store: another listing's values never show in this one's form.
  return <OwnerListingEditor key={listing.store.slug} listing={listing} estimate={store.data?.hours ?? null} />;
}

function SignedIn({ listing, signOut }: { listing: OwnerListing; signOut: SignOut }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-2xl font-bold tracking-tight text-stone-900">
            <Link to={listing.store.path} reloadDocument className="rounded-sm hover:text-orange-800 hover:underline">
              {listing.store.businessName}
            </Link>
          </p>
          <p className="mt-1 text-stone-700">
            Signed in as <span className="font-semibold break-all text-stone-900">{listing.email}</span>
          </p>
        </div>
        <SignOutButton signOut={signOut} />
      </div>

      {listing.status === 'verified' ? (
        <>
          <VerifiedListing listing={listing} />
          <OwnerPhotos listing={listing} />
          <OwnerItemFeedSection listing={listing} />
        </>
      ) : listing.status === 'review' ? (
        <section aria-labelledby="owner-review-heading" className={`max-w-2xl ${panelClass}`}>
          <h2 id="owner-review-heading" className="flex items-center gap-2 text-xl font-bold text-stone-900">
            <Clock className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
            Your claim waits for an administrator
          </h2>
          <p className="mt-3 text-stone-700">
            Your e-mail address is confirmed, but it is not at the store’s own website, so an administrator checks that the store is yours.
            Once they approve the claim, you can edit the listing here. Nothing is editable until then.
          </p>
        </section>
      ) : (
        <section aria-labelledby="owner-rejected-heading" className={`max-w-2xl ${panelClass}`}>
          <h2 id="owner-rejected-heading" className="flex items-center gap-2 text-xl font-bold text-stone-900">
            <ShieldX className="size-6 shrink-0 text-red-800" aria-hidden="true" />
            Your claim was not approved
          </h2>
          <p className="mt-3 text-stone-700">
            An administrator could not confirm that the store is yours. If it is, write to us from the{' '}
            <Link to="/contact" className={linkClass}>
              contact page
            </Link>
            , or claim it again with an address at the store’s own website.
          </p>
        </section>
      )}
    </div>
  );
}

/** Sign out: the page then says so (the owner's data is dropped as the server answers). */
function SignOutButton({ signOut }: { signOut: SignOut }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="shrink-0 sm:text-right">
      <button
        type="button"
        aria-disabled={signOut.isPending || undefined}
        onClick={() => {
          if (signOut.isPending) return;
          setError(null);
          signOut.mutate(undefined, {
            onError: (failure) => setError(failureMessage(failure, 'We could not sign you out.')),
          });
        }}
        className={buttonClassName({ variant: 'secondary', size: 'md' })}
      >
        {signOut.isPending ? <Spinner /> : <LogOut className="size-4" aria-hidden="true" />}
        Sign out
      </button>
      <FormAlert message={error} className="mt-2 text-sm" />
    </div>
  );
}
