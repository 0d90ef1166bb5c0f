import { itemsPagePath, nearCity } from '@contracts/items.contract';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';

/** "Shop the racks near Austin": the items for sale in the stores around a city. */
export function ShopTheRacksLink({
  citySlug,
  stateAbbreviation,
  cityName,
  className = '',
}: {
  citySlug: string;
  stateAbbreviation: string;
  cityName: string;
  className?: string;
}) {
  return (
    <Link
      to={itemsPagePath({ near: nearCity(citySlug, stateAbbreviation) })}
      className={`inline-flex items-center gap-2 rounded-xl border border-orange-200 bg-orange-50 px-4 py-2.5 font-semibold text-orange-900 hover:border-orange-800 ${className}`}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
      Shop the racks near {cityName}
    </Link>
  );
}
