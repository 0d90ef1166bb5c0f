import { type PageHead } from '@contracts/page-head';
import { storePath } from '@contracts/page-paths';
import { cityHead, closedStoreHead, homeHead, stateHead, storeHead } from '@contracts/directory-page-heads';
import {
  ADMIN_PAGE_PATH,
  adminHead,
  itemsHead,
  AWARDS_PAGE_PATH,
  awardsHead,
  claimConfirmHead,
  claimListingHead,
  MAP_PAGE_PATH,
  mapHead,
  notFoundHead,
  ownerHead,
  searchHead,
  STATIC_PAGES,
  staticPageHead,
  suggestStoreHead,
  TOOL_PAGES,
  toolPageHead,
  type StaticPage,
  type ToolPage,
} from '@contracts/fixed-page-heads';
import { CLAIM_CONFIRM_PAGE_PATH, claimPagePath, OWNER_PAGE_PATH, SUGGEST_STORE_PAGE_PATH } from '@contracts/contributions.contract';
import { STORE_NOT_FOUND, type NotFoundText } from '@contracts/not-found';
import { isRunnableSearch, readFilters, readSearchParams, SEARCH_PAGE_PATH } from '@contracts/search.contract';
import { ITEMS_PAGE_PATH, readItemSearchParams } from '@contracts/items.contract';
import { SITEMAP_STATE_COUNT, type SiteIdentity } from '@contracts/site.contract';
import { WHOLE_MAP_VIEW } from '@contracts/store-map.contract';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { awardCheckQueryOptions } from '@/features/awards/api/check-award';
import { cityQueryOptions } from '@/features/cities/api/get-city';
import { cityStoresQueryOptions } from '@/features/cities/api/get-city-stores';
import { nearbyCitiesQueryOptions } from '@/features/cities/api/get-nearby-cities';
import { searchFacetsQueryOptions, searchStoresQueryOptions } from '@/features/search/api/search-stores';
import { stateQueryOptions } from '@/features/states/api/get-state';
import { stateCitiesQueryOptions } from '@/features/states/api/get-state-cities';
import { statesQueryOptions } from '@/features/states/api/get-states';
import { statsQueryOptions } from '@/features/stats/api/get-stats';
import { storeMapViewQueryOptions } from '@/features/store-map/api/get-store-map';
import { loadStoreMap } from '@/features/store-map/load-store-map';
import { closedStoreQueryOptions } from '@/features/stores/api/get-closed-store';
import { storeQueryOptions } from '@/features/stores/api/get-store';
import { inventoryTrackerQueryOptions } from '@/features/tools/api/get-inventory-tracker';
import { searchItemsQueryOptions } from '@/features/items/api/search-items';
import { storeItemsQueryOptions } from '@/features/items/api/get-store-items';
import type { ApiQueryKey } from '@/lib/api-query';
import { HomeRoute } from '@/routes/home-route';
import { NotFoundRoute } from '@/routes/not-found-route';

/** A read of the directory as a page loads it (`directoryQueryOptions`, with options of its own or not). */
export type PageQuery<T> = EnsureQueryDataOptions<T, Error, T, ApiQueryKey>;

/** Where a page is: its address, read by the router. */
export interface PageAddress {
  params: Params;
  searchParams: URLSearchParams;
  pathname: string;
  site: SiteIdentity;
}

/** What a page's head and rules may read: the data its queries hold now, if any. */
export interface PageRead extends PageAddress {
  data<T>(query: PageQuery<T>): T | undefined;
  /** The API status a query failed with (404, 410...), if it failed so. */
  failure<T>(query: PageQuery<T>): number | undefined;
}

/**
 * What a page's loader may do besides: load a query, getting its data, or undefined when it failed
 * (the error stays in the cache, for the screen to show).
 */
export interface PageLoad extends PageRead {
  load<T>(query: PageQuery<T>): Promise<T | undefined>;
}

