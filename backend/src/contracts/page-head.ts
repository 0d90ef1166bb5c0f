/**
 * One head per page, built by one function, used by the server (the HTML it sends) and by the app
 * (after a navigation inside it), so the two can never disagree. Pure: no DOM, no Node. This file: what a
 * head is, the tags it becomes, and what every page's head is made of (breadcrumbs, lists, cards);
 * the pages' own heads are in directory-page-heads.ts and fixed-page-heads.ts.
 */
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
  shareImageAlt,
  shareImagePath,
  type ShareCard,
} from './share-image.contract';
import { PRODUCT_PHRASE, type SiteIdentity } from './site.contract';
export type StructuredData = Record<string, unknown>;

/** Open Graph's `business:contact_data`, which its `business.business` type requires. */
export interface BusinessContact {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  countryName: string;
}

/** The page's Open Graph type, and for a business the contact data that type requires. */
export type OpenGraphKind =
  { openGraphType: 'website' | 'article' } | { openGraphType: 'business.business'; businessContact: BusinessContact };

export type PageHead = OpenGraphKind & {
  title: string;
  description: string;
  /** The page's own path, for the canonical link: `/california/los-angeles`. */
  path: string;
  /** `noindex, nofollow` for pages search engines should leave alone. */
  robots?: string;
  /**
   * What the page's share image says; the image's address is made from `path`. None: a page of no
   * lasting address (Page Not Found, unavailable, admin), which shares the home page's card.
   */
  share?: ShareCard;
  structuredData: StructuredData[];
};

/** The tags a head becomes, in order: the server writes them as HTML, the app sets them in the DOM. */
export type HeadElement =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  | { kind: 'json-ld'; data: StructuredData };

export function absoluteUrl(site: SiteIdentity, path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`;
}

/** `business:contact_data:street_address` and the rest, in Open Graph's names. */
const BUSINESS_CONTACT_PROPERTIES: Record<keyof BusinessContact, string> = {
  streetAddress: 'street_address',
  locality: 'locality',
  region: 'region',
  postalCode: 'postal_code',
  countryName: 'country_name',
};

/** The page's share image: its own card, or the home page's for a page without one. */
export function shareImageOf(head: PageHead, site: SiteIdentity): { path: string; card: ShareCard } {
  return head.share ? { path: head.path, card: head.share } : { path: '/', card: titleCard(homeTitle(site)) };
}

export function headElements(head: PageHead, site: SiteIdentity): HeadElement[] {
  const url = absoluteUrl(site, head.path);
  const image = shareImageOf(head, site);
  const imageUrl = absoluteUrl(site, shareImagePath(image.path));
  const imageAlt = shareImageAlt(image.card, site);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({
    kind: 'meta',
    attribute,
    key,
    content,
  });
  return [
    { kind: 'title', text: head.title },
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', head.openGraphType),
    ...(head.openGraphType === 'business.business'
      ? Object.entries(BUSINESS_CONTACT_PROPERTIES).map(([field, property]) =>
          meta('property', `business:contact_data:${property}`, head.businessContact[field as keyof BusinessContact]),
        )
      : []),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    meta('property', 'og:image:type', SHARE_IMAGE_TYPE),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(site.twitterSite ? [meta('name', 'twitter:site', site.twitterSite)] : []),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', imageAlt),
    ...head.structuredData.map((data): HeadElement => ({ kind: 'json-ld', data })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => numberFormat.format(value);

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(site: SiteIdentity, crumbs: Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** A list of pages (a state's cities, a city's stores) as schema.org's ItemList: its first `most`, each by its name and address. */
export function itemList(site: SiteIdentity, name: string, items: Crumb[], most: number): StructuredData {
  const listed = items.slice(0, most);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(site, item.path),
    })),
  };
}

/**
 * A page kept out of search engines' indexes (`robots`: 'noindex', or 'noindex, nofollow' for one
 * visitor's pages), with no structured data: its title is `title` then the site's name.
 */
export function unlistedHead(
  site: SiteIdentity,
  { title, description, path, robots = 'noindex' }: { title: string; description: string; path: string; robots?: string },
): PageHead {
  return { title: `${title} | ${site.name}`, description, path, robots, openGraphType: 'website', structuredData: [] };
}

/** A card's title from a page title: what comes before its first ` | ` (the site's name, a tag line). */
export const titleCard = (title: string): ShareCard => ({ title: title.split(' | ', 1)[0]! });

/** The home page's title, whose card is also that of every page without one of its own. */
export const homeTitle = (site: SiteIdentity) => `Find ${PRODUCT_PHRASE} Near Me | ${site.name}`;
