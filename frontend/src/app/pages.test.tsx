/**
 * @jest-environment node
 *
 * The page table (pages.tsx) through the router's routes (routes.tsx) and the page's outcome
 * (page-outcome.ts), as the server renders an address: which page answers it, with which status,
 * title and robots rule, and which addresses are sent elsewhere. Run where the server runs (Node:
 * the router's static handler reads a fetch `Request`), on a directory of a few Texas entries.
 */
import type { ClosedStore } from '@contracts/contributions.contract';
import type { DirectoryReader } from '@contracts/directory.contract';
import { STORE_NOT_FOUND } from '@contracts/not-found';
import type { RenderedPage } from '@contracts/page-render.contract';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderPage, setDirectory } from '../entry-server';
import {
  california,
  city,
  cityDetail,
  cityStores,
  failing,
  fakeDirectory,
  newYork,
  stateDetail,
  storeDetail,
  testSettings,
  texas,
} from '@/test/fixtures';

/** A search's text read as typed: no word left out or read as another. */
const NOTHING_READ = { text: 'consignment long beach', ignored: [], rewritten: [], nearMe: false };

const SITE = testSettings.site.name;
const AUSTIN = city('Austin', 2, { id: 1 });
const DALLAS = city('Dallas', 19, { id: 2 });
const SECOND_CHANCE = storeDetail({ cityId: AUSTIN.id });
const ATTIC = storeDetail({ id: 8, slug: 'austin-attic', businessName: 'Austin Attic' });

/** What the directory holds: Texas, its cities Austin (2 stores) and Dallas (19), and Austin's stores. */
const TEXAS_DIRECTORY: Partial<DirectoryReader> = {
  states: () => Promise.resolve([california, newYork, texas]),
  stats: () => Promise.resolve({ stateCount: 3, cityCount: 2, storeCount: 21, avgPerCity: 10.5 }),
  state: (slug) => (slug === 'texas' ? Promise.resolve(stateDetail(texas, { cityCount: 2, storeCount: 21 })) : failing(404)()),
  stateCities: (slug) => (slug === 'texas' ? Promise.resolve([AUSTIN, DALLAS]) : failing(404)()),
  city: (stateSlug, citySlug) =>
    stateSlug === 'texas' && citySlug === 'austin' ? Promise.resolve(cityDetail(AUSTIN, texas)) : failing(404)(),
  cityStores: (stateSlug, citySlug) =>
    stateSlug === 'texas' && citySlug === 'austin' ? Promise.resolve(cityStores([SECOND_CHANCE, ATTIC])) : failing(404)(),
  nearbyCities: () => Promise.resolve([]),
  store: (slug) => {
    const store = [SECOND_CHANCE, ATTIC].find((candidate) => candidate.slug === slug);
    return store ? Promise.resolve(store) : failing(404)();
  },
  awardCheck: () => Promise.resolve({ isAwarded: false, awardTitle: null, awardYear: null }),
  search: () => Promise.resolve({ stores: [SECOND_CHANCE], total: 1, totalPages: 1, reading: NOTHING_READ }),
};

/** A rendered address: its page (or redirect), and the text of its body's HTML, tags and entities read. */
interface Visit {
  page: RenderedPage;
  body: string;
}

/**
 * Renders `path` as the server does for a visitor, on the directory given (Texas's by default): the
 * page, then its body, as the server always writes it (which also lets go of the render's query cache).
 */
async function visit(path: string, reads: Partial<DirectoryReader> = {}): Promise<Visit> {
  setDirectory(fakeDirectory({ ...TEXAS_DIRECTORY, ...reads }));
  const page = await renderPage(`${testSettings.site.url}${path}`, testSettings);
  const html = page.kind === 'page' ? page.renderBody() : '';
  const body = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { page, body };
}

/** The page's status and title, or where it redirects to. */
async function outcome(path: string, reads: Partial<DirectoryReader> = {}) {
  const { page } = await visit(path, reads);
  return page.kind === 'redirect' ? { redirect: page.location } : { status: page.status, title: page.head.title };
}

beforeEach(() => {
  setDirectory(fakeDirectory(TEXAS_DIRECTORY));
});

