/**
 * One head per page, built by one function, used by the server (the HTML it sends) and by the app
 * (after a navigation inside it), so the two can never disagree. Pure: no DOM, no Node.
 */
import { replaceUnfit } from './text-characters';
import {
  PRODUCT_FLAGS,
  QUALITY_FLAGS,
  type CityDetail,
  type CityStores,
  type CityWithStoreCount,
  type OpeningHours,
  type ProductFlag,
  type QualityFlag,
  type StateDetail,
  type StateSummary,
  type StoreDetail,
  type StoreSummary,
} from './api.contract';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
  shareImageAlt,
  shareImagePath,
  type ShareCard,
} from './share-image.contract';
import {
  claimPagePath,
  CLAIM_CONFIRM_PAGE_PATH,
  OWNER_PAGE_PATH,
  SUGGEST_STORE_PAGE_PATH,
  type ClosedStore,
} from './contributions.contract';
import { PAGE_NOT_FOUND, type NotFoundText } from './not-found';
import { SEARCH_PAGE_PATH } from './search.contract';
import { PRODUCT_PHRASE, type SiteIdentity } from './site.contract';
import { NO_PRODUCTS_PHRASE, NO_QUALITIES_PHRASE, PRODUCT_WORDS, QUALITY_WORDS, listPhrase } from './store-features';
import { INVENTORY_TRACKER_DOWNLOADS, INVENTORY_TRACKER_VERSION } from './tools.contract';

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
  return head.share ? { path: head.path, card: head.share } : { path: '/', card: homeHead(site).share! };
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

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

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

/** A card's title from a page title: what comes before its first ` | ` (the site's name, a tag line). */
const titleCard = (title: string): ShareCard => ({ title: title.split(' | ', 1)[0]! });

/** The share cards of the pages about a place, from the same names their pages show. */
export const stateCard = (state: Pick<StateSummary, 'name'>): ShareCard => ({ title: `${PRODUCT_PHRASE} in ${state.name}` });
export const cityCard = (city: Pick<CityDetail, 'name'> & { state: Pick<StateSummary, 'name'> }): ShareCard => ({
  title: `${PRODUCT_PHRASE} in ${city.name}, ${city.state.name}`,
});
export const storeCard = (store: Pick<StoreSummary, 'businessName' | 'city' | 'state'>): ShareCard => ({
  title: store.businessName,
  place: `${store.city}, ${store.state}`,
});

export const statePath = (stateSlug: string) => `/${stateSlug}`;
export const cityPath = (stateSlug: string, citySlug: string) => `/${stateSlug}/${citySlug}`;
export const storePath = (store: Pick<StoreSummary, 'stateSlug' | 'citySlug' | 'slug'>) =>
  `/${store.stateSlug}/${store.citySlug}/${store.slug}`;

function mostCommon<Flag extends string>(flags: readonly Flag[], stores: Array<Record<Flag, boolean>>, count: number): Flag[] {
  return flags
    .map((flag, order) => ({ flag, order, stores: stores.filter((store) => store[flag]).length }))
    .filter((entry) => entry.stores > 0)
    .sort((left, right) => right.stores - left.stores || left.order - right.order)
    .slice(0, count)
    .map((entry) => entry.flag);
}

/** "furniture and clothing" from the two most common product kinds, or 'quality items'. */
export function productPhrase(stores: Array<Record<ProductFlag, boolean>>): string {
  return listPhrase(
    mostCommon(PRODUCT_FLAGS, stores, 2).map((flag) => PRODUCT_WORDS[flag]),
    NO_PRODUCTS_PHRASE,
  );
}

/** "affordable prices" from the most common quality, or 'great prices': read after "its" or "their". */
export function qualityPhrase(stores: Array<Record<QualityFlag, boolean>>): string {
  return listPhrase(
    mostCommon(QUALITY_FLAGS, stores, 1).map((flag) => QUALITY_WORDS[flag]),
    NO_QUALITIES_PHRASE,
  );
}

// ---------------------------------------------------------------------------------------------
// The pages

