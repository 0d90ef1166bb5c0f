/**
 * Shop the racks: the items stores have for sale, from their own feeds. The item search's parameters
 * as the page's address and the API carry them, its answer, and the feeds' kinds and limits, in one
 * place for the app and the server.
 */
import { PRODUCT_FLAGS, type ProductFlag } from './api.contract';

export const ITEM_FEED_KINDS = ['shopify', 'json', 'upload'] as const;
export type ItemFeedKind = (typeof ITEM_FEED_KINDS)[number];

export const ITEMS_PAGE_SIZE = 24;
/** The deepest page of items (2,400 results). */
export const ITEMS_PAGE_MAX = 100;
/** Matches are counted in steps of this many ("200+ items"), each holding a match past the page. */
export const ITEMS_COUNT_STEP = 200;
export const ITEMS_QUERY_MAX_LENGTH = 200;
/** A store page's "On the racks now": its newest items, at most. */
export const STORE_RACK_SIZE = 8;
/** The widths an item's photo is served at, in pixels: a result's, and the large one. */
export const ITEM_PHOTO_WIDTHS = [320, 640] as const;
/** The most dollars a price filter takes. */
export const ITEM_PRICE_MAX = 1_000_000;

export interface ItemSearchParams {
  /** The trimmed text: words the items must hold, perhaps a place ("dresser austin"). */
  q: string;
  category: ProductFlag | null;
  /** Whole dollars, inclusive; null: no bound. */
  min: number | null;
  max: number | null;
  /** A place: a city as `austin-tx`, a ZIP code, or a city's name ("Austin, TX"); empty: anywhere. */
  near: string;
  /** Only items of stores open now, on their own clocks (`open=1`). */
  openNow: boolean;
  page: number;
}

/** An item as a result shows it. */
export interface ItemResult {
  id: number;
  title: string;
  /** In cents. */
  priceCents: number;
  category: ProductFlag | null;
  brand: string | null;
  size: string | null;
  condition: string | null;
  /** Its photo as the site serves it, by width; null without one (yet). */
  photo: { small: string; large: string } | null;
  /** The item's page on the store's own site (leaves this site). */
  pageUrl: string | null;
  /** When the store's feed last listed it (ISO 8601). */
  seenAt: string;
  store: { slug: string; name: string; city: string; stateAbbreviation: string; citySlug: string; stateSlug: string };
  /** Miles from the place searched near, one decimal; null without a place. */
  distanceMiles: number | null;
}

export interface ItemSearchResponse {
  items: ItemResult[];
  /** Matches, counted up to `itemsCountedUpTo(page)`: that many or more when it is reached. */
  total: number;
  /** How many of the matches (open now or not) are in stores open now; null when there were too many to count (`total` at its limit). */
  openNowTotal: number | null;
  page: number;
  perPage: number;
  /** The place the results are measured from: the `near` parameter's, or one the text named. */
  place: { name: string; stateAbbreviation: string; slug: string; stateSlug: string } | null;
  /** The words items were matched with, after a place and filler words were read out of the text. */
  text: string;
}

/**
 * How far a page's search counts its matches: the first step (`ITEMS_COUNT_STEP`) that holds one
 * past the page, so whether a next page exists is known; at most the deepest page's last. Each match
 * counted is a row read, a page each when scattered (docs/performance.md, Shop the racks).
 */
export function itemsCountedUpTo(page: number, perPage: number = ITEMS_PAGE_SIZE): number {
  return Math.min(ITEMS_PAGE_MAX * perPage, Math.ceil((page * perPage + 1) / ITEMS_COUNT_STEP) * ITEMS_COUNT_STEP);
}

const readWholeDollars = (value: string | null): number | null => {
  if (value === null || !/^\s*\d{1,7}(\.\d{0,2})?\s*$/.test(value)) return null;
  const dollars = Math.floor(Number(value));
  return dollars <= ITEM_PRICE_MAX ? dollars : null;
};

const CATEGORIES = new Set<string>(PRODUCT_FLAGS);

/** Reads an items page's address leniently: an unknown category, a bad price or page is dropped. */
export function readItemSearchParams(params: URLSearchParams): ItemSearchParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim().slice(0, ITEMS_QUERY_MAX_LENGTH),
    category: category !== null && CATEGORIES.has(category) ? (category as ProductFlag) : null,
    min: readWholeDollars(params.get('min')),
    max: readWholeDollars(params.get('max')),
    near: (params.get('near') ?? '').trim().slice(0, ITEMS_QUERY_MAX_LENGTH),
    openNow: params.get('open') === '1',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, ITEMS_PAGE_MAX) : 1,
  };
}