describe('the route table', () => {
  it.each([
    ['/', `Find Consignment Stores Near Me | ${SITE}`],
    ['/about', `About Us | ${SITE}`],
    ['/contact', `Contact Us | ${SITE}`],
    ['/privacy-policy', `Privacy Policy | ${SITE}`],
    ['/terms-of-service', `Terms of Service | ${SITE}`],
    ['/sitemap', `Sitemap: All States and Popular Cities | ${SITE}`],
    ['/awards', `Best Consignment Store Awards 2025 | ${SITE}`],
    ['/map', 'Consignment Store Map | Find Stores Near You'],
    ['/tools', 'Free Consignment Store Tools | Calculate Profit & More'],
    ['/tools/profit-calculator', `Consignment Profit Calculator: What You Earn After Commission | ${SITE}`],
    ['/tools/inventory-tracker', `Free Consignment Inventory Spreadsheet (Excel & CSV) | ${SITE}`],
    ['/admin', `Admin Dashboard | ${SITE}`],
    ['/suggest-a-store', `Suggest a Consignment Store | ${SITE}`],
  ])('answers %s with its page (200, "%s")', async (path, title) => {
    expect(await outcome(path)).toEqual({ status: 200, title });
  });

  it('answers /search with the results page, its title naming the text searched', async () => {
    expect(await outcome('/search?q=dress')).toEqual({ status: 200, title: `Search Results for "dress" | ${SITE}` });
    expect(await outcome('/search')).toEqual({ status: 200, title: `Search Consignment Stores | ${SITE}` });
  });

  it('renders on the server which city a search read its text as, with its namesakes', async () => {
    const place = {
      city: { name: 'Long Beach', stateAbbreviation: 'CA', path: '/california/long-beach' },
      also: [{ name: 'Long Beach', stateAbbreviation: 'NY', path: '/new-york/long-beach' }],
    };
    const { body } = await visit('/search?q=consignment+long+beach', {
      search: () => Promise.resolve({ stores: [SECOND_CHANCE], total: 1, totalPages: 1, reading: NOTHING_READ, place }),
    });

    // (Tags, and React's markers between neighbouring texts, read as spaces.)
    expect(body).toMatch(/Showing Long Beach, CA first ?; also Long Beach in NY ?\./);
  });

  it("answers /{stateSlug} with the state page, titled with the sum of its cities' store counts", async () => {
    expect(await outcome('/texas')).toEqual({ status: 200, title: `21 Consignment Stores in Texas | ${SITE}` });
  });

  it("titles a state without stores 'Best'", async () => {
    const empty = { stateCities: () => Promise.resolve([city('Austin', 0), city('Dallas', 0)]) };

    expect(await outcome('/texas', empty)).toEqual({ status: 200, title: `Best Consignment Stores in Texas | ${SITE}` });
  });

  it('answers /{stateSlug}/{citySlug} with the city page, titled with its store count', async () => {
    expect(await outcome('/texas/austin')).toEqual({ status: 200, title: 'Consignment Stores in Austin, Texas | 2 Shops' });
  });

  it('answers /{stateSlug}/{citySlug}/{storeSlug} with the store page', async () => {
    expect(await outcome('/texas/austin/second-chance-resale')).toEqual({
      status: 200,
      title: 'Second Chance Resale | Consignment Store in Austin, TX',
    });
  });
});

describe('addresses that name nothing', () => {
  it.each([
    ['an unknown state', '/atlantis'],
    ['an unknown city', '/texas/atlantis'],
    ['an address deeper than a store', '/texas/austin/second-chance-resale/photos'],
    ['an unknown path under a known page', '/tools/price-estimator'],
  ])('answer %s (%s) with Page Not Found and a 404, not to be indexed', async (_what, path) => {
    const { page, body } = await visit(path);

    expect(page).toMatchObject({ kind: 'page', status: 404, head: { title: `Page Not Found | ${SITE}`, robots: 'noindex', path } });
    expect(body).toContain("We couldn't find the page you're looking for.");
  });

  it("answer an unknown store with 'Store Not Found' and a 404", async () => {
    const { page, body } = await visit('/texas/austin/no-such-store');

    expect(body).toContain("Sorry, we couldn't find the store you're looking for. Please check the URL or try searching for the store.");
    expect(page).toMatchObject({
      kind: 'page',
      status: 404,
      head: { title: `Store Not Found | ${SITE}`, description: STORE_NOT_FOUND.message, robots: 'noindex' },
    });
  });

  it('answer an address the API refuses as no slug at all (400) with a 404 too', async () => {
    expect(await outcome('/texas', { state: failing(400, 'Malformed slug') })).toEqual({ status: 404, title: `Page Not Found | ${SITE}` });
  });

  it("show the spec's Page Not Found words and the way home", async () => {
    const { body } = await visit('/no/such/page/here');

    expect(body).toContain('Page Not Found');
    expect(body).toContain("We couldn't find the page you're looking for.");
    expect(body).toContain('The page may have been moved, deleted, or might never have existed.');
    expect(body).toContain('Return to Homepage');
  });
});

