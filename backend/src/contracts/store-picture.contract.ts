/**
 * A picture for every store: its own photo where it has one, else a picture drawn from its own data
 * (its name, city and what it sells, in the site's palette) by the server's share-images module, at
 * an address made from the store page's path. The frontend shows it on cards, in the hero and in the
 * gallery; both take its address, sizes and description from here.
 */
import { PRODUCT_FLAGS, type StoreSummary } from './api.contract';
import { storePath } from './page-paths';
import { listPhrase, PRODUCT_WORDS } from './store-features';

/** Where the drawn pictures are: `/store-pictures/<store page path>-<width>.png`. */
export const STORE_PICTURES_PATH = '/store-pictures';
/** The widths drawn, for `srcset`; each 4:3. */
export const STORE_PICTURE_WIDTHS = [480, 960] as const;
export type StorePictureWidth = (typeof STORE_PICTURE_WIDTHS)[number];
export const storePictureHeight = (width: number) => Math.round((width * 3) / 4);

/** What a store's picture is made from: its page's path, its name and place, its photo, what it sells. */
export const STORE_PICTURE_FIELDS = [
  'slug',
  'citySlug',
  'stateSlug',
  'businessName',
  'city',
  'stateAbbreviation',
  'photo',
  ...PRODUCT_FLAGS,
] as const satisfies readonly (keyof StoreSummary)[];
export type PicturedStore = Pick<StoreSummary, (typeof STORE_PICTURE_FIELDS)[number]>;

/** The drawn picture's address at a width. */
export const storePicturePath = (store: Pick<StoreSummary, 'slug' | 'citySlug' | 'stateSlug'>, width: StorePictureWidth) =>
  `${STORE_PICTURES_PATH}${storePath(store)}-${width}.png`;

/** The store page and width an address under `/store-pictures/` names (`texas/dallas/koch-exchange-480.png`); null otherwise. */
export function storeOfPicture(name: string): { segments: string[]; width: StorePictureWidth } | null {
  const match = /^(.+)-(\d+)\.png$/.exec(name);
  const width = Number(match?.[2]) as StorePictureWidth;
  if (!match || !STORE_PICTURE_WIDTHS.includes(width)) return null;
  const segments = match[1]!.split('/');
  return segments.length === 3 ? { segments, width } : null;
}

/** What a store sells, as its picture says it: up to three products, "furniture, clothing and antiques". */
export const storeProducts = (store: PicturedStore) =>
  PRODUCT_FLAGS.filter((flag) => store[flag])
    .slice(0, 3)
    .map((flag) => PRODUCT_WORDS[flag]);

/** The picture a store shows: its photo, or the drawn one with its widths, and words for what it shows. */
export function storePicture(store: PicturedStore): { src: string; srcSet?: string; alt: string; drawn: boolean } {
  if (store.photo) return { src: store.photo, alt: `${store.businessName} storefront`, drawn: false };
  const sells = listPhrase(storeProducts(store), '');
  return {
    src: storePicturePath(store, STORE_PICTURE_WIDTHS[0]),
    srcSet: STORE_PICTURE_WIDTHS.map((width) => `${storePicturePath(store, width)} ${width}w`).join(', '),
    alt: `Illustration: ${store.businessName}, ${store.city}, ${store.stateAbbreviation}${sells ? `, selling ${sells}` : ''}`,
    drawn: true,
  };
}
