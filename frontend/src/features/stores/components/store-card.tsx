import type { StoreSummary } from '@contracts/api.contract';
import { storePath } from '@contracts/page-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListIcon } from '@/components/ui/list-icon';
import { StoreAddress } from './store-address';
import { StoreDescription } from './store-description';
import { StorePhoto } from './store-photo';
import { ReviewCount } from './review-count';

/** The in-page anchor of a store's card, which the city page's 'BROWSE THIS PAGE' list links to. */
export const storeCardAnchor = (store: Pick<StoreSummary, 'slug'>) => `store-${store.slug}`;

const CARD_BADGES = [
  { flag: 'cleanOrganized', label: 'Clean & Organized', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  { flag: 'sellClothes', label: 'Sells Clothes', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
] as const;

/** A store on the city page: its photo when it has one, name (to the store page), address, reviews, badges and description. */
export function StoreCard({ store, first = false }: { store: StoreSummary; first?: boolean }) {
  const anchor = storeCardAnchor(store);
  const badges = CARD_BADGES.filter((badge) => store[badge.flag]);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {/* On a phone the picture is a thumbnail beside the name, and the description runs under both. */}
      <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-x-5">
        <StorePhoto store={store} place="card" first={first} className="w-full self-start rounded-lg sm:row-span-2 sm:rounded-xl" />
        <div className="min-w-0">
          <h2 id={`${anchor}-name`} className="text-xl font-bold tracking-tight text-stone-900">
            <Link to={storePath(store)} className="rounded-sm hover:text-orange-800 hover:underline">
              {store.businessName}
            </Link>
          </h2>
          <StoreAddress store={store} className="mt-1.5 text-sm" />
          <div className="mt-2.5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <ReviewCount count={store.numberOfReviews} className="text-stone-700" />
            {badges.length > 0 && (
              <ul aria-label="Highlights" className="flex flex-wrap gap-2">
                {badges.map((badge) => (
                  <li
                    key={badge.flag}
                    className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
                  >
                    <ListIcon name="check" className="size-3.5 shrink-0" />
                    {badge.label}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
          <CardDescription anchor={anchor} store={store} />
        </div>
      </div>
    </article>
  );
}

/** About what four lines of a card's description hold on a 375 px phone. */
const PHONE_DESCRIPTION_CHARACTERS = 160;

/**
 * The card's description. On a phone it shows its first four lines and a 'Read more' button (so
 * that a city's stores follow each other closely); wider screens show it whole.
 */
function CardDescription({ anchor, store }: { anchor: string; store: StoreSummary }) {
  const [expanded, setExpanded] = useState(false);
  if (!store.seoDescription?.trim()) return null;
  // Four lines of a phone hold about this much; a shorter description shows whole, without the button.
  if (store.seoDescription.length <= PHONE_DESCRIPTION_CHARACTERS)
    return <StoreDescription text={store.seoDescription} className="mt-3 text-[0.9375rem]" />;
  const id = `${anchor}-description`;
  return (
    <>
      <div id={id} className={expanded ? '' : 'max-sm:line-clamp-4'}>
        <StoreDescription text={store.seoDescription} className="mt-3 text-[0.9375rem]" />
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className="mt-1 min-h-11 rounded-sm text-sm font-semibold text-orange-800 hover:text-orange-950 hover:underline sm:hidden"
      >
        {expanded ? 'Show less' : 'Read more'}
        <span className="sr-only"> about {store.businessName}</span>
      </button>
    </>
  );
}
