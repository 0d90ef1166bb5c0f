import type { StoreDetail } from '@contracts/api.contract';
import { CLAIM_LINK_HOURS } from '@contracts/contributions.contract';
import { cityPath, statePath, storePath } from '@contracts/page-paths';
import { websiteHref } from '@contracts/directory-page-heads';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { QueryStates } from '@/components/ui/query-states';
import { ClaimListingForm } from '@/features/contributions/components/claim-listing-form';
import { useStore } from '@/features/stores/api/get-store';
import { StoreNotFound, StorePageSkeleton } from '@/features/stores/components/store-page-states';
import { ApiRequestError } from '@/lib/api-client';

/** The store's own web domain ('example.com' of 'https://www.example.com/shop'), if its website reads as one. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(websiteHref(website)).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** `/claim-listing/:storeSlug`: the owner of a listed store asks for the one-time link that lets them edit it. */
export function ClaimListingRoute() {
  const { storeSlug = '' } = useParams();
  const store = useStore(storeSlug);
  if (store.error instanceof ApiRequestError && store.error.status === 410) return <ClosedStoreClaim />;
  return (
    <QueryStates queries={{ store }} notFound={<StoreNotFound />} errorMessage="Failed to fetch store" pending={<StorePageSkeleton />}>
      {(data) => <ClaimListing store={data.store} />}
    </QueryStates>
  );
}

function ClaimListing({ store }: { store: StoreDetail }) {
  const domain = websiteDomain(store.website);
  return (
    <PageContainer>
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: store.state, to: statePath(store.stateSlug) },
          { label: store.city, to: cityPath(store.stateSlug, store.citySlug) },
          { label: store.businessName, to: storePath(store) },
          { label: 'Claim' },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">Claim {store.businessName}</h1>
      <p className="mt-3 max-w-3xl text-lg text-pretty text-stone-700">
        {store.claimed
          ? 'This listing is already claimed. Its owner signs in here: we e-mail a link that signs you in.'
          : 'Own this store? Claim its listing to keep its hours, phone, website, description and photos up to date.'}
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <ClaimListingForm storeSlug={store.slug} />
        <section aria-labelledby="claim-how-heading" className="rounded-2xl bg-orange-50/60 p-6 ring-1 ring-orange-100">
          <h2 id="claim-how-heading" className="text-lg font-bold text-stone-900">
            How it works
          </h2>
          <ol className="mt-3 list-decimal space-y-3 pl-5 text-stone-800 marker:font-semibold marker:text-orange-800">
            <li className="pl-1">
              We e-mail you a link. It works once, for {CLAIM_LINK_HOURS} hours. Open it and choose “Confirm and sign in”.
            </li>
            <li className="pl-1">
              {domain ? (
                <>
                  An address at the store’s own website, <strong className="font-semibold break-all">@{domain}</strong>, is proof enough:
                  the link alone lets you edit the listing at once.
                </>
              ) : (
                <>This store has no website listed, so we cannot tell its own e-mail addresses from others.</>
              )}
            </li>
            <li className="pl-1">
              {domain ? 'Any other address (a personal one, say) ' : 'Your claim '}waits for an administrator, who checks that it is yours
              before you can edit the listing. The link still confirms the address.
            </li>
          </ol>
          <p className="mt-4 text-sm text-stone-700">
            <Link to={storePath(store)} className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950">
              Back to {store.businessName}
            </Link>
          </p>
        </section>
      </div>
    </PageContainer>
  );
}

/** A closed store's listing cannot be claimed: its page says what became of it. */
function ClosedStoreClaim() {
  return (
    <section aria-labelledby="claim-closed-heading" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <h1 id="claim-closed-heading" className="text-3xl font-bold tracking-tight text-stone-900">
          This store has closed
        </h1>
        <p className="mt-4 text-lg text-stone-700">The listing of a closed store cannot be claimed.</p>
        <Link to="/search" className={buttonClassName({ className: 'mt-8' })}>
          Search the directory
        </Link>
      </div>
    </section>
  );
}
