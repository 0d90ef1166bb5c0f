import { navigateInApp, waitForHydration } from '../support/navigation';
import { expectNoAxeViolations } from '../support/accessibility';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { CityDetail, CityStores, NearbyCity, StoreDetail, StoreSummary } from '../../backend/src/contracts/api.contract';
import { splitSentences } from '../../backend/src/contracts/paragraphs';
import { storePicture } from '../../backend/src/contracts/store-picture.contract';

/** The clock and the time zone of the browser are fixed, so 'open now' is known in advance. */
test.use({ timezoneId: 'America/Los_Angeles' });

const CITY_PATH = '/california/los-angeles';
const CITY_API = '/api/states/california/cities/los-angeles';
const CITY_STORES_API = `${CITY_API}/stores?limit=100`;
/** A Monday at noon and a Sunday at noon, Los Angeles time. */
const MONDAY_NOON = new Date('2026-11-23T12:00:00-08:00');
const SUNDAY_NOON = new Date('2026-11-22T12:00:00-08:00');

const QUALITY_LABELS = {
  wideSelection: 'Wide Selection',
  cleanOrganized: 'Clean & Organized',
  pricing: 'Affordable Pricing',
  friendlyEmployees: 'Friendly Staff',
} as const;
const PRODUCT_LABELS = {
  sellFurniture: 'Furniture',
  sellClothes: 'Clothing',
  sellAntiques: 'Antiques',
  sellJewelry: 'Jewelry',
  sellBooks: 'Books',
  sellGiftItems: 'Gift Items',
  sellPremiumBrand: 'Premium Brands',
  sellMerchandise: 'Merchandise',
} as const;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const storePath = (store: Pick<StoreSummary, 'stateSlug' | 'citySlug' | 'slug'>) => `/${store.stateSlug}/${store.citySlug}/${store.slug}`;

/** '17:30' -> '5:30 PM'. */
function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The page navigates inside the app (no document load) when the marker survives; once the app has hydrated it. */
async function markDocument(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocumentMarker: true }));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'sameDocumentMarker' in window)).toBe(true);
}

/** BROWSE THIS PAGE, opened from its button on a phone (where it folds until asked for). */
async function openBrowseThisPage(page: Page, isMobile: boolean): Promise<Locator> {
  const browse = page.getByRole('navigation', { name: 'BROWSE THIS PAGE' });
  if (isMobile) {
    await waitForHydration(page);
    await browse.getByRole('button', { name: 'BROWSE THIS PAGE' }).click();
  }
  return browse;
}

function storeCard(page: Page, store: StoreSummary): Locator {
  return page.locator(`article#store-${store.slug}`);
}

