import type { StoreSummary } from '@contracts/api.contract';
import { storeCardAnchor } from '@/features/stores';

/**
 * 'BROWSE THIS PAGE': every store of the city page as a link to its card further down. Sticky beside
 * the cards on wide screens, a short scrolling box above them on narrow ones.
 */
export function BrowseThisPage({ stores }: { stores: StoreSummary[] }) {
  return (
    <nav
      aria-labelledby="browse-this-page-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100dvh-7.5rem)] lg:flex-col"
    >
      <h2 id="browse-this-page-heading" className="px-2 text-xs font-bold tracking-widest text-stone-600">
        BROWSE THIS PAGE
      </h2>
      <ol className="mt-3 max-h-64 space-y-0.5 overflow-y-auto overscroll-contain pr-1 lg:max-h-none lg:min-h-0 lg:flex-1">
        {stores.map((store) => (
          <li key={store.id}>
            <a
              href={`#${storeCardAnchor(store)}`}
              className="block rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-orange-50 hover:text-orange-900"
            >
              {store.businessName}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