/**
 * One page of the spec's route table: everything the server and the app know of it.
 * - `path`: the router's pattern under `/` (none: the home page);
 * - `screen`: its component, each but home's and Page Not Found's in a chunk of its own;
 * - `load`: the queries its first screen needs (the server waits for them and puts them into the
 *   page; in the app they start as the route is entered, and the screen shows its own placeholders);
 * - `required`: the queries without which the page is not there: a 404 (or a 400: no such slug)
 *   makes it Page Not Found, another failure a 503;
 * - `head`: its title, description, canonical link and structured data (null while unknown);
 * - `gone`: its head when a required query answers 410 (what it names is gone for good: a closed
 *   store): the page is then a 410, its head this (a generic one when null);
 * - `canonical`: its own address, when it was asked for under another (a two-letter state code, a
 *   store under another city): the server answers with a permanent redirect.
 */
export interface PageDefinition {
  path?: string;
  screen(): Promise<ComponentType>;
  load?: (page: PageLoad) => Promise<unknown>;
  required?(page: PageAddress): Array<{ queryKey: ApiQueryKey }>;
  head(page: PageRead): PageHead | null;
  gone?(page: PageRead): PageHead | null;
  canonical?(page: PageRead): string | null;
  /** Page Not Found whatever is asked (the catch-all). */
  alwaysNotFound?: boolean;
  /** Its screen's own not-found words (the store page's 'Store Not Found'), which its 404's head repeats; Page Not Found otherwise. */
  notFound?: NotFoundText;
  /** Only in the browser: code to ask for as the page is entered (the map's Leaflet). */
  preloadInBrowser?: () => void;
}

/** What every page shows: the header and footer list the states. */
export const layoutLoad = (page: PageLoad) => page.load(statesQueryOptions());

/** The state a two-letter code in the address names (`/ca/...`), once the states are known. */
function stateOfCode(page: PageRead): { slug: string } | undefined {
  const code = page.params.stateSlug ?? '';
  if (code.length !== 2) return undefined;
  return page.data(statesQueryOptions())?.find((state) => state.abbreviation.toLowerCase() === code.toLowerCase());
}

/** The same address with the state's full slug in place of its two-letter code. */
function fullStatePath(page: PageRead): string | null {
  const state = stateOfCode(page);
  if (!state) return null;
  const [, , ...rest] = page.pathname.split('/');
  return `/${[state.slug, ...rest].join('/')}`;
}

/** Loads the states first when the address starts with two letters: a state's code redirects, and needs nothing else. */
async function unlessStateCode(page: PageLoad, load: () => Promise<unknown>): Promise<unknown> {
  if ((page.params.stateSlug ?? '').length === 2) {
    await page.load(statesQueryOptions());
    if (stateOfCode(page)) return;
  }
  return load();
}

function staticPage(page: StaticPage, screen: () => Promise<ComponentType>): PageDefinition {
  return { path: STATIC_PAGES[page].path.slice(1), screen, head: ({ site }) => staticPageHead(page, site) };
}

function toolPage(page: ToolPage, screen: () => Promise<ComponentType>, load?: PageDefinition['load']): PageDefinition {
  return { path: TOOL_PAGES[page].path.slice(1), screen, load, head: ({ site }) => toolPageHead(page, site) };
}

const params = (page: PageAddress) => ({
  stateSlug: page.params.stateSlug ?? '',
  citySlug: page.params.citySlug ?? '',
  storeSlug: page.params.storeSlug ?? '',
});

