import { AWARDS_PAGE_PATH, MAP_PAGE_PATH, STATIC_PAGES, TOOL_PAGES } from '../../backend/src/contracts/fixed-page-heads';
import type { CityStores } from '../../backend/src/contracts/api.contract';

/** A results page: kept out of search engines (`noindex`) by design. */
export const SEARCH_RESULTS_PAGE = '/search?q=vintage';
/** Shop the racks' results: kept out of search engines as search's are. */
export const ITEMS_RESULTS_PAGE = '/items?q=dresser&near=los-angeles-ca';
/** An address that names nothing: Page Not Found, with a 404. */
export const NOT_FOUND_PAGE = '/no/such/page/here';

/**
 * One address of every kind of page the site has, by kind; the store is the first of Los Angeles's
 * list, read from the API at `origin`.
 */
export async function pageKinds(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/states/california/cities/los-angeles/stores?limit=1`);
  if (!response.ok) throw new Error(`The store list answered ${response.status}`);
  const [store] = ((await response.json()) as CityStores).stores;
  if (!store) throw new Error('The sample data has no store in Los Angeles');
  return {
    home: '/',
    state: '/texas',
    city: '/california/los-angeles',
    store: `/${store.stateSlug}/${store.citySlug}/${store.slug}`,
    'search results': SEARCH_RESULTS_PAGE,
    items: ITEMS_RESULTS_PAGE,
    map: MAP_PAGE_PATH,
    awards: AWARDS_PAGE_PATH,
    'tools hub': TOOL_PAGES.tools.path,
    'profit calculator': TOOL_PAGES.profitCalculator.path,
    'inventory tracker': TOOL_PAGES.inventoryTracker.path,
    about: STATIC_PAGES.about.path,
    'HTML sitemap': STATIC_PAGES.sitemap.path,
    contact: STATIC_PAGES.contact.path,
    privacy: STATIC_PAGES.privacyPolicy.path,
    terms: STATIC_PAGES.termsOfService.path,
    'not found': NOT_FOUND_PAGE,
  };
}
