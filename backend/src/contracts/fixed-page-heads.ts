/**
 * The heads of the pages that show no store data: the fixed pages, the tools, search, the map, the
 * forms and the error pages (see page-head.ts).
 */
import type { StoreSummary } from './api.contract';
import { replaceUnfit } from './text-characters';
import { claimPagePath, CLAIM_CONFIRM_PAGE_PATH, OWNER_PAGE_PATH, SUGGEST_STORE_PAGE_PATH } from './contributions.contract';
import { PAGE_NOT_FOUND, type NotFoundText } from './not-found';
import { SEARCH_PAGE_PATH } from './search.contract';
import { ITEMS_PAGE_PATH } from './items.contract';
import { PRODUCT_PHRASE, type SiteIdentity } from './site.contract';
import { INVENTORY_TRACKER_DOWNLOADS, INVENTORY_TRACKER_VERSION } from './tools.contract';
import { absoluteUrl, breadcrumbList, titleCard, unlistedHead, type PageHead, type StructuredData } from './page-head';
import { homeHead } from './directory-page-heads';

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
  return unlistedHead(site, { title: text.title, description: text.message, path });
}

/** A page whose data could not be read just now (the server answers 503): not to be indexed as it is. */
export function unavailableHead(site: SiteIdentity, path: string): PageHead {
  return unlistedHead(site, {
    title: 'Temporarily Unavailable',
    description: 'This page could not be shown just now. Please try again in a few seconds.',
    path,
  });
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

/**
 * Shop the racks: 'Shop the racks near Austin, TX', '"dresser" on the racks near Austin, TX'. Its
 * results change with the stores' feeds: followed, not indexed, as search's.
 */
export function itemsHead(q: string, place: string | null, site: SiteIdentity): PageHead {
  const allItems = 'Shop the racks';
  const searched = replaceUnfit(q, () => '');
  const near = place ? ` near ${place}` : '';
  return {
    title: `${searched ? `“${searched}” on the racks${near}` : `${allItems}${near}`} | ${site.name}`,
    description: `What is for sale in consignment stores${near || ' near you'}, from the stores’ own shops: search by item, price and place.`,
    path: ITEMS_PAGE_PATH,
    robots: 'noindex, follow',
    openGraphType: 'website',
    share: { title: allItems },
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
  return unlistedHead(site, {
    title: 'Admin Dashboard',
    description: 'Moderation, audit trails, sitemap management and site statistics for the directory’s administrators.',
    path: ADMIN_PAGE_PATH,
    robots: 'noindex, nofollow',
  });
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
  return unlistedHead(site, {
    title: `Claim ${name}`,
    description: `Own ${store?.businessName ?? 'this store'}? Claim its listing to keep its hours, phone, website, description and photos up to date.`,
    path: claimPagePath(storeSlug),
  });
}

/** Where an owner's e-mailed link lands: one visitor's, never indexed nor followed. */
export function claimConfirmHead(site: SiteIdentity): PageHead {
  return unlistedHead(site, {
    title: 'Confirm Your Claim',
    description: 'Confirm the claim of your store’s listing and sign in to edit it.',
    path: CLAIM_CONFIRM_PAGE_PATH,
    robots: 'noindex, nofollow',
  });
}

/** The signed-in owner's editor: per visitor, never indexed nor followed. */
export function ownerHead(site: SiteIdentity): PageHead {
  return unlistedHead(site, {
    title: 'Your Store Listing',
    description: 'Edit your store’s hours, phone, website, description, what it sells and its photos.',
    path: OWNER_PAGE_PATH,
    robots: 'noindex, nofollow',
  });
}

/** A page whose subject has gone for good (410), while what it was is unknown: not to be indexed. */
export function goneHead(site: SiteIdentity, path: string): PageHead {
  return unlistedHead(site, {
    title: 'Store Closed',
    description: 'This consignment store has closed. Search the directory for open stores nearby.',
    path,
  });
}

/**
 * The pages whose head depends on the site alone (their cards need no data), each once. Admin and the
 * owners' pages are left out: they have no card of their own.
 */
export function fixedPageHeads(site: SiteIdentity): PageHead[] {
  return [
    homeHead(site),
    searchHead('', site),
    itemsHead('', null, site),
    mapHead(site),
    awardsHead(site),
    suggestStoreHead(site),
    ...(Object.keys(STATIC_PAGES) as StaticPage[]).map((page) => staticPageHead(page, site)),
    ...(Object.keys(TOOL_PAGES) as ToolPage[]).map((page) => toolPageHead(page, site)),
  ];
}
