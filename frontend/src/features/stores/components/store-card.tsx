import type { StoreSummary } from '@contracts/api.contract';
import { storePath } from '@contracts/page-head';
import { Link } from 'react-router';
import { ListIcon } from '@/components/ui/list-icon';
import { StoreAddress } from './store-address';
import { StoreDescription } from './store-description';
import { StorePhoto } from './store-photo';

/** The in-page anchor of a store's card, which the city page's 'BROWSE THIS PAGE' list links to. */
export const storeCardAnchor = (store: Pick<StoreSummary, 'slug'>) => `store-${store.slug}`;

const CARD_BADGES = [
  { flag: 'cleanOrganized', label: 'Clean & Organized', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  { flag: 'sellClothes', label: 'Sells Clothes', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
] as const;

/** A store on the city page: photo, name (to the store page), address, badges and description. */
export function StoreCard({ store }: { store: StoreSummary }) {
  const anchor = storeCardAnchor(store);
  const badges = CARD_BADGES.filter((badge) => store[badge.flag]);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <StorePhoto
          photo={store.photo}
          businessName={store.businessName}
          width={224}
          aspectClassName="aspect-[4/3]"
          height={168}
          className="w-full shrink-0 self-start rounded-xl sm:w-56"
        />
        <div className="min-w-0 flex-1">
          <h2 id={`${anchor}-name`} className="text-xl font-bold tracking-tight text-stone-900">
            <Link to={storePath(store)} className="rounded-sm hover:text-orange-800 hover:underline">
              {store.businessName}
            </Link>
          </h2>
          <StoreAddress store={store} className="mt-2 text-sm" />
          {badges.length > 0 && (
            <ul aria-label="Highlights" className="mt-3 flex flex-wrap gap-2">
              {badges.map((badge) => (
                <li
                  key={badge.flag}
                  className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
                >
                  <ListIcon name="check" className="size-3.5 shrink-0" />
                  {badge.label}
                </li>
              ))}
            </ul>
          )}
          <StoreDescription text={store.seoDescription} className="mt-4 text-[0.9375rem]" />
        </div>
      </div>
    </article>
  );
}
