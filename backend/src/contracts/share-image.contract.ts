/**
 * Share images (Open Graph / Twitter cards): one PNG card per page, at an address made from the
 * page's own path. The page head names it, the server's share-images module answers it; both take
 * the address and the card's texts from here.
 */
import type { SiteIdentity } from './site.contract';

/** Open Graph's recommended size for a large card: Facebook, LinkedIn, Slack and X show it whole. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/png';

/** What a page's card says: its name, and where it is when it is somewhere (a store's city and state). */
export interface ShareCard {
  title: string;
  place?: string;
}

/** Where the cards are: `/share-images/<page path>.png`. */
export const SHARE_IMAGES_PATH = '/share-images';

/** The home page's path, `/`, has no name of its own: its card is `/share-images/home.png`. */
const HOME_IMAGE_NAME = 'home';
const IMAGE_EXTENSION = '.png';

/** The address of a page's card: `/california/los-angeles` → `/share-images/california/los-angeles.png`. */
export function shareImagePath(pagePath: string): string {
  return `${SHARE_IMAGES_PATH}/${pagePath === '/' ? HOME_IMAGE_NAME : pagePath.slice(1)}${IMAGE_EXTENSION}`;
}

/**
 * The page whose card an address under `/share-images/` names (what follows that prefix:
 * `california/los-angeles.png` → `/california/los-angeles`); null for anything `shareImagePath`
 * never makes (no `.png`, empty or dotted segments, a query).
 */
export function pagePathOfShareImage(imageName: string): string | null {
  if (!imageName.endsWith(IMAGE_EXTENSION)) return null;
  const name = imageName.slice(0, -IMAGE_EXTENSION.length);
  if (name === HOME_IMAGE_NAME) return '/';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment.includes('.'))) return null;
  return `/${name}`;
}

/** The card in words, for `og:image:alt`: "Los Angeles Consign & Design, Los Angeles, California — Consignment Store Finder". */
export function shareImageAlt(card: ShareCard, site: Pick<SiteIdentity, 'name'>): string {
  return `${card.place ? `${card.title}, ${card.place}` : card.title} — ${site.name}`;
}