/** The spec's route table, in the order the router matches it. */
export const PAGES: PageDefinition[] = [
  {
    // In the entry: the page most visits start on.
    screen: () => Promise.resolve(HomeRoute),
    load: (page) => page.load(statsQueryOptions()),
    head: ({ site }) => homeHead(site),
  },
  staticPage('about', async () => (await import('@/routes/about-route')).AboutRoute),
  staticPage('contact', async () => (await import('@/routes/contact-route')).ContactRoute),
  staticPage('privacyPolicy', async () => (await import('@/routes/privacy-policy-route')).PrivacyPolicyRoute),
  staticPage('termsOfService', async () => (await import('@/routes/terms-of-service-route')).TermsOfServiceRoute),
  {
    ...staticPage('sitemap', async () => (await import('@/routes/sitemap-route')).SitemapRoute),
    // Its Popular Cities: the cities of the first states.
    load: async (page) => {
      const states = (await page.load(statesQueryOptions())) ?? [];
      await Promise.all(states.slice(0, SITEMAP_STATE_COUNT).map((state) => page.load(stateCitiesQueryOptions(state.slug))));
    },
  },
  {
    path: SEARCH_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/search-route')).SearchRoute,
    load: async (page) => {
      const search = readSearchParams(page.searchParams);
      if (!isRunnableSearch(search)) return;
      // The filter counts of a search that was answered (not of one refused: a page past the last, say).
      if (await page.load(searchStoresQueryOptions(search))) await page.load(searchFacetsQueryOptions(search));
    },
    head: ({ searchParams, site }) => searchHead(readSearchParams(searchParams).q, site),
  },
  {
    path: ITEMS_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/items-route')).ItemsRoute,
    load: (page) => page.load(searchItemsQueryOptions(readItemSearchParams(page.searchParams))),
    head: (page) => {
      const params = readItemSearchParams(page.searchParams);
      const place = page.data(searchItemsQueryOptions(params))?.place;
      return itemsHead(params.q, place ? `${place.name}, ${place.stateAbbreviation}` : null, page.site);
    },
  },
  toolPage('tools', async () => (await import('@/routes/tools-route')).ToolsRoute),
  toolPage(
    'inventoryTracker',
    async () => (await import('@/routes/inventory-tracker-route')).InventoryTrackerRoute,
    (page) => page.load(inventoryTrackerQueryOptions()),
  ),
  toolPage('profitCalculator', async () => (await import('@/routes/profit-calculator-route')).ProfitCalculatorRoute),
  toolPage('priceComparison', async () => (await import('@/routes/price-comparison-route')).PriceComparisonRoute),
  {
    path: AWARDS_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/awards-route')).AwardsRoute,
    head: ({ site }) => awardsHead(site),
  },
  {
    path: MAP_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/map-route')).MapRoute,
    // The whole country, drawn at once; Leaflet's own code is asked for with the page's.
    load: (page) => page.load(storeMapViewQueryOptions(WHOLE_MAP_VIEW)),
    preloadInBrowser: () => void loadStoreMap(),
    head: ({ site }) => mapHead(site),
  },
  {
    // Per visitor (its session): nothing of it is rendered ahead.
    path: ADMIN_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/admin-route')).AdminRoute,
    head: ({ site }) => adminHead(site),
  },
  {
    path: SUGGEST_STORE_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/suggest-store-route')).SuggestStoreRoute,
    head: ({ site }) => suggestStoreHead(site),
  },
  {
    // The store's name, for its owner; never indexed.
    path: claimPagePath(':storeSlug').slice(1),
    screen: async () => (await import('@/routes/claim-listing-route')).ClaimListingRoute,
    load: (page) => page.load(storeQueryOptions(params(page).storeSlug)),
    required: (page) => [storeQueryOptions(params(page).storeSlug)],
    head: (page) => {
      const { storeSlug } = params(page);
      const store = page.data(storeQueryOptions(storeSlug));
      return store ? claimListingHead(storeSlug, store, page.site) : null;
    },
    notFound: STORE_NOT_FOUND,
  },
  {
    // The e-mailed link's page: nothing read ahead (the token is used only when its owner asks).
    path: CLAIM_CONFIRM_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/claim-confirm-route')).ClaimConfirmRoute,
    head: ({ site }) => claimConfirmHead(site),
  },
  {
    // Per visitor (the owner's session): nothing of it is rendered ahead.
    path: OWNER_PAGE_PATH.slice(1),
    screen: async () => (await import('@/routes/owner-route')).OwnerRoute,
    head: ({ site }) => ownerHead(site),
  },
  {
    path: ':stateSlug',
    screen: async () => (await import('@/routes/state-route')).StateRoute,
    load: (page) =>
      unlessStateCode(page, () =>
        Promise.all([page.load(stateQueryOptions(params(page).stateSlug)), page.load(stateCitiesQueryOptions(params(page).stateSlug))]),
      ),
    required: (page) => [stateQueryOptions(params(page).stateSlug), stateCitiesQueryOptions(params(page).stateSlug)],
    head: (page) => {
      const state = page.data(stateQueryOptions(params(page).stateSlug));
      const cities = page.data(stateCitiesQueryOptions(params(page).stateSlug));
      return state && cities ? stateHead(state, cities, page.site) : null;
    },
    canonical: fullStatePath,
  },
  {
    path: ':stateSlug/:citySlug',
    screen: async () => (await import('@/routes/city-route')).CityRoute,
    load: (page) =>
      unlessStateCode(page, async () => {
        const { stateSlug, citySlug } = params(page);
        const [city] = await Promise.all([
          page.load(cityQueryOptions(stateSlug, citySlug)),
          page.load(cityStoresQueryOptions(stateSlug, citySlug, readFilters(page.searchParams))),
        ]);
        if (city) await page.load(nearbyCitiesQueryOptions(city.id));
      }),
    required: (page) => [
      cityQueryOptions(params(page).stateSlug, params(page).citySlug),
      cityStoresQueryOptions(params(page).stateSlug, params(page).citySlug, readFilters(page.searchParams)),
    ],
    // A filtered list is the city page's, for its visitors: crawlers index the whole one (the canonical).
    head: (page) => {
      const { stateSlug, citySlug } = params(page);
      const features = readFilters(page.searchParams);
      const city = page.data(cityQueryOptions(stateSlug, citySlug));
      const stores = page.data(cityStoresQueryOptions(stateSlug, citySlug, features));
      if (!city || !stores) return null;
      const head = cityHead(city, stores, page.site);
      return features.length > 0 ? { ...head, robots: 'noindex, follow' } : head;
    },
    canonical: fullStatePath,
  },
  {
    path: ':stateSlug/:citySlug/:storeSlug',
    screen: async () => (await import('@/routes/store-route')).StoreRoute,
    load: (page) =>
      unlessStateCode(page, async () => {
        const { storeSlug } = params(page);
        const store = await page.load(storeQueryOptions(storeSlug));
        if (store)
          await Promise.all([
            page.load(awardCheckQueryOptions(store.id)),
            page.load(nearbyCitiesQueryOptions(store.cityId)),
            page.load(storeItemsQueryOptions(storeSlug)),
          ]);
        // A closed store (410): its page says so, with the open stores nearby.
        else if (page.failure(storeQueryOptions(storeSlug)) === 410) await page.load(closedStoreQueryOptions(storeSlug));
      }),
    required: (page) => [storeQueryOptions(params(page).storeSlug)],
    head: (page) => {
      const store = page.data(storeQueryOptions(params(page).storeSlug));
      return store ? storeHead(store, page.site) : null;
    },
    gone: (page) => {
      const closed = page.data(closedStoreQueryOptions(params(page).storeSlug));
      return closed ? closedStoreHead(closed, page.site) : null;
    },
    // A store moved to another city (or a mistyped city) is found at its own address; a closed one too.
    canonical: (page) => {
      const { storeSlug } = params(page);
      const store = page.data(storeQueryOptions(storeSlug)) ?? page.data(closedStoreQueryOptions(storeSlug));
      return fullStatePath(page) ?? (store && storePath(store) !== page.pathname ? storePath(store) : null);
    },
    notFound: STORE_NOT_FOUND,
  },
  {
    path: '*',
    screen: () => Promise.resolve(NotFoundRoute),
    alwaysNotFound: true,
    head: ({ site, pathname }) => notFoundHead(site, pathname),
  },
];
