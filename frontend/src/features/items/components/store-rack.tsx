import { itemsPagePath, nearCity } from '@contracts/items.contract';
import { Link } from 'react-router-dom';
import { useStoreItems } from '../api/get-store-items';
import { ItemCard } from './item-card';

/**
 * A store page's "On the racks now": its newest items on sale, from its own feed, and the way to
 * the items of every store near it. Nothing when the store lists none (or while they load).
 */
export function StoreRack({
  storeSlug,
  citySlug,
  stateAbbreviation,
  cityName,
}: {
  storeSlug: string;
  citySlug: string;
  stateAbbreviation: string;
  cityName: string;
}) {
  const items = useStoreItems(storeSlug);
  if (!items.data || items.data.length === 0) return null;
  return (
    <section aria-labelledby="store-rack-heading" className="mt-10">
      <h2 id="store-rack-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        On the racks now
      </h2>
      <p className="mt-1 text-sm text-stone-700">The newest items this store lists for sale, from its own shop.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.data.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} showStore={false} />
          </li>
        ))}
      </ul>
      <Link
        to={itemsPagePath({ near: nearCity(citySlug, stateAbbreviation) })}
        className="mt-4 inline-block font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
      >
        Shop the racks near {cityName}
      </Link>
    </section>
  );
}
