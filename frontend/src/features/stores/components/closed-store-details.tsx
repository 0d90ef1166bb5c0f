import type { ClosedStore } from '@contracts/contributions.contract';
import { cityPath, storePath } from '@contracts/page-paths';
import { PRODUCT_PHRASE } from '@contracts/site.contract';
import { Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { formatStoreAddress } from './store-address';
import { StoreBreadcrumbs } from './store-breadcrumbs';

/** 'June 4, 2025': the day it closed, as the directory recorded it (UTC). */
export function formatClosedDate(closedAt: string): string {
  return new Date(closedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** '2.4 miles away', '0.3 miles away', '12 miles away'. */
export function milesAway(miles: number): string {
  const shown = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${shown.toLocaleString('en-US')} ${shown === 1 ? 'mile' : 'miles'} away`;
}

/** The page of a store that has closed (the server answers 410): what it was, when it closed, and open stores nearby. */
export function ClosedStoreDetails({ store }: { store: ClosedStore }) {
  return (
    <PageContainer>
      <StoreBreadcrumbs store={store} />

      <section aria-labelledby="closed-store-name" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 ring-inset">
          Closed for good
        </p>
        <h1 id="closed-store-name" className="mt-3 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {store.businessName} has closed
        </h1>
        <dl className="mt-5 grid gap-4 text-stone-800 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-stone-600">It was at</dt>
            <dd className="mt-1">{formatStoreAddress(store)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">Closed</dt>
            <dd className="mt-1">
              <time dateTime={store.closedAt}>{formatClosedDate(store.closedAt)}</time>
            </dd>
          </div>
        </dl>
        <p className="mt-5 text-stone-700">
          This page stays so that links to it still say what became of the store. Looking for another one? Here are the open stores closest
          to where it was.
        </p>
      </section>

      <section aria-labelledby="nearby-open-stores-heading" className="mt-10">
        <h2 id="nearby-open-stores-heading" className="text-2xl font-bold tracking-tight text-stone-900">
          Open stores nearby
        </h2>
        {store.nearby.length > 0 ? (
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {store.nearby.map((nearby) => (
              <li key={nearby.slug} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <Store className="mt-1 size-5 shrink-0 text-orange-800" aria-hidden="true" />
                <div className="min-w-0">
                  <Link
                    to={storePath(nearby)}
                    className="rounded-sm font-semibold text-stone-900 underline-offset-2 hover:text-orange-800 hover:underline"
                  >
                    {nearby.businessName}
                  </Link>
                  <p className="mt-1 text-sm text-stone-700">{formatStoreAddress(nearby)}</p>
                  <p className="mt-1 text-sm font-medium text-emerald-800">{milesAway(nearby.distance)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
            No other {PRODUCT_PHRASE.toLowerCase()} are listed near it yet.
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={cityPath(store.stateSlug, store.citySlug)} className={buttonClassName({ variant: 'secondary' })}>
            All stores in {store.city}
          </Link>
          <Link to="/search" className={buttonClassName({ variant: 'secondary' })}>
            Search the directory
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
