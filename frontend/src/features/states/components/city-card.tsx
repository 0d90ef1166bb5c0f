import type { CityWithStoreCount } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { cityPath } from '@contracts/page-paths';
import { Link } from 'react-router-dom';
import { PRODUCT_PHRASE } from '@/config/site';

/** 'Consignment Stores', or 'Consignment Store' for one. */
const storeNoun = (count: number) => (count === 1 ? 'Consignment Store' : PRODUCT_PHRASE);

/** '12 Consignment Stores', '1 Consignment Store'. */
export function storeCountLabel(count: number): string {
  return `${formatCount(count)} ${storeNoun(count)}`;
}

/** Every city card has this height, loaded or as a placeholder, so the grid never moves. */
export const CITY_CARD_HEIGHT = 'h-12 sm:h-[4.25rem]';

/** A city of the state page: its name and its store count in words (the figure once), linking to its page. */
export function CityCard({ stateSlug, city }: { stateSlug: string; city: CityWithStoreCount }) {
  return (
    <Link
      to={cityPath(stateSlug, city.slug)}
      className={`group flex ${CITY_CARD_HEIGHT} items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md sm:flex-col sm:items-start sm:justify-center sm:gap-0.5`}
    >
      <span className="min-w-0 truncate font-semibold text-stone-900 group-hover:text-orange-900 sm:max-w-full">{city.name}</span>
      <span className="shrink-0 text-sm text-stone-600">{storeCountLabel(city.storeCount)}</span>
    </Link>
  );
}

/** A city in the A–Z list: its name, and its store count in small figures after it. */
export function CityIndexLink({ stateSlug, city }: { stateSlug: string; city: CityWithStoreCount }) {
  return (
    <Link
      to={cityPath(stateSlug, city.slug)}
      className="flex min-h-8 items-baseline justify-between gap-2 rounded-sm py-1 text-stone-800 hover:text-orange-900 hover:underline"
    >
      <span className="min-w-0 truncate">{city.name}</span>
      <span className="shrink-0 text-sm text-stone-600 tabular-nums">
        {formatCount(city.storeCount)}
        <span className="sr-only"> {storeNoun(city.storeCount)}</span>
      </span>
    </Link>
  );
}