function itemSearchEntries(params: Partial<ItemSearchParams>): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.category) out.set('category', params.category);
  if (params.min != null) out.set('min', String(params.min));
  if (params.max != null) out.set('max', String(params.max));
  if (params.near) out.set('near', params.near);
  if (params.openNow) out.set('open', '1');
  if (params.page && params.page > 1) out.set('page', String(params.page));
  return out;
}

export const ITEMS_PAGE_PATH = '/items';

/** The items page's address: `/items?q=dresser&near=austin-tx`. */
export function itemsPagePath(params: Partial<ItemSearchParams>): string {
  const query = itemSearchEntries(params).toString();
  return query ? `${ITEMS_PAGE_PATH}?${query}` : ITEMS_PAGE_PATH;
}

/** The API's address for the same search: `/api/items?q=dresser&near=austin-tx`. */
export function itemsApiPath(params: Partial<ItemSearchParams>): string {
  const query = itemSearchEntries(params).toString();
  return query ? `/api/items?${query}` : '/api/items';
}

/** A city as the `near` parameter names it: `austin-tx`. */
export const nearCity = (citySlug: string, stateAbbreviation: string) => `${citySlug}-${stateAbbreviation.toLowerCase()}`;

/** "$1,250" or "$24.50": a price as results show it. */
export function formatItemPrice(priceCents: number): string {
  const dollars = priceCents / 100;
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
  });
}

/** "seen 3 hours ago": how long since a feed last listed an item, from the page's clock. */
export function seenAgo(seenAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(seenAt)) / 60_000));
  if (minutes < 1) return 'seen just now';
  if (minutes < 60) return `seen ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `seen ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `seen ${days} days ago`;
}

/** The JSON feed's documented shape (docs/item-feeds.md): `{ "items": [JsonFeedItem, ...] }`. */
export interface JsonFeedItem {
  id: string | number;
  title: string;
  price: number | string;
  description?: string;
  category?: string;
  brand?: string;
  size?: string;
  condition?: string;
  photo?: string;
  url?: string;
  /** false: sold; the item leaves search. Default true. */
  available?: boolean;
}

/** The owner's view of the store's feed. */
export interface ItemFeedStatus {
  kind: ItemFeedKind;
  url: string | null;
  itemCount: number;
  lastRefreshedAt: string | null;
  nextRefreshAt: string | null;
  /** Why the last refresh failed, in words for the owner; null when it worked. */
  lastError: string | null;
  paused: boolean;
}

/** Where the signed-in owner reads, connects (PUT) and removes (DELETE) the store's feed. */
export const OWNER_FEED_API_PATH = '/api/owner/listing/feed';

/** What an owner sends to connect a feed: a Shopify storefront's address, or a JSON feed's. */
export interface ItemFeedInput {
  kind: Exclude<ItemFeedKind, 'upload'>;
  url: string;
}

/** A listed item the feed's read left out, and why: "item 7: price must be a number...". */
export interface ItemFeedProblem {
  line: number;
  message: string;
}

/** The owner's feed (null: none), with the problems of its last read as the owner connected it. */
export interface OwnerItemFeed {
  feed: ItemFeedStatus | null;
  problems: ItemFeedProblem[];
}

/** Where the signed-in owner checks (`/preview`, nothing saved) or saves an uploaded file of items (multipart field `file`). */
export const OWNER_FEED_FILE_API_PATHS = { preview: '/api/owner/listing/feed/file/preview', save: '/api/owner/listing/feed/file' } as const;

/** An uploaded file is at most this many bytes. */
export const ITEM_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** An item of an uploaded file as its preview shows it. */
export interface ItemPreview {
  title: string;
  priceCents: number;
  category: ProductFlag | null;
  brand: string | null;
  size: string | null;
  condition: string | null;
  available: boolean;
}

/** What an uploaded file holds: its items (the first few shown), and its problems by line. */
export interface ItemFileCheck {
  itemCount: number;
  preview: ItemPreview[];
  /** The first problems, each by its line in the file (the header is line 1). */
  problems: ItemFeedProblem[];
  problemCount: number;
  /** Whether the items were saved (the store's items are now the file's); never with a problem. */
  saved: boolean;
  feed: ItemFeedStatus | null;
}
