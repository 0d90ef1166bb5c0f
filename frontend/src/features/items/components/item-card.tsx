import type { ProductFlag } from '@contracts/api.contract';
import { formatItemPrice, seenAgo, type ItemResult } from '@contracts/items.contract';
import { storePath } from '@contracts/page-paths';
import { PRODUCT_LABELS } from '@contracts/store-features';
import {
  BookOpen,
  ExternalLink,
  Gem,
  Gift,
  Landmark,
  Lamp,
  Navigation,
  Shirt,
  ShoppingBag,
  Sofa,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useNow } from '@/lib/use-now';

/** What stands in for an item's photo before the site has fetched one: its category's picture. */
const CATEGORY_ICONS: Record<ProductFlag, LucideIcon> = {
  sellFurniture: Sofa,
  sellClothes: Shirt,
  sellAntiques: Landmark,
  sellJewelry: Gem,
  sellBooks: BookOpen,
  sellGiftItems: Gift,
  sellPremiumBrand: ShoppingBag,
  sellMerchandise: Lamp,
};

function ItemPhoto({ item, eager }: { item: ItemResult; eager: boolean }) {
  if (item.photo) {
    return (
      <img
        src={item.photo.small}
        srcSet={`${item.photo.small} 320w, ${item.photo.large} 640w`}
        sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 7rem"
        alt=""
        width={320}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-stone-100 object-cover sm:aspect-[4/3]"
      />
    );
  }
  const Icon = item.category ? CATEGORY_ICONS[item.category] : Tag;
  return (
    <div className="flex aspect-square w-full items-center justify-center bg-stone-100 text-stone-500 sm:aspect-[4/3]">
      <Icon className="size-10" aria-hidden="true" />
    </div>
  );
}

/**
 * An item on sale: its photo (or its category's picture), title, price, what it is, the store that has
 * it (to its page) and how far, when the store's feed last listed it, and its page on the store's own
 * site (a new tab, said so).
 */
export function ItemCard({ item, eager = false, showStore = true }: { item: ItemResult; eager?: boolean; showStore?: boolean }) {
  const now = useNow();
  const details = [item.brand, item.size && `Size ${item.size}`, item.condition].filter(Boolean).join(' · ');
  return (
    <article className="grid h-full grid-cols-[7rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex sm:flex-col">
      <ItemPhoto item={item} eager={eager} />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="text-base leading-snug font-bold text-stone-900">{item.title}</h3>
        <p className="text-lg font-bold text-orange-900">{formatItemPrice(item.priceCents)}</p>
        {details && <p className="text-sm text-stone-700">{details}</p>}
        {item.category && <p className="sr-only">Category: {PRODUCT_LABELS[item.category]}</p>}
        {showStore && (
          <p className="text-sm text-stone-700">
            At{' '}
            <Link to={storePath(item.store)} className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900">
              {item.store.name}
            </Link>
            , {item.store.city}, {item.store.stateAbbreviation}
          </p>
        )}
        <p className="flex flex-wrap gap-x-3 text-xs text-stone-600">
          {item.distanceMiles !== null && (
            <span className="inline-flex items-center gap-1 font-semibold text-orange-900">
              <Navigation className="size-3" aria-hidden="true" />
              {item.distanceMiles.toLocaleString('en-US', { maximumFractionDigits: 1 })} {item.distanceMiles === 1 ? 'mile' : 'miles'} away
            </span>
          )}
          <span>{seenAgo(item.seenAt, now)}</span>
        </p>
        {item.pageUrl && (
          <a
            href={item.pageUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
          >
            See it on the store’s site
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only"> (leaves this site, opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
