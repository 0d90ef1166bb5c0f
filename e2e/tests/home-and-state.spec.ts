import { expectNoAxeViolations } from '../support/accessibility';
import { DIRECTORY_FIGURES, runAlone } from '../support/admin';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

interface StateEntry {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
}

interface CityEntry {
  id: number;
  name: string;
  slug: string;
  storeCount: number;
}

interface Stats {
  stateCount: number;
  cityCount: number;
  storeCount: number;
  avgPerCity: number;
}

const FEATURED_STATES = [
  ['California', '/california'],
  ['New York', '/new-york'],
  ['Texas', '/texas'],
  ['Florida', '/florida'],
  ['Illinois', '/illinois'],
  ['Pennsylvania', '/pennsylvania'],
] as const;

const POPULAR_CITIES = [
  ['Los Angeles', '/california/los-angeles'],
  ['San Francisco', '/california/san-francisco'],
  ['San Diego', '/california/san-diego'],
  ['New York', '/new-york/new-york'],
  ['Austin', '/texas/austin'],
  ['Chicago', '/illinois/chicago'],
  ['Miami', '/florida/miami'],
  ['Seattle', '/washington/seattle'],
] as const;

const format = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);

/** Counts the requests the page sends to the API from now on. */
function countApiRequests(page: Page): () => string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
  });
  return () => requests;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** On a phone the state page's A to Z list of cities folds behind its summary: opened. */
async function openCityIndex(page: Page): Promise<void> {
  const summary = page.getByText('All cities, A to Z', { exact: true }).first();
  if (await summary.isVisible()) await summary.click();
}

