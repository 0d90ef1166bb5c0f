/**
 * The store award's badge: its sizes, its public addresses and the code store owners paste into
 * their sites, built in one place for the awards page, the store page and the server.
 */
import escapeHtml from 'escape-html';
import type { SiteIdentity } from './site.contract';

/** Spec: the awards page offers these sizes (medium by default). */
export const AWARDS_PAGE_BADGE_SIZES = { small: 150, medium: 200, large: 250 } as const;
export type BadgeSize = keyof typeof AWARDS_PAGE_BADGE_SIZES;
export const DEFAULT_BADGE_SIZE: BadgeSize = 'medium';

/** Spec: the store page shows the badge at 70 px on phones and 100 px on larger screens. */
export const STORE_PAGE_BADGE_PX = { small: 70, medium: 100 } as const;

/** Every size a PNG of the badge is made in. */
export const BADGE_PNG_SIZES = [70, 100, 150, 200, 250] as const;

/** Spec: the copy buttons say 'Copied!' this long. */
export const COPY_CONFIRMATION_MS = 2000;

export const awardTitle = (year: number) => `Best Consignment Store ${year}`;

/** The first year of the award: badges of every year since stay at their addresses. */
export const FIRST_AWARD_YEAR = 2025;

const badgeName = (year: number) => `best-consignment-store-${year}`;

/** `/badges/best-consignment-store-2025.svg`, or the PNG of one size. */
export function badgeImagePath(year: number, size?: number): string {
  return size === undefined ? `/badges/${badgeName(year)}.svg` : `/badges/${badgeName(year)}-${size}.png`;
}

/** Reads a badge file name back: the year and the PNG size (none for the SVG); null for any other name. */
export function readBadgeFileName(file: string): { year: number; size: number | null } | null {
  const match = /^best-consignment-store-(\d{4})(?:-(\d{2,3}))?\.(svg|png)$/.exec(file);
  if (!match) return null;
  const size = match[2] === undefined ? null : Number(match[2]);
  if ((match[3] === 'png') !== (size !== null)) return null;
  if (size !== null && !(BADGE_PNG_SIZES as readonly number[]).includes(size)) return null;
  return { year: Number(match[1]), size };
}

/** The badge image's address on the site's public address. */
export const badgeImageUrl = (site: SiteIdentity, pixels: number) => `${site.url}${badgeImagePath(site.awardYear, pixels)}`;

/**
 * The HTML a store owner pastes: the badge at the chosen size, with its size, alt text and a link
 * back to the directory.
 */
export function badgeEmbedCode(site: SiteIdentity, size: BadgeSize): string {
  const pixels = AWARDS_PAGE_BADGE_SIZES[size];
  const alt = `${awardTitle(site.awardYear)}, ${site.name}`;
  return (
    `<a href="${escapeHtml(`${site.url}/`)}" target="_blank" rel="noopener">` +
    `<img src="${escapeHtml(badgeImageUrl(site, pixels))}" width="${pixels}" height="${pixels}" alt="${escapeHtml(alt)}">` +
    `</a>`
  );
}