export function homeHead(site: SiteIdentity): PageHead {
  const title = `Find ${PRODUCT_PHRASE} Near Me | ${site.name}`;
  return {
    title,
    description:
      'Find consignment and resale stores near you: 6,000+ shops in every state, with furniture, clothing, jewelry, antiques and more. Browse by state and city.',
    path: '/',
    openGraphType: 'website',
    share: titleCard(title),
    structuredData: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: absoluteUrl(site, '/') }],
  };
}

export function stateHead(state: StateDetail, cities: CityWithStoreCount[], site: SiteIdentity): PageHead {
  const total = cities.reduce((sum, city) => sum + city.storeCount, 0);
  const path = statePath(state.slug);
  const topCities = [...cities].sort((left, right) => right.storeCount - left.storeCount || left.name.localeCompare(right.name));
  const named = topCities.slice(0, 3).map((city) => city.name);
  // The state's own descriptive phrase, from its guide: "Consignment stores in Texas, from ...".
  const lead = `Consignment stores in ${state.name}${state.guide.phrase ? `, ${state.guide.phrase}` : ''}`;
  const share = stateCard(state);
  return {
    title: `${total > 0 ? formatCount(total) : 'Best'} ${share.title} | ${site.name}`,
    description:
      total > 0
        ? `${lead}: browse ${plural(total, 'shop', 'shops')} in ${plural(cities.length, 'city', 'cities')}${named.length > 0 ? `, including ${named.join(', ')}` : ''}. Furniture, clothing, jewelry and more at a fraction of retail.`
        : `${lead}: find the best consignment and resale shops for furniture, clothing, jewelry and more at a fraction of retail.`,
    path,
    openGraphType: 'website',
    share,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: share.title,
        numberOfItems: Math.min(cities.length, 30),
        itemListElement: cities.slice(0, 30).map((city, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: `${PRODUCT_PHRASE} in ${city.name}, ${state.abbreviation}`,
          url: absoluteUrl(site, cityPath(state.slug, city.slug)),
        })),
      },
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: state.name, path },
      ]),
    ],
  };
}

export function cityHead(city: CityDetail, { stores, total }: CityStores, site: SiteIdentity): PageHead {
  const path = cityPath(city.state.slug, city.slug);
  const share = cityCard(city);
  return {
    title: `${share.title} | ${total > 0 ? formatCount(total) : 'Top'} Shops`,
    description: `Discover ${total > 0 ? plural(total, 'consignment store', 'consignment stores') : 'the best consignment stores'} in ${city.name}, ${city.state.name}, for ${productPhrase(stores)}, ${total === 1 ? 'known for its' : 'many known for their'} ${qualityPhrase(stores)}. Addresses, hours and directions.`,
    path,
    openGraphType: 'website',
    share,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `${PRODUCT_PHRASE} in ${city.name}, ${city.state.abbreviation}`,
        numberOfItems: Math.min(stores.length, 50),
        itemListElement: stores.slice(0, 50).map((store, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: store.businessName,
          url: absoluteUrl(site, storePath(store)),
        })),
      },
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: city.state.name, path: statePath(city.state.slug) },
        { name: city.name, path },
      ]),
    ],
  };
}

const SCHEMA_DAYS: Record<OpeningHours['day'], string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

/** 'https://' before a website that has no scheme, as the store page links it. */
export function websiteHref(website: string): string {
  return website.startsWith('http') ? website : `https://${website}`;
}