test.describe('home page', () => {
  test('shows the hero, the live directory statistics and how it works', async ({ page, request }) => {
    // The page and the API read the same figures: no other test changes the directory meanwhile.
    await page.goto('/');
    await runAlone(page, DIRECTORY_FIGURES, async () => {
      const stats = (await (await request.get('/api/stats')).json()) as Stats;
      expect(stats.storeCount).toBeGreaterThan(1000);

      await page.goto('/');
      await expect(page).toHaveTitle(/Find Consignment Stores Near Me/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near Me');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('combobox', { name: /search consignment stores/i })).toHaveAttribute(
        'placeholder',
        'Search by store name, city, state or ZIP code',
      );

      const directory = page.getByRole('region', { name: 'Our Nationwide Directory' });
      const figures: Array<[string, number]> = [
        ['STATES', stats.stateCount],
        ['CITIES', stats.cityCount],
        ['STORES', stats.storeCount],
        ['AVG PER CITY', stats.avgPerCity],
      ];
      for (const [label, value] of figures) {
        const term = directory.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
        await expect(term).toHaveCount(1);
        await expect(term.locator('xpath=following-sibling::dd')).toHaveText(format(value));
      }
      // Thousands separators on the real sample figures.
      await expect(directory).toContainText(format(stats.storeCount));
      expect(format(stats.storeCount)).toContain(',');
    });

    const howItWorks = page.getByRole('region', { name: 'How it works' });
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText(['Search', 'Compare', 'Visit']);
    await expect(howItWorks.getByRole('listitem')).toHaveCount(3);
    await expectNoHorizontalScroll(page);
  });

  test('links the featured states, every state by name and the eight popular cities', async ({ page, request, isMobile }) => {
    const states = (await (await request.get('/api/states')).json()) as StateEntry[];
    await page.goto('/');

    const browse = page.getByRole('region', { name: 'Browse Consignment Stores by State' });
    const featured = browse.getByRole('list', { name: 'Featured States' }).getByRole('link');
    await expect(featured).toHaveCount(FEATURED_STATES.length);
    for (const [index, [name, path]] of FEATURED_STATES.entries()) {
      await expect(featured.nth(index)).toContainText(name);
      await expect(featured.nth(index)).toHaveAttribute('href', path);
    }

    const allStates = browse.getByRole('list', { name: 'All States' });
    const sortedNames = states.map((state) => state.name).sort((left, right) => left.localeCompare(right, 'en-US'));
    await expect(allStates.getByRole('link')).toHaveText(sortedNames);
    await expect(allStates.getByRole('link', { name: 'District of Columbia' })).toHaveAttribute('href', '/district-of-columbia');
    const columns = await allStates.evaluate((list) => getComputedStyle(list).columnCount);
    expect(columns).toBe(isMobile ? '1' : '3');

    const cities = page.getByRole('region', { name: 'Popular Cities for Consignment Shopping' });
    const cityLinks = cities.getByRole('list').getByRole('link');
    await expect(cityLinks).toHaveCount(POPULAR_CITIES.length);
    for (const [index, [name, path]] of POPULAR_CITIES.entries()) {
      await expect(cityLinks.nth(index)).toContainText(name);
      await expect(cityLinks.nth(index)).toHaveAttribute('href', path);
    }
    await expect(cities.getByRole('link', { name: 'View All Cities' })).toHaveAttribute('href', '/sitemap');
  });

  test("the search box's placeholder shows whole, on a phone too", async ({ page }) => {
    await page.goto('/');
    const searchBox = page.getByRole('combobox', { name: /search consignment stores/i });
    await expect(searchBox).toHaveAttribute('placeholder', 'Search by store name, city, state or ZIP code');
    // The placeholder's text in its own font, measured as the browser draws it, against the room
    // inside the field's padding.
    const fit = await searchBox.evaluate((input: HTMLInputElement) => {
      const field = getComputedStyle(input);
      const placeholder = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${placeholder.fontStyle} ${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      return {
        text: Math.ceil(context.measureText(input.placeholder).width),
        room: input.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight),
        placeholderSize: parseFloat(placeholder.fontSize),
        typedSize: parseFloat(field.fontSize),
      };
    });
    expect(fit.text, `the placeholder (${fit.placeholderSize} px) in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    // Still easily read; and what is typed stays at 16 px, which phones do not zoom in on.
    expect(fit.placeholderSize).toBeGreaterThanOrEqual(13);
    expect(fit.typedSize).toBe(16);
  });

  test('searches only for a non-blank query, trimmed and URL-encoded', async ({ page }) => {
    await page.goto('/');
    const searchBox = page.getByRole('combobox', { name: /search consignment stores/i });
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });

    await searchBox.fill('   ');
    await searchButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near Me');

    await searchBox.fill('  Thrift & Co 90210 ');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Thrift\+%26\+Co\+90210$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Thrift & Co 90210');
  });

  test('has no accessibility problems', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our Nationwide Directory' }).getByRole('term')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});

test.describe('state page', () => {
  test('goes from home to California, filters its cities and opens a city', async ({ page, request }) => {
    const cities = (await (await request.get('/api/states/california/cities')).json()) as CityEntry[];
    const losAngeles = cities.find((city) => city.slug === 'los-angeles');
    expect(losAngeles).toBeDefined();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near Me');
    const apiRequests = countApiRequests(page);
    await page
      .getByRole('region', { name: 'Browse Consignment Stores by State' })
      .getByRole('list', { name: 'Featured States' })
      .getByRole('link', { name: /California/ })
      .click();

    await expect(page).toHaveURL(/\/california$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in California');
    const region = page.getByRole('region', { name: 'Cities in California' });
    await openCityIndex(page);
    // Every city once in the A to Z list; the biggest also as cards above it.
    await expect(region.getByRole('list', { name: /^Cities starting with / }).getByRole('listitem')).toHaveCount(cities.length);
    await expect(region.getByRole('list', { name: 'Cities in California with the most stores' }).getByRole('listitem')).toHaveCount(8);
    const cityCards = region.getByRole('listitem');
    await expect(page).toHaveTitle(/Consignment Stores in California/);
    // The state and its cities (with their counts), plus at most the custom description: never one per city.
    expect(apiRequests().length).toBeLessThanOrEqual(3);

    const filter = page.getByRole('searchbox', { name: 'Filter cities' });
    await expect(filter).toHaveAttribute('placeholder', 'Search cities in California...');
    await filter.fill('qqxxzz');
    await expect(page.getByRole('status').filter({ hasText: 'No cities found matching your search.' })).toBeVisible();
    await expect(cityCards).toHaveCount(0);

    await filter.fill('los angeles');
    const card = page.getByRole('link', { name: new RegExp(`^Los Angeles ${losAngeles!.storeCount} Consignment Stores?$`) });
    await expect(card).toBeVisible();
    await expect(page.getByText('No cities found matching your search.')).toHaveCount(0);
    for (const shown of await region.getByRole('list', { name: 'Matching cities' }).getByRole('listitem').allTextContents())
      expect(shown.toLowerCase()).toContain('los angeles');

    expect(apiRequests().length).toBeLessThanOrEqual(3);
    await card.click();
    await expect(page).toHaveURL(/\/california\/los-angeles$/);
  });

  test('shows the heading, badge, breadcrumb, city cards, article and tools', async ({ page, request }) => {
    const cities = (await (await request.get('/api/states/california/cities')).json()) as CityEntry[];
    const total = cities.reduce((sum, city) => sum + city.storeCount, 0);
    const apiRequests = countApiRequests(page);

    await page.goto('/california');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in California');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${format(total)} Consignment Stores in California | Consignment Store Finder`);
    await expect(page.getByText('Updated May 17, 2023')).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home/, /California/]);
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('California')).toHaveAttribute('aria-current', 'page');

    // The city with the most stores comes first, its count said once.
    const first = [...cities].sort((a, b) => b.storeCount - a.storeCount)[0]!;
    const firstCard = page.getByRole('region', { name: 'Cities in California' }).getByRole('link').first();
    await expect(firstCard).toHaveAttribute('href', `/california/${first.slug}`);
    await expect(firstCard).toHaveText(`${first.name}${first.storeCount} Consignment Stores`);
    // The A to Z list starts with the first city by name.
    await openCityIndex(page);
    const firstByName = page
      .getByRole('list', { name: /^Cities starting with / })
      .first()
      .getByRole('link')
      .first();
    await expect(firstByName).toHaveAttribute('href', `/california/${cities[0]!.slug}`);
    await expect(firstByName).toHaveAccessibleName(
      `${cities[0]!.name} ${cities[0]!.storeCount} Consignment Store${cities[0]!.storeCount === 1 ? '' : 's'}`,
    );

    const article = page.getByRole('region', { name: 'About Consignment Stores in California' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('About Consignment Stores in California');
    for (const heading of [
      'Why Shop Consignment in California',
      "Consignment Store Types You'll Find",
      'How Consigning Works in California',
      'Tips for Shoppers and Consignors',
    ]) {
      await expect(article.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(await article.getByRole('paragraph').count()).toBeGreaterThanOrEqual(4);
    // Notable cities and local stores come from the directory itself, each a link that works.
    const notable = article.getByRole('heading', { level: 3, name: 'Notable Cities in California' }).locator('xpath=..').getByRole('link');
    await expect(notable.first()).toHaveAttribute('href', /^\/california\/[a-z0-9-]+$/);
    const localStores = article.getByRole('heading', { level: 3, name: 'Local Stores to Visit' }).locator('xpath=..').getByRole('link');
    const storeHref = await localStores.first().getAttribute('href');
    expect(storeHref).toMatch(/^\/california\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect((await request.get(storeHref!)).status()).toBe(200);

    const tools = page.getByRole('region', { name: 'Consignment Shopping Tools' });
    await expect(tools.getByRole('link', { name: /Profit Calculator/ })).toHaveAttribute('href', '/tools/profit-calculator');
    await expect(tools.getByRole('link', { name: /Inventory Tracker/ })).toHaveAttribute('href', '/tools/inventory-tracker');

    await expectNoHorizontalScroll(page);
    // The server put the state and its cities into the page: loading it asks the API for little or nothing.
    expect(apiRequests().length).toBeLessThanOrEqual(3);
  });

  test('on wider screens the A to Z list of cities is open, under its heading, its letters leading to their cities', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'phones fold the list (phone-layout.spec.ts)');
    await page.goto('/texas');
    const region = page.getByRole('region', { name: 'Cities in Texas' });
    await expect(region.getByRole('heading', { level: 3, name: 'All cities, A to Z' })).toBeVisible();
    // The fold's own line is not drawn; the list is.
    await expect(region.locator('summary')).toBeHidden();
    const letters = region.getByRole('navigation', { name: 'Texas cities by letter' }).getByRole('link');
    await expect(letters.first()).toBeVisible();
    const austin = region
      .getByRole('list', { name: 'Cities starting with A' })
      .getByRole('link', { name: /^Austin \d+ Consignment Stores?$/ });
    await expect(austin).toBeVisible();
    await letters.filter({ hasText: /^D$/ }).click();
    await expect(page).toHaveURL(/#cities-d$/);
    await expect(region.getByRole('list', { name: 'Cities starting with D' })).toBeInViewport();
  });

  test('shows a state with a single city', async ({ page }) => {
    await page.goto('/district-of-columbia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in District of Columbia');
    const cards = page.getByRole('region', { name: 'Cities in District of Columbia' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link')).toHaveAttribute('href', /^\/district-of-columbia\/[a-z0-9-]+$/);
    await expect(page.getByRole('searchbox', { name: 'Filter cities' })).toHaveAttribute(
      'placeholder',
      'Search cities in District of Columbia...',
    );
  });

  test('answers an unknown state with Page Not Found and a 404', async ({ page }) => {
    const response = await page.goto('/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('shows placeholders while loading, then an error with a working retry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near Me');

    let failing = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/states/texas**', async (route) => {
      await gate;
      if (failing) await route.fulfill({ status: 500, body: 'Temporarily unavailable' });
      else await route.continue();
    });

    await page.getByRole('list', { name: 'Featured States' }).getByRole('link', { name: /Texas/ }).click();
    await expect(page.getByRole('status').filter({ hasText: "Loading the state's consignment stores" })).toBeAttached();
    release();

    await expect(page.getByRole('alert')).toContainText('Failed to fetch state');
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Texas');
  });

  test('has no accessibility problems', async ({ page, request }) => {
    // Every city card has the same markup: a state with few of them keeps the scan quick
    // (California's 393 cards make axe run for a minute or more on a busy machine).
    test.setTimeout(60_000);
    const cities = (await (await request.get('/api/states/delaware/cities')).json()) as CityEntry[];
    expect(cities.length).toBeGreaterThan(1);
    await page.goto('/delaware');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Delaware');
    await expect(
      page
        .getByRole('region', { name: 'Cities in Delaware' })
        .getByRole('link', { name: new RegExp(`^${cities[0]!.name} `) })
        .first(),
    ).toBeAttached();
    await expectNoAxeViolations(page);
  });
});
