import type { ItemResult } from '../contracts/items.contract';
import { ITEM_PHOTO_MISSING } from './feeds/item-photo-missing';
import type { Item } from './item.entity';
import type { ItemSearchRow } from './item-search-sql';

/** Where a fetched item photo is served, at a width of `ITEM_PHOTO_WIDTHS` (`ItemPhotoFiles`). */
export const itemPhotoPath = (file: string, width: number) => `/store-photos/items/${file}-${width}.webp`;

/** A photo's file as the site serves it; none for an item without one, or whose photo could not be had. */
const photoOf = (file: string | null): ItemResult['photo'] =>
  file && file !== ITEM_PHOTO_MISSING ? { small: itemPhotoPath(file, 320), large: itemPhotoPath(file, 640) } : null;

export function mapItemRow(row: ItemSearchRow): ItemResult {
  return {
    id: row.id,
    title: row.title,
    priceCents: row.price_cents,
    category: row.category,
    brand: row.brand,
    size: row.size,
    condition: row.condition,
    photo: photoOf(row.photo_file),
    pageUrl: row.page_url,
    seenAt: new Date(row.last_seen_at).toISOString(),
    store: {
      slug: row.store_slug,
      name: row.store_name,
      city: row.city_name,
      stateAbbreviation: row.state_abbreviation,
      citySlug: row.city_slug,
      stateSlug: row.state_slug,
    },
    distanceMiles: row.miles === null ? null : Math.round(row.miles * 10) / 10,
  };
}

/** An item of a store's own page (its store populated with city and state). */
export function mapStoreItem(item: Item): ItemResult {
  const { store } = item;
  return {
    id: item.id,
    title: item.title,
    priceCents: item.priceCents,
    category: item.category,
    brand: item.brand,
    size: item.size,
    condition: item.condition,
    photo: photoOf(item.photoFile),
    pageUrl: item.pageUrl,
    seenAt: item.lastSeenAt.toISOString(),
    store: {
      slug: store.slug,
      name: store.businessName,
      city: store.city.name,
      stateAbbreviation: store.city.state.abbreviation,
      citySlug: store.city.slug,
      stateSlug: store.city.state.slug,
    },
    distanceMiles: null,
  };
}
