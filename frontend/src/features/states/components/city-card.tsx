import type { CityWithStoreCount } from '@contracts/api.contract';
import { cityPath, formatCount } from '@contracts/page-head';
import { Link } from 'react-router';
import { PRODUCT_PHRASE } from '@/config/site';

/** '12 Consignment Stores', '1 Consignment Store'. */
export function storeCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'Consignment Store' : PRODUCT_PHRASE}`;
}

/** Every city card has this height, loaded or as a placeholder, so the grid never moves. */
export const CITY_CARD_HEIGHT = 'h-16 sm:h-[5.5rem]';

/** A city of the state page: its name, a store-count badge and the count in words, linking to its page. */
export function CityCard({ stateSlug, city }: { stateSlug: string; city: CityWithStoreCount }) {
  return (
    <Link
      to={cityPath(stateSlug, city.slug)}
      className={`group flex ${CITY_CARD_HEIGHT} items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md`}
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold text-stone-900 group-hover:text-orange-900">{city.name}</span>
        <span className="mt-0.5 block text-sm text-stone-600">{storeCountLabel(city.storeCount)}</span>
      </span>
      <span
        aria-hidden="true"
        className="inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-orange-100 px-2.5 text-sm font-bold text-orange-900 tabular-nums"
      >
        {formatCount(city.storeCount)}
      </span>
    </Link>
  );
}