export function storeHead(store: StoreDetail, site: SiteIdentity): PageHead {
  const path = storePath(store);
  const url = absoluteUrl(site, path);
  return {
    title: `${store.businessName} | Consignment Store in ${store.city}, ${store.stateAbbreviation}`,
    description: `${store.businessName} is a consignment store at ${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode} for ${productPhrase([store])}. Hours, directions and what it sells. Open today.`,
    path,
    openGraphType: 'business.business',
    businessContact: {
      streetAddress: store.address,
      locality: store.city,
      region: store.state,
      postalCode: store.zipCode,
      countryName: 'United States',
    },
    share: storeCard(store),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        '@id': url,
        name: store.businessName,
        url,
        ...(store.photo ? { image: store.photo } : {}),
        ...(store.phone ? { telephone: store.phone } : {}),
        ...(store.website ? { sameAs: [websiteHref(store.website)] } : {}),
        priceRange: '$$',
        address: {
          '@type': 'PostalAddress',
          streetAddress: store.address,
          addressLocality: store.city,
          addressRegion: store.stateAbbreviation,
          postalCode: store.zipCode,
          addressCountry: 'US',
        },
        ...(store.latitude !== null && store.longitude !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
          : {}),
        openingHoursSpecification: store.hours
          .filter((day) => !day.isClosed)
          .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day.day], opens: day.open, closes: day.close })),
        ...(store.award.isAwarded && store.award.awardTitle ? { award: store.award.awardTitle } : {}),
      },
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: store.state, path: statePath(store.stateSlug) },
        { name: store.city, path: cityPath(store.stateSlug, store.citySlug) },
        { name: store.businessName, path },
      ]),
    ],
  };
}

/** The pages whose head does not depend on data. */
export const STATIC_PAGES = {
  about: {
    path: '/about',
    title: 'About Us',
    description:
      'Our mission: help shoppers find consignment and resale stores across the United States. 6,000+ stores, browsable by state and city.',
  },
  sitemap: {
    path: '/sitemap',
    title: 'Sitemap: All States and Popular Cities',
    description: 'Every state of the consignment store directory and its popular cities, on one page.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: 'Questions about a listing, a store award or the directory? Get in touch with our team.',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How the consignment store directory handles the little information it receives from visitors.',
  },
  termsOfService: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms for using the consignment store directory and its free tools.',
  },
} as const;

export type StaticPage = keyof typeof STATIC_PAGES;

export function staticPageHead(page: StaticPage, site: SiteIdentity): PageHead {
  const { path, title, description } = STATIC_PAGES[page];
  return {
    title: `${title} | ${site.name}`,
    description,
    path,
    openGraphType: 'article',
    share: titleCard(title),
    structuredData: [
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: title, path },
      ]),
    ],
  };
}

/** A page that names nothing: its title and description are the not-found screen's own words. */
export function notFoundHead(site: SiteIdentity, path: string, text: NotFoundText = PAGE_NOT_FOUND): PageHead {
  return {
    title: `${text.title} | ${site.name}`,
    description: text.message,
    path,
    robots: 'noindex',
    openGraphType: 'website',
    structuredData: [],
  };
}

/** A page whose data could not be read just now (the server answers 503): not to be indexed as it is. */
export function unavailableHead(site: SiteIdentity, path: string): PageHead {
  return {
    title: `Temporarily Unavailable | ${site.name}`,
    description: 'This page could not be shown just now. Please try again in a few seconds.',
    path,
    robots: 'noindex',
    openGraphType: 'website',
    structuredData: [],
  };
}

/**
 * The search page: never indexed (its results are other pages' content), its links followed. The head
 * depends on the address alone, so the server and the app agree before any result arrives.
 */
export function searchHead(q: string, site: SiteIdentity): PageHead {
  const allStores = `Search ${PRODUCT_PHRASE}`;
  // A text the search refuses (a direction-changing character) is not repeated as it was sent.
  const searched = replaceUnfit(q, () => '');
  return {
    title: `${searched ? `Search Results for "${searched}"` : allStores} | ${site.name}`,
    description: `Search 6,000+ ${PRODUCT_PHRASE.toLowerCase()} by store name, city, state or ZIP code, filter by what they sell, or find the ones near you.`,
    path: SEARCH_PAGE_PATH,
    robots: 'noindex, follow',
    openGraphType: 'website',
    // One card whatever is searched: the image's address is the page's path, without the query.
    share: { title: allStores },
    structuredData: [],
  };
}

export const MAP_PAGE_PATH = '/map';

/** A page one level under home, whose head depends on no data. */
function pageUnderHome(
  site: SiteIdentity,
  page: { title: string; description: string; path: string; crumb: string; openGraphType: 'website' | 'article' },
): PageHead {
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    openGraphType: page.openGraphType,
    share: titleCard(page.title),
    structuredData: [
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: page.crumb, path: page.path },
      ]),
    ],
  };
}

