import { waitForHydration } from '../support/navigation';
import { expectNoAxeViolations } from '../support/accessibility';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { CityStores, SearchResults } from '../../backend/src/contracts/api.contract';

const format = (value: number) => new Intl.NumberFormat('en-US').format(value);

async function search(request: APIRequestContext, query: string): Promise<SearchResults> {
  const response = await request.get(`/api/stores/search?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchResults;
}

const results = (page: Page) => page.getByRole('region', { name: /^Found / });
/** On phones the features fold into a disclosure: opened, so that they can be seen and used. */
async function showFeatures(page: Page, name: RegExp = /^Filter by features/): Promise<void> {
  const disclosure = page.getByRole('button', { name });
  if ((await disclosure.isVisible()) && (await disclosure.getAttribute('aria-expanded')) === 'false') await disclosure.click();
}
/** A city page's filters, opened on a phone (where they fold behind their button). */
const showCityFilters = (page: Page) => showFeatures(page, /^Filter stores/);
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 });
/** The line under the results' heading that names the city the search read the text as. */
const placeLine = (page: Page) => results(page).locator('p', { hasText: /^Showing / });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** The current page's number, as a screen reader reads it. */
const expectCurrentPage = (page: Page, number: number) =>
  expect(pagination(page).locator('[aria-current="page"]')).toHaveText(`Page ${number}, current page`);

test.describe('Search', () => {
  test('from the home search to results, page 2 and back', async ({ page, request }) => {
    const first = await search(request, 'query=Los+Angeles');
    const second = await search(request, 'query=Los+Angeles&page=2');
    expect(first.totalPages).toBeGreaterThanOrEqual(3);

    await page.goto('/');
    await page.getByRole('combobox', { name: /search consignment stores/i }).fill('Los Angeles');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=Los\+Angeles$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      `Found ${format(first.total)} Consignment Stores matching "Los Angeles"`,
    );
    await expect(cardNames(page)).toHaveText(first.stores.map((store) => store.businessName));
    await expect(pagination(page).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expectCurrentPage(page, 1);

    await pagination(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=Los\+Angeles&page=2$/);
    await expect(cardNames(page)).toHaveText(second.stores.map((store) => store.businessName));
    await expectCurrentPage(page, 2);
    await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toBeVisible();
    // Keyboard and screen-reader users start at the new page's results.
    await expect(results(page).getByRole('heading', { level: 2 })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=Los\+Angeles$/);
    await expect(cardNames(page)).toHaveText(first.stores.map((store) => store.businessName));
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('Los Angeles');
  });

  test('the last page disables Next; the card links to the store page', async ({ page, request }) => {
    const firstPage = await search(request, 'query=Los+Angeles');
    const last = firstPage.totalPages;
    await page.goto(`/search?q=Los+Angeles&page=${last}`);
    await expectCurrentPage(page, last);
    await expect(pagination(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(pagination(page).getByRole('link', { name: `Page ${last - 1}` })).toBeVisible();

    const lastPage = await search(request, `query=Los+Angeles&page=${last}`);
    const store = lastPage.stores[0]!;
    await cardNames(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/${store.stateSlug}/${store.citySlug}/${store.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.businessName);
  });

  test('filters by features and state with the checkboxes and the select', async ({ page, request }) => {
    const filtered = await search(request, 'query=vintage&features=sellBooks,cleanOrganized&state=california');
    const unfiltered = await search(request, 'query=vintage');
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(unfiltered.total);

    await page.goto('/search?q=vintage');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      `Found ${format(unfiltered.total)}${unfiltered.totalIsLowerBound ? '+' : ''} Consignment Stores matching "vintage"`,
    );
    const form = page.getByRole('search', { name: 'Advanced Search' });
    await showFeatures(page);
    await expect(form.getByRole('checkbox')).toHaveCount(16);
    await form.getByRole('checkbox', { name: 'Books' }).check();
    await form.getByRole('checkbox', { name: 'Clean & Organized' }).check();
    await form.getByLabel('State').selectOption('california');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=vintage&features=sellBooks,cleanOrganized&state=california$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      `Found ${format(filtered.total)} Consignment Stores in California matching "vintage"`,
    );
    await expect(cardNames(page)).toHaveText(filtered.stores.map((store) => store.businessName));
    for (const store of filtered.stores) {
      expect(store).toMatchObject({ sellBooks: true, cleanOrganized: true, stateSlug: 'california' });
    }
    // The form shows the search it made.
    await expect(form.getByRole('checkbox', { name: 'Books' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /^Furniture/ })).not.toBeChecked();
    await expect(form.getByLabel('State')).toHaveValue('california');
  });

  test('narrows to the stores whose consignment terms suit a seller: furniture, 50% or more, walk-in', async ({ page, request }) => {
    const unfiltered = await search(request, 'query=dallas');
    const filtered = await search(request, 'query=dallas&features=consignsFurniture,paysHalf,walkInIntake');
    const walkIn = await search(request, 'query=dallas&features=walkInIntake');
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(walkIn.total);
    expect(walkIn.total).toBeLessThan(unfiltered.total);

    await page.goto('/search?q=dallas');
    const form = page.getByRole('search', { name: 'Advanced Search' });
    await showFeatures(page);
    const terms = form.getByRole('group', { name: 'Consigning your things' });
    // Each with how many results checking it would give.
    await expect(terms.getByRole('checkbox', { name: `Walk-in intake (${format(walkIn.total)})` })).toBeAttached();
    await terms.getByRole('checkbox', { name: /^Takes furniture/ }).check();
    await terms.getByRole('checkbox', { name: /^Pays you 50% or more/ }).check();
    await terms.getByRole('checkbox', { name: /^Walk-in intake/ }).check();
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\?q=dallas&features=consignsFurniture,paysHalf,walkInIntake$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^Found ${format(filtered.total)} Consignment Stores? .*matching "dallas"$`),
    );
    await expect(cardNames(page)).toHaveText(filtered.stores.map((store) => store.businessName));
    // Each of them says so on its page.
    const first = filtered.stores[0]!;
    await page.goto(`/${first.stateSlug}/${first.citySlug}/${first.slug}`);
    const consign = page.getByRole('region', { name: 'Consign Here' });
    await expect(consign).toContainText(/Takes furniture/);
    await expect(consign).toContainText(/Walk in/);
    await expectNoAxeViolations(page);
  });

  test("a city's page narrows its list the same way, and says how many of its stores match", async ({ page, request }) => {
    const all = (await (await request.get('/api/states/texas/cities/houston/stores')).json()) as CityStores;
    const walkIn = (await (await request.get('/api/states/texas/cities/houston/stores?features=walkInIntake')).json()) as CityStores;
    expect(walkIn.total).toBeGreaterThan(0);
    expect(walkIn.total).toBeLessThan(all.total);

    await page.goto('/texas/houston');
    const filters = page.getByRole('group', { name: 'Filter stores' });
    await waitForHydration(page);
    await showCityFilters(page);
    await filters.getByRole('checkbox', { name: 'Walk-in intake' }).check();
    await expect(page).toHaveURL(/\/texas\/houston\?features=walkInIntake$/);
    await expect(page.getByText(`${format(walkIn.total)} of ${format(all.total)} stores match`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(walkIn.stores.length);
    await expectNoAxeViolations(page);

    // The filtered list arrives from the server too, for visitors only: crawlers keep to the whole list.
    await page.goto('/texas/houston?features=walkInIntake');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await waitForHydration(page);
    await showCityFilters(page);
    await expect(filters.getByRole('checkbox', { name: 'Walk-in intake' })).toBeChecked();
    await filters.getByRole('checkbox', { name: 'Walk-in intake' }).uncheck();
    await expect(page).toHaveURL(/\/texas\/houston$/);
    await expect(page.getByText(`${format(all.total)} stores found`)).toBeVisible();
  });

  test('shows beside each feature and state how many results the search would have with it', async ({ page, request }) => {
    const withBooks = await search(request, 'query=vintage&features=sellBooks');
    const inCalifornia = await search(request, 'query=vintage&state=california');
    const inWyoming = await search(request, 'query=vintage&state=wyoming');
    await page.goto('/search?q=vintage');
    const form = page.getByRole('search', { name: 'Advanced Search' });
    await showFeatures(page);
    await expect(form.getByRole('checkbox', { name: `Books (${format(withBooks.total)})` })).toBeAttached();
    await expect(form.getByRole('option', { name: `California (${format(inCalifornia.total)})` })).toBeAttached();
    await expect(form.getByRole('option', { name: `Wyoming (${format(inWyoming.total)})` })).toBeAttached();

    // With a feature checked, the others count what checking them too would give.
    const booksAndClean = await search(request, 'query=vintage&features=sellBooks,cleanOrganized');
    await page.goto('/search?q=vintage&features=sellBooks');
    await expect(form.getByRole('checkbox', { name: `Clean & Organized (${format(booksAndClean.total)})` })).toBeAttached();
    await expect(form.getByRole('checkbox', { name: `Books (${format(withBooks.total)})` })).toBeChecked();
  });

  test('says "1,000+" when a common word finds more stores than the server counts, and still pages on', async ({ page, request }) => {
    const first = await search(request, 'query=con');
    expect(first.totalIsLowerBound).toBe(true);
    await page.goto('/search?q=con');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      `Found ${format(first.total)}+ Consignment Stores matching "con"`,
    );
    await expect(cardNames(page)).toHaveText(first.stores.map((store) => store.businessName));
    await page.goto(`/search?q=con&page=${first.totalPages}`);
    await expect(cardNames(page)).toHaveCount(12);
    await expect(pagination(page).getByRole('link', { name: 'Next page' })).toBeVisible();
  });

  test('names the city it read the text as, first, and links its namesakes by state', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // The server's HTML has the line already.
    const html = await (await request.get('/search?q=consignment+long+beach')).text();
    expect(html).toContain('aria-label="Long Beach, NY"');

    await page.goto('/search?q=consignment+long+beach');
    const line = placeLine(page);
    await expect(line).toHaveText('Showing Long Beach, CA first; also Long Beach in NY and MS.');
    await expect(line.getByRole('link')).toHaveText(['Long Beach, CA', 'NY', 'MS']);
    await expect(line.getByRole('link').first()).toHaveAttribute('href', '/california/long-beach');
    await expect(line.getByRole('link', { name: 'Long Beach, NY' })).toHaveAttribute('href', '/new-york/long-beach');
    await expect(line.getByRole('link', { name: 'Long Beach, MS' })).toHaveAttribute('href', '/mississippi/long-beach');
    // Its stores come first.
    await expect(results(page).getByText('Long Beach, CA').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Hydrated without a mismatch.
    expect(problems).toEqual([]);

    await line.getByRole('link', { name: 'Long Beach, NY' }).click();
    await expect(page).toHaveURL('/new-york/long-beach');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Long Beach');

    await page.goto('/search?q=vintage');
    await expect(results(page)).toBeVisible();
    await expect(placeLine(page)).toHaveCount(0);
  });

  test('a blank search does nothing', async ({ page }) => {
    await page.goto('/search?q=Austin');
    const box = page.getByRole('searchbox', { name: 'Search for' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Austin$/);
    await expect(results(page)).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/search?q=zzqxqzzqx');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't find any Consignment Stores matching your search criteria. Try broadening your search or exploring stores by state or city.",
      ),
    ).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test('reads a sentence as people type it, and says which words no store needed', async ({ page }) => {
    await page.goto('/search?q=best+consignment+store+in+dallas');
    await expect(results(page).getByText('Left out “best”, which no store needs.')).toBeVisible();
    await expect(results(page).getByText('Dallas, TX').first()).toBeVisible();
    await expect(results(page).getByRole('article').first()).toContainText('Dallas, TX');
  });

  test('shows what the text still names when no store matches every word, with a link to the search of every word', async ({ page }) => {
    await page.goto('/search?q=furniture+xqwzv+dallas');
    await expect(
      page.getByText(
        /^No store matches every word of “furniture xqwzv dallas”\. Showing results for “furniture dallas”, without “xqwzv”\./,
      ),
    ).toBeVisible();
    await expect(results(page).getByRole('article').first()).toContainText('Dallas, TX');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Search for every word' }).click();
    await expect(page).toHaveURL(/\/search\?q=furniture\+xqwzv\+dallas&strict=1$/);
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  });

  test('offers the closest city and the popular cities when nothing at all is found', async ({ page }) => {
    await page.goto('/search?q=hustnn');
    await expect(page.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Houston, TX' }).first().click();
    await expect(page).toHaveURL('/texas/houston');
    await page.goBack();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Popular cities' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the error text when the search fails, and tries again', async ({ page }) => {
    await page.route('**/api/stores/search?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search for' }).fill('Austin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Error: An error occurred while fetching results. Please try again.');

    await page.unroute('**/api/stores/search?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(results(page).getByRole('heading', { level: 2 })).toContainText('matching "Austin"');
  });

  test('a results page arrives with its results and a noindex head, without asking the API', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/stores/search') searchRequests.push(request.url());
    });
    await page.goto('/search?q=Scotsdale');
    await expect(cardNames(page).first()).toBeVisible();
    await expect(results(page).getByText('Scottsdale, AZ').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/^Search Results for "Scotsdale"/);
    expect(searchRequests).toEqual([]);
  });

  test('has no accessibility problems on a page of results with every kind of pager link', async ({ page, request }) => {
    test.slow();
    const first = await search(request, 'query=Los+Angeles');
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    // The first page (Previous disabled), a middle one (every link) and the last (Next disabled), as the
    // app has drawn them.
    for (const number of [1, 2, first.totalPages]) {
      await page.goto(`/search?q=Los+Angeles${number > 1 ? `&page=${number}` : ''}`);
      await expect(cardNames(page).first()).toBeVisible();
      await expectCurrentPage(page, number);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('Near me', () => {
  test.describe('with the location shared', () => {
    test.use({ geolocation: { latitude: 34.0522, longitude: -118.2437 }, permissions: ['geolocation'] });

    test('lists the nearest stores first, with their distance', async ({ page }) => {
      await page.goto('/search');
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page).toHaveURL(/\/search\?lat=34\.052&lng=-118\.244$/);
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
        /^Found [\d,]+ Consignment Stores within 100 miles of you$/,
      );
      const distances = await results(page)
        .getByText(/ miles away$/)
        .allTextContents();
      expect(distances.length).toBe(12);
      const miles = distances.map((text) => Number.parseFloat(text.replace(/,/g, '')));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(miles[0]).toBeLessThan(5);
      await expect(results(page).getByText('Los Angeles, CA').first()).toBeVisible();

      await page.getByRole('link', { name: 'Stop using my location' }).click();
      await expect(page).toHaveURL(/\/search$/);
    });
  });

  test.describe('asked for in the text', () => {
    test.use({ geolocation: { latitude: 34.0522, longitude: -118.2437 }, permissions: ['geolocation'] });

    test('"consignment stores near me" asks for the position, as Near me does, and lists the stores near it', async ({ page }) => {
      await page.goto('/search');
      const box = page.getByRole('searchbox', { name: 'Search for' });
      await box.fill('consignment stores near me');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=consignment\+stores\+near\+me&lat=34\.052&lng=-118\.244$/);
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
        /^Found [\d,]+\+? Consignment Stores matching "consignment stores near me", nearest first$/,
      );
      const distances = await results(page)
        .getByText(/ miles away$/)
        .allTextContents();
      expect(distances.length).toBe(12);
      expect(Number.parseFloat(distances[0]!)).toBeLessThan(5);
      await expectNoAxeViolations(page);
    });
  });

  test('"near me" in the text, the position refused: says so, and keeps the rest of the text', async ({ page }) => {
    await page.goto('/search?q=furniture+near+me');
    await expect(page.getByText(/You chose not to share your location.*Showing results for “furniture” everywhere\./)).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Found [\d,]+\+? Consignment Stores matching "furniture near me"$/,
    );
    await expect(page).toHaveURL(/\/search\?q=furniture\+near\+me$/);
  });

  test('explains itself when the visitor does not share the location', async ({ page }) => {
    await page.goto('/search?q=Austin');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText(/You chose not to share your location/)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=Austin$/);
  });
});