test.describe('the city page', () => {
  test('shows the heading, updated badge, count and breadcrumb', async ({ page, request }) => {
    const city = await api<CityDetail>(request, CITY_API);
    const { total } = await api<CityStores>(request, CITY_STORES_API);

    await page.goto(CITY_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Los Angeles, California');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`Consignment Stores in Los Angeles, California | ${total.toLocaleString('en-US')} Shops`);
    await expect(page.getByText(`${total.toLocaleString('en-US')} stores found`)).toBeVisible();

    const updated = new Date(city.updatedAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    await expect(page.getByText(`Updated ${updated}`)).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home/, /California/, /Los Angeles/]);
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'California' })).toHaveAttribute('href', '/california');
    await expect(breadcrumb.getByText('Los Angeles')).toHaveAttribute('aria-current', 'page');
  });

  test('lists every store in BROWSE THIS PAGE, each link scrolling to its card', async ({ page, request, isMobile }) => {
    const { stores } = await api<CityStores>(request, CITY_STORES_API);
    await page.goto(CITY_PATH);

    const browse = await openBrowseThisPage(page, isMobile);
    await expect(browse.getByRole('heading', { name: 'BROWSE THIS PAGE' })).toBeVisible();
    const links = browse.getByRole('link');
    await expect(links).toHaveText(stores.map((store) => store.businessName));
    for (const [index, store] of stores.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `#store-${store.slug}`);
    }

    const target = stores[Math.min(9, stores.length - 1)]!;
    const card = storeCard(page, target);
    await expect(card).not.toBeInViewport();
    await browse.getByRole('link', { name: target.businessName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#store-${target.slug}$`));
    await expect(card).toBeInViewport();
    // The card's name is not hidden under the sticky header.
    const headerBox = await page.getByRole('banner').boundingBox();
    const nameBox = await card.getByRole('heading', { level: 2 }).boundingBox();
    expect(nameBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });

  test('BROWSE THIS PAGE shows that it scrolls: a faded bottom edge while names are below, and the keyboard scrolls it', async ({
    page,
    isMobile,
  }) => {
    await page.goto(CITY_PATH);
    const browse = await openBrowseThisPage(page, isMobile);
    const list = browse.getByRole('list', { name: 'BROWSE THIS PAGE' });
    const cue = browse.locator('[data-scroll-cue]');
    await list.scrollIntoViewIfNeeded();
    // 29 names: more than the box shows, on a phone or beside the cards on a wide screen.
    const sizes = () =>
      list.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight, top: element.scrollTop }));
    const before = await sizes();
    expect(before.scroll).toBeGreaterThan(before.client);
    await expect(cue).toBeVisible();
    // The cue lies over the list's bottom edge, inside the box.
    const listBox = (await list.boundingBox())!;
    const cueBox = (await cue.boundingBox())!;
    expect(Math.abs(cueBox.y + cueBox.height - (listBox.y + listBox.height))).toBeLessThanOrEqual(1);
    expect(cueBox.height).toBeGreaterThanOrEqual(16);
    expect(cueBox.height).toBeLessThan(listBox.height / 3);

    // The list takes the focus (a scrolling box must, for keyboard users), and its keys scroll it:
    // at the end nothing is below, and the cue goes.
    await expect(list).toHaveAttribute('tabindex', '0');
    await list.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => ((now) => now.top + now.client >= now.scroll - 1)(await sizes())).toBe(true);
    await expect(cue).toBeHidden();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await sizes()).top).toBe(0);
    await expect(cue).toBeVisible();
  });

  test('BROWSE THIS PAGE of a city with a few stores neither scrolls nor shows the cue, and is no stop of the tab order', async ({
    page,
    request,
    isMobile,
  }) => {
    const cities = await api<Array<{ slug: string; storeCount: number }>>(request, '/api/states/california/cities');
    const small = cities.find((city) => city.storeCount === 2)!;
    await page.goto(`/california/${small.slug}`);
    const list = (await openBrowseThisPage(page, isMobile)).getByRole('list');
    await expect(list.getByRole('link')).toHaveCount(2);
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(false);
    await expect(page.locator('[data-scroll-cue]')).toHaveCount(0);
    await expect(list).not.toHaveAttribute('tabindex');
  });

  test('shows store cards with link, address, badges and three-sentence paragraphs', async ({ page, request }) => {
    const { stores } = await api<CityStores>(request, CITY_STORES_API);
    await page.goto(CITY_PATH);
    await expect(page.locator('article[id^="store-"]')).toHaveCount(stores.length);

    for (const store of stores.slice(0, 6)) {
      const card = storeCard(page, store);
      await expect(card.getByRole('link', { name: store.businessName, exact: true })).toHaveAttribute('href', storePath(store));
      // A picture on every card: the store's photo, or the one drawn from its name, city and products.
      const picture = card.getByRole('img');
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAccessibleName(storePicture(store).alt);
      await expect(picture).toHaveAttribute('src', storePicture(store).src);
      await expect(picture).toHaveAttribute('width', '224');
      await expect(picture).toHaveAttribute('height', '168');
      const badges = card.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
      const expected = [...(store.cleanOrganized ? ['Clean & Organized'] : []), ...(store.sellClothes ? ['Sells Clothes'] : [])];
      if (expected.length > 0) await expect(badges).toHaveText(expected);
      else await expect(card.getByRole('list', { name: 'Highlights' })).toHaveCount(0);

      const description = store.seoDescription ?? '';
      const sentences = splitSentences(description);
      // The first paragraphs of a card are its address line and its reviews; the description follows.
      const [addressLine, reviews, ...paragraphs] = await card.locator('p').allTextContents();
      expect(addressLine).toBe(`${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode}`);
      expect(reviews).toBe(
        store.numberOfReviews === null
          ? 'No reviews yet'
          : `${store.numberOfReviews.toLocaleString('en-US')} review${store.numberOfReviews === 1 ? '' : 's'}`,
      );
      expect(paragraphs).toHaveLength(Math.ceil(sentences.length / 3));
      paragraphs.forEach((paragraph, index) => {
        expect(paragraph).toBe(sentences.slice(index * 3, index * 3 + 3).join(' '));
        expect(paragraph).toMatch(/^\p{Lu}/u);
      });
    }
    // Both badges show somewhere on the page of this sample city.
    await expect(page.getByText('Clean & Organized', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Sells Clothes', { exact: true }).first()).toBeVisible();
  });

  test("draws the cards' icons from one drawing of each on the page", async ({ page }) => {
    await page.goto(CITY_PATH);
    const references = await page.locator('article svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')));
    // A map pin on every card at least, each pointing at a drawing the page holds once.
    expect(references.length).toBeGreaterThanOrEqual(await page.locator('article[id^="store-"]').count());
    for (const reference of new Set(references)) {
      expect(reference).toMatch(/^#/);
      await expect(page.locator(`[id="${reference!.slice(1)}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${reference!.slice(1)}"] :is(path, circle)`).first()).toBeAttached();
    }
    const pin = page.locator('article').first().locator('p svg').first();
    const box = await pin.boundingBox();
    expect(box?.width).toBe(16);
    expect(box?.height).toBe(16);
  });

  test('ends with popular searches, the nearby cities and an About text', async ({ page, request }) => {
    const city = await api<CityDetail>(request, CITY_API);
    const nearby = await api<NearbyCity[]>(request, `/api/cities/${city.id}/nearby`);
    expect(nearby.length).toBeGreaterThan(0);
    await page.goto(CITY_PATH);

    await expect(page.getByRole('heading', { name: 'Popular Searches', level: 2 })).toBeVisible();
    await expect(page.getByText('No popular searches for Los Angeles yet.')).toBeVisible();

    const section = page.getByRole('region', { name: 'Consignment Stores Near Los Angeles' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Consignment Stores Near Los Angeles');
    const links = section.getByRole('link');
    await expect(links).toHaveCount(nearby.length);
    for (const [index, entry] of nearby.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', `/${entry.state.slug}/${entry.city.slug}`);
      await expect(link).toContainText(`${entry.city.name}, ${entry.state.abbreviation}`);
      const miles = Math.round(entry.distance);
      await expect(link).toContainText(miles < 1 ? 'Less than 1 mile away' : `${miles} ${miles === 1 ? 'mile' : 'miles'} away`);
      await expect(link).toContainText(`${entry.storeCount} ${entry.storeCount === 1 ? 'store' : 'stores'}`);
    }

    await expect(page.getByRole('heading', { name: 'About Consignment Stores in Los Angeles', level: 2 })).toBeVisible();
    await expect(page.getByText('Consignment shopping in Los Angeles, California')).toBeVisible();
  });

  test('opens a store page by clicking its card, inside the app', async ({ page, request }) => {
    const { stores } = await api<CityStores>(request, CITY_STORES_API);
    const store = stores[1]!;
    await page.goto(CITY_PATH);
    await markDocument(page);
    await storeCard(page, store).getByRole('link', { name: store.businessName, exact: true }).click();
    await expect(page).toHaveURL(storePath(store));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.businessName);
    await expect(page).toHaveTitle(`${store.businessName} | Consignment Store in Los Angeles, CA`);
    await expectSameDocument(page);
  });

  test('shows the errors of spec sections 4 and 8, and retries', async ({ page }) => {
    await page.goto(CITY_PATH);
    await markDocument(page);

    // The city fails: 'Failed to fetch city' with a retry that works once the API answers again.
    await page.route('**/api/states/texas/cities/austin', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.route('**/api/cities/*/nearby', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await navigateInApp(page, '/texas/austin');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch city');
    await page.unroute('**/api/states/texas/cities/austin');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Austin, Texas');
    // The nearby cities failed.
    await expect(page.getByText('Unable to load nearby cities. Please try again later.')).toBeVisible();

    // No nearby cities at all.
    await page.unroute('**/api/cities/*/nearby');
    await page.route('**/api/cities/*/nearby', (route) => route.fulfill({ json: [] }));
    await navigateInApp(page, '/texas/dallas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Dallas, Texas');
    await expect(page.getByText('No nearby cities with Consignment Stores found.')).toBeVisible();

    // A city without stores says so and points to its state.
    await page.route('**/api/states/texas/cities/houston/stores?limit=100', (route) => route.fulfill({ json: { stores: [], total: 0 } }));
    await navigateInApp(page, '/texas/houston');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Houston, Texas');
    await expect(page.getByText('0 stores found')).toBeVisible();
    await expect(page.getByText('No consignment stores are listed in Houston yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'browse all cities in Texas' })).toHaveAttribute('href', '/texas');
    await expect(page.getByRole('navigation', { name: 'BROWSE THIS PAGE' })).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('has no accessibility problems', async ({ page }) => {
    // A long page (29 store cards): the scan takes a while on a busy machine.
    test.slow();
    await page.goto(CITY_PATH);
    await expect(page.getByRole('heading', { name: 'Consignment Stores Near Los Angeles' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the store page', () => {
  /** A Los Angeles store with a phone, a website and reviews. */
  async function completeStore(request: APIRequestContext): Promise<StoreDetail> {
    const { stores } = await api<CityStores>(request, CITY_STORES_API);
    const summary = stores.find((store) => store.phone && store.website && store.numberOfReviews !== null);
    expect(summary, 'the sample data has a store with phone, website and reviews').toBeDefined();
    return api<StoreDetail>(request, `/api/stores/${summary!.slug}`);
  }

  test('shows the store: breadcrumb, name, address, reviews, phone, directions and website', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.goto(storePath(store));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.businessName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home/, /California/, /Los Angeles/, new RegExp(store.businessName)]);
    await expect(breadcrumb.getByRole('link', { name: 'Los Angeles' })).toHaveAttribute('href', CITY_PATH);

    const address = `${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode}`;
    await expect(page.getByText(address).first()).toBeVisible();
    const reviews = store.numberOfReviews!;
    await expect(page.getByText(`${reviews.toLocaleString('en-US')} ${reviews === 1 ? 'review' : 'reviews'}`)).toBeVisible();

    const phone = page.getByRole('link', { name: `Call ${store.phone}` });
    await expect(phone).toHaveAttribute('href', `tel:${store.phone!.replace(/[^\d+]/g, '')}`);

    const directions = page.getByRole('link', { name: 'Get Directions (opens in a new tab)' }).first();
    await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    const website = page.getByRole('link', { name: 'Visit Website (opens in a new tab)' });
    await expect(website).toHaveAttribute('href', store.website!);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
  });

  test('prefixes https:// to a website without a scheme and says when there are no reviews', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.route(`**/api/stores/${store.slug}`, (route) =>
      route.fulfill({ json: { ...store, website: 'www.example.org/shop', numberOfReviews: null, phone: null } }),
    );
    await page.goto(CITY_PATH);
    await page.locator(`article#store-${store.slug}`).getByRole('link', { name: store.businessName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.businessName);
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://www.example.org/shop');
    await expect(page.getByText('No reviews yet')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test('shows features, About, gallery, location and the nearby cities', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.goto(storePath(store));

    await expect(page.getByRole('heading', { name: 'Store Features', level: 2 })).toBeVisible();
    const qualities = (Object.keys(QUALITY_LABELS) as Array<keyof typeof QUALITY_LABELS>).filter((flag) => store[flag]);
    const products = (Object.keys(PRODUCT_LABELS) as Array<keyof typeof PRODUCT_LABELS>).filter((flag) => store[flag]);
    await expect(page.getByRole('heading', { name: 'Store Qualities', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Products', level: 3 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Store Qualities' }).getByRole('listitem')).toHaveText(
      qualities.map((flag) => QUALITY_LABELS[flag]),
    );
    await expect(page.getByRole('group', { name: 'Available Products' }).getByRole('listitem')).toHaveText(
      products.map((flag) => PRODUCT_LABELS[flag]),
    );

    const about = page.getByRole('region', { name: `About ${store.businessName}` });
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(`About ${store.businessName}`);
    await expect(about).toContainText(splitSentences(store.about)[0]!);

    // The spec's gallery of one image, and the hero: the store's photo, or its drawn picture, loaded.
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    await expect(gallery.getByRole('img')).toHaveAccessibleName(storePicture(store).alt);
    const hero = page.getByRole('region', { name: store.businessName, exact: true }).getByRole('img', { name: storePicture(store).alt });
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toContainText(store.address);
    await expect(location).toContainText(`${store.city}, ${store.stateAbbreviation} ${store.zipCode}`);
    await expect(location.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );

    const nearby = await api<NearbyCity[]>(request, `/api/cities/${store.cityId}/nearby`);
    const section = page.getByRole('region', { name: `Consignment Stores Near ${store.city}` });
    await expect(section.getByRole('link')).toHaveCount(nearby.length);
  });

  test('tells whether the store is open now and toggles the week', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.clock.setFixedTime(MONDAY_NOON);
    await page.goto(storePath(store));

    const monday = store.hours.find((day) => day.day === 'Monday')!;
    const hoursSection = page.getByRole('region', { name: 'Store Hours' });
    await expect(hoursSection).toContainText(`Today (Monday): ${formatTime(monday.open)} - ${formatTime(monday.close)}`);
    const openNow = !monday.isClosed && monday.open <= '12:00' && monday.close > '12:00';
    await expect(hoursSection).toContainText(openNow ? 'Open now' : 'Closed now');

    const toggle = hoursSection.getByRole('button', { name: 'Show All Hours' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const week = hoursSection.getByRole('list', { name: /Opening hours/ });
    await expect(week).toBeHidden();

    await toggle.click();
    const less = hoursSection.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(week.getByRole('listitem')).toHaveText(
      store.hours.map(
        (day) => new RegExp(`${day.day}\\s*${day.isClosed ? 'Closed' : `${formatTime(day.open)} - ${formatTime(day.close)}`}`),
      ),
    );
    await expect(week.getByRole('listitem')).toHaveCount(7);

    await less.click();
    await expect(hoursSection.getByRole('button', { name: 'Show All Hours' })).toHaveAttribute('aria-expanded', 'false');
    await expect(week).toBeHidden();
  });

  test('says a store closed on Sundays is closed on a Sunday', async ({ page, request }) => {
    const { stores } = await api<CityStores>(request, CITY_STORES_API);
    let closedOnSunday: StoreDetail | undefined;
    for (const summary of stores) {
      const store = await api<StoreDetail>(request, `/api/stores/${summary.slug}`);
      if (store.hours.find((day) => day.day === 'Sunday')?.isClosed) {
        closedOnSunday = store;
        break;
      }
    }
    expect(closedOnSunday, 'a Los Angeles store is closed on Sundays').toBeDefined();
    await page.clock.setFixedTime(SUNDAY_NOON);
    await page.goto(storePath(closedOnSunday!));
    const hoursSection = page.getByRole('region', { name: 'Store Hours' });
    await expect(hoursSection).toContainText('Today (Sunday): Closed today');
    await expect(hoursSection).toContainText('Closed now');
  });

  test('shows Store Not Found for an unknown store', async ({ page }) => {
    // A first visit: the server answers 404 itself.
    const response = await page.goto('/california/los-angeles/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Not Found/);

    // Inside the app, the API's 404 gives the store page's own message.
    await page.goto(CITY_PATH);
    await navigateInApp(page, '/california/los-angeles/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store Not Found');
    await expect(page).toHaveTitle(/^Store Not Found \| /);
    await expect(
      page.getByText("Sorry, we couldn't find the store you're looking for. Please check the URL or try searching for the store."),
    ).toBeVisible();
  });

  test("goes to one of the store's nearby cities inside the app", async ({ page, request }) => {
    const store = await completeStore(request);
    const [first] = await api<NearbyCity[]>(request, `/api/cities/${store.cityId}/nearby`);
    expect(first).toBeDefined();
    await page.goto(storePath(store));
    await markDocument(page);

    const section = page.getByRole('region', { name: `Consignment Stores Near ${store.city}` });
    await section.getByRole('link', { name: new RegExp(`^${first!.city.name}, ${first!.state.abbreviation}`) }).click();
    await expect(page).toHaveURL(`/${first!.state.slug}/${first!.city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Consignment Stores in ${first!.city.name}, ${first!.state.name}`);
    await expect(page).toHaveTitle(new RegExp(`^Consignment Stores in ${first!.city.name}, ${first!.state.name} \\|`));
    await expect(page.locator('article[id^="store-"]')).toHaveCount(first!.storeCount);
    await expect(page.getByRole('region', { name: `Consignment Stores Near ${first!.city.name}` })).toBeVisible();
    await expectSameDocument(page);
  });

  test('shows Failed to fetch store when the API fails, and retries', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.route(`**/api/stores/${store.slug}`, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(CITY_PATH);
    await page.locator(`article#store-${store.slug}`).getByRole('link', { name: store.businessName, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to fetch store');
    await page.unroute(`**/api/stores/${store.slug}`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.businessName);
  });

  test('has no accessibility problems', async ({ page, request }) => {
    const store = await completeStore(request);
    await page.goto(storePath(store));
    await page.getByRole('button', { name: 'Show All Hours' }).click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