export function mapHead(site: SiteIdentity): PageHead {
  return pageUnderHome(site, {
    title: 'Consignment Store Map | Find Stores Near You',
    description:
      'Every consignment store in the directory on one interactive map of the United States. Zoom into your area and open any store for its address and details.',
    path: MAP_PAGE_PATH,
    crumb: 'Store Map',
    openGraphType: 'website',
  });
}

/** The seller tools: the hub and each tool. Their heads depend on no data. */
export const TOOL_PAGES = {
  tools: {
    path: '/tools',
    crumb: 'Tools',
    title: 'Free Consignment Store Tools | Calculate Profit & More',
    description:
      'Free tools for consignors and shoppers: estimate what you earn after store commission and fees, and track your consigned items in a free spreadsheet.',
  },
  inventoryTracker: {
    path: '/tools/inventory-tracker',
    crumb: 'Inventory Tracker',
    title: 'Free Consignment Inventory Spreadsheet (Excel & CSV)',
    description:
      'A free spreadsheet for consignors and consignment shops: track items, prices, status, commission and payouts, with formulas ready. Excel and CSV.',
  },
  priceComparison: {
    path: '/tools/price-comparison',
    crumb: 'Price Comparison',
    title: 'Consignment Price Comparison: Where Your Item Pays Most',
    description:
      'Enter an item and a place: see the consignment stores nearby that take it, ranked by what you take home after their split, markdowns and fees.',
  },
  profitCalculator: {
    path: '/tools/profit-calculator',
    crumb: 'Profit Calculator',
    title: 'Consignment Profit Calculator: What You Earn After Commission',
    description: "Enter an item's selling price, the store's commission rate and any fees to see what you take home from consigning it.",
  },
} as const;

export type ToolPage = keyof typeof TOOL_PAGES;

export function toolPageHead(page: ToolPage, site: SiteIdentity): PageHead {
  const { path, crumb, title, description } = TOOL_PAGES[page];
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: TOOL_PAGES.tools.crumb, path: TOOL_PAGES.tools.path },
  ];
  if (page !== 'tools') crumbs.push({ name: crumb, path });
  return {
    title: page === 'tools' ? title : `${title} | ${site.name}`,
    description,
    path,
    openGraphType: 'website',
    share: titleCard(title),
    structuredData: [breadcrumbList(site, crumbs), ...(page === 'inventoryTracker' ? inventoryTrackerData(site) : [])],
  };
}

/** Spec: the tracker page describes a software application and a product, free (a USD offer of 0). */
function inventoryTrackerData(site: SiteIdentity): StructuredData[] {
  const { title, description, path } = TOOL_PAGES.inventoryTracker;
  const offer = { '@type': 'Offer', price: '0', priceCurrency: 'USD', availability: 'https://schema.org/InStock' };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Consignment Inventory Tracker',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Microsoft Excel, Google Sheets, LibreOffice, Numbers',
      softwareVersion: INVENTORY_TRACKER_VERSION,
      description,
      downloadUrl: `${site.url}${INVENTORY_TRACKER_DOWNLOADS.xlsx}`,
      offers: offer,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      description,
      url: absoluteUrl(site, path),
      brand: { '@type': 'Brand', name: site.name },
      offers: { ...offer, url: absoluteUrl(site, path) },
    },
  ];
}

export const AWARDS_PAGE_PATH = '/awards';

export function awardsHead(site: SiteIdentity): PageHead {
  return pageUnderHome(site, {
    title: `Best Consignment Store Awards ${site.awardYear} | ${site.name}`,
    description: `Our Best Consignment Store ${site.awardYear} award, chosen on customer reviews, product quality, store atmosphere and the shopping experience. Winners: add the badge to your website.`,
    path: AWARDS_PAGE_PATH,
    crumb: 'Awards',
    openGraphType: 'article',
  });
}

export const ADMIN_PAGE_PATH = '/admin';

