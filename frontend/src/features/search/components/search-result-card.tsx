import type { SearchResultStore, StoreFlag } from '@contracts/api.contract';
import { storePath } from '@contracts/page-paths';
import { PRODUCT_LABELS, QUALITY_LABELS } from '@contracts/store-features';
import { Navigation } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ReviewCount, StoreAddress, StorePhoto } from '@/features/stores';

const LABELS: Record<StoreFlag, string> = { ...PRODUCT_LABELS, ...QUALITY_LABELS };
/** A card names a few of what the store offers; its page has the rest. */
const CARD_FEATURES = 4;

/** A store in the results grid: its photo when it has one, name (to its page), address, distance, reviews and features. */
export function SearchResultCard({ store, first = false }: { store: SearchResultStore; first?: boolean }) {
  const features = (Object.keys(LABELS) as StoreFlag[]).filter((flag) => store[flag]).slice(0, CARD_FEATURES);
  return (
    <article className="grid h-full grid-cols-[5.5rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex sm:flex-col">
      {/* On a phone a thumbnail beside the name, so that the first result is on the first screen. */}
      <StorePhoto store={store} place="result" first={first} className="mt-4 ml-4 self-start rounded-lg sm:m-0 sm:w-full sm:rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold tracking-tight text-stone-900">
          <Link to={storePath(store)} className="rounded-sm hover:text-orange-800 hover:underline">
            {store.businessName}
          </Link>
        </h3>
        <StoreAddress store={store} className="mt-2 text-sm" />
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {store.distance !== undefined && (
            <span className="inline-flex items-center gap-1 font-semibold text-orange-900">
              <Navigation className="size-3.5" aria-hidden="true" />
              {store.distance.toLocaleString('en-US', { maximumFractionDigits: 1 })} miles away
            </span>
          )}
          <ReviewCount count={store.numberOfReviews} />
        </div>
        {features.length > 0 && (
          <ul aria-label="Offers" className="mt-3 flex flex-wrap gap-1.5">
            {features.map((flag) => (
              <li key={flag} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800">
                {LABELS[flag]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