describe('pages whose data cannot be read', () => {
  it('answer 503, not to be indexed, when the directory is out of reach', async () => {
    const { page } = await visit('/texas', { stateCities: failing(503, 'Database unavailable') });

    expect(page).toMatchObject({ kind: 'page', status: 503, head: { title: `Temporarily Unavailable | ${SITE}`, robots: 'noindex' } });
  });

  it('still answer 200 for a page whose data is not required (the home page without its statistics)', async () => {
    expect(await outcome('/', { stats: failing(503) })).toEqual({ status: 200, title: `Find Consignment Stores Near Me | ${SITE}` });
  });
});

describe("owners' pages", () => {
  it.each([
    ['/claim?token=abc', `Confirm Your Claim | ${SITE}`],
    ['/owner', `Your Store Listing | ${SITE}`],
  ])('answer %s for one visitor, neither indexed nor followed', async (path, title) => {
    const { page } = await visit(path);

    expect(page).toMatchObject({ kind: 'page', status: 200, head: { title, robots: 'noindex, nofollow' } });
  });

  it("answer a store's claim page with its name, not to be indexed", async () => {
    const { page, body } = await visit('/claim-listing/second-chance-resale');

    expect(page).toMatchObject({
      kind: 'page',
      status: 200,
      head: { title: `Claim Second Chance Resale | ${SITE}`, robots: 'noindex', path: '/claim-listing/second-chance-resale' },
    });
    expect(body).toContain('Claim Second Chance Resale');
  });

  it("answer an unknown store's claim page with 'Store Not Found' and a 404", async () => {
    expect(await outcome('/claim-listing/no-such-store')).toEqual({ status: 404, title: `Store Not Found | ${SITE}` });
  });
});

describe('a closed store', () => {
  const closedStore: ClosedStore = {
    slug: 'second-chance-resale',
    businessName: 'Second Chance Resale',
    address: '100 Congress Ave',
    city: 'Austin',
    citySlug: 'austin',
    state: 'Texas',
    stateSlug: 'texas',
    stateAbbreviation: 'TX',
    zipCode: '78701',
    closedAt: '2025-05-20T12:00:00.000Z',
    nearby: [{ ...ATTIC, distance: 0.8 }],
  };
  const closed: Partial<DirectoryReader> = {
    store: failing(410, 'second-chance-resale has closed'),
    closedStore: (slug) => (slug === closedStore.slug ? Promise.resolve(closedStore) : failing(404)()),
  };

  it('answers 410 with a page that says it closed, not to be indexed, and the open stores nearby', async () => {
    const { page, body } = await visit('/texas/austin/second-chance-resale', closed);

    expect(page).toMatchObject({
      kind: 'page',
      status: 410,
      head: { title: `Second Chance Resale Has Closed | ${SITE}`, robots: 'noindex', path: '/texas/austin/second-chance-resale' },
    });
    expect(body).toContain('Second Chance Resale has closed');
    expect(body).toContain('100 Congress Ave, Austin, TX 78701');
    expect(body).toContain('Open stores nearby');
    expect(body).toContain('Austin Attic');
  });

  it('answers 410 with a generic head when what it was cannot be read', async () => {
    const { page } = await visit('/texas/austin/second-chance-resale', { ...closed, closedStore: failing(503) });

    expect(page).toMatchObject({ kind: 'page', status: 410, head: { title: `Store Closed | ${SITE}`, robots: 'noindex' } });
  });

  it('is asked for only when the store has closed', async () => {
    let asked = 0;
    await visit('/texas/austin/no-such-store', {
      closedStore: () => {
        asked += 1;
        return failing(404)();
      },
    });

    expect(asked).toBe(0);
  });

  it('is found at its own address when asked for under another city', async () => {
    expect(await outcome('/texas/dallas/second-chance-resale', closed)).toEqual({ redirect: '/texas/austin/second-chance-resale' });
  });
});

describe('addresses answered elsewhere', () => {
  it.each([
    ['/tx', '/texas'],
    ['/tx/austin', '/texas/austin'],
    ['/TX/austin/second-chance-resale', '/texas/austin/second-chance-resale'],
  ])('send a two-letter state code (%s) to the full state path (%s)', async (path, location) => {
    expect(await outcome(path)).toEqual({ redirect: location });
  });

  it('send a store asked for under another city to its own address', async () => {
    expect(await outcome('/texas/dallas/second-chance-resale')).toEqual({ redirect: '/texas/austin/second-chance-resale' });
  });

  it('keep a two-letter slug that is no state code as an unknown state', async () => {
    expect(await outcome('/zz')).toEqual({ status: 404, title: `Page Not Found | ${SITE}` });
  });
});