/** Spec: the admin page asks search engines neither to index it nor to follow its links. */
export function adminHead(site: SiteIdentity): PageHead {
  return {
    title: `Admin Dashboard | ${site.name}`,
    description: 'Moderation, audit trails, sitemap management and site statistics for the directory’s administrators.',
    path: ADMIN_PAGE_PATH,
    robots: 'noindex, nofollow',
    openGraphType: 'website',
    structuredData: [],
  };
}

/** The form for a store the directory lacks: anyone may send one, and search engines may find it. */
export function suggestStoreHead(site: SiteIdentity): PageHead {
  return pageUnderHome(site, {
    title: `Suggest a Consignment Store | ${site.name}`,
    description:
      'Know a consignment or resale store the directory is missing? Send its name and address: we check every suggestion before it is listed.',
    path: SUGGEST_STORE_PAGE_PATH,
    crumb: 'Suggest a Store',
    openGraphType: 'website',
  });
}

/**
 * A store's claim page: for its owner alone, so not indexed (its links are followed). The store's
 * name once known; the page of a store that is not there has the not-found head instead.
 */
export function claimListingHead(storeSlug: string, store: Pick<StoreSummary, 'businessName'> | undefined, site: SiteIdentity): PageHead {
  const name = store?.businessName ?? 'a Store';
  return {
    title: `Claim ${name} | ${site.name}`,
    description: `Own ${store?.businessName ?? 'this store'}? Claim its listing to keep its hours, phone, website, description and photos up to date.`,
    path: claimPagePath(storeSlug),
    robots: 'noindex',
    openGraphType: 'website',
    structuredData: [],
  };
}

/** Where an owner's e-mailed link lands: one visitor's, never indexed nor followed. */
export function claimConfirmHead(site: SiteIdentity): PageHead {
  return {
    title: `Confirm Your Claim | ${site.name}`,
    description: 'Confirm the claim of your store’s listing and sign in to edit it.',
    path: CLAIM_CONFIRM_PAGE_PATH,
    robots: 'noindex, nofollow',
    openGraphType: 'website',
    structuredData: [],
  };
}

/** The signed-in owner's editor: per visitor, never indexed nor followed. */
export function ownerHead(site: SiteIdentity): PageHead {
  return {
    title: `Your Store Listing | ${site.name}`,
    description: 'Edit your store’s hours, phone, website, description, what it sells and its photos.',
    path: OWNER_PAGE_PATH,
    robots: 'noindex, nofollow',
    openGraphType: 'website',
    structuredData: [],
  };
}

/**
 * A store that has closed (the server answers 410): its page stays, to say so and to point to open
 * stores nearby, but leaves search engines' indexes.
 */
export function closedStoreHead(store: ClosedStore, site: SiteIdentity): PageHead {
  return {
    title: `${store.businessName} Has Closed | ${site.name}`,
    description: `${store.businessName}, a consignment store at ${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode}, has closed. See the open consignment stores nearby.`,
    path: storePath(store),
    robots: 'noindex',
    openGraphType: 'website',
    structuredData: [],
  };
}

/** A page whose subject has gone for good (410), while what it was is unknown: not to be indexed. */
export function goneHead(site: SiteIdentity, path: string): PageHead {
  return {
    title: `Store Closed | ${site.name}`,
    description: 'This consignment store has closed. Search the directory for open stores nearby.',
    path,
    robots: 'noindex',
    openGraphType: 'website',
    structuredData: [],
  };
}

/**
 * The pages whose head depends on the site alone (their cards need no data), each once. Admin and the
 * owners' pages are left out: they have no card of their own.
 */
export function fixedPageHeads(site: SiteIdentity): PageHead[] {
  return [
    homeHead(site),
    searchHead('', site),
    mapHead(site),
    awardsHead(site),
    suggestStoreHead(site),
    ...(Object.keys(STATIC_PAGES) as StaticPage[]).map((page) => staticPageHead(page, site)),
    ...(Object.keys(TOOL_PAGES) as ToolPage[]).map((page) => toolPageHead(page, site)),
  ];
}
