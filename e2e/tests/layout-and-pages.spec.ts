import { expectNoAxeViolations } from '../support/accessibility';
import { navigateInApp } from '../support/navigation';
import { readSiteSettings, withoutServerRender } from '../support/page-state';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The links' addresses in order, read again by `expect.poll` until the page has rendered them. */
const hrefsOf = (links: Locator) => links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));

interface StateEntry {
  name: string;
  slug: string;
  abbreviation: string;
}

interface CityEntry {
  name: string;
  slug: string;
}

const FIRST_TEN_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
];

const FIRST_TEN_HEADER_CITIES = [
  ['Atlanta, GA', '/georgia/atlanta'],
  ['Scottsdale, AZ', '/arizona/scottsdale'],
  ['Las Vegas, NV', '/nevada/las-vegas'],
  ['San Diego, CA', '/california/san-diego'],
  ['Seattle, WA', '/washington/seattle'],
  ['Dallas, TX', '/texas/dallas'],
  ['Nashville, TN', '/tennessee/nashville'],
  ['New York, NY', '/new-york/new-york'],
  ['Chicago, IL', '/illinois/chicago'],
  ['Houston, TX', '/texas/houston'],
] as const;

test.describe('site header', () => {
  test('desktop dropdowns: at most one open, closed by an outside click, Escape or a chosen link', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdowns are the desktop menu');
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const statesButton = nav.getByRole('button', { name: 'Browse by State' });
    const citiesButton = nav.getByRole('button', { name: 'Popular Cities' });
    const statesPanel = page.locator('#header-states-menu');
    const citiesPanel = page.locator('#header-cities-menu');

    await statesButton.click();
    await expect(statesButton).toHaveAttribute('aria-expanded', 'true');
    await expect(statesPanel.getByRole('link', { name: 'Wyoming' })).toHaveAttribute('href', '/wyoming');
    await expect(statesPanel.getByRole('link')).toHaveCount(52); // 50 states, DC and 'View all states and cities'

    // Opening the other closes the first.
    await citiesButton.click();
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'true');
    await expect(statesButton).toHaveAttribute('aria-expanded', 'false');
    await expect(statesPanel).toBeHidden();
    await expect(citiesPanel.getByRole('link')).toHaveCount(18);
    await expect(citiesPanel.getByRole('link', { name: 'Tampa, FL' })).toHaveAttribute('href', '/florida/tampa');

    // A click outside closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(citiesPanel).toBeHidden();
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and gives focus back to its button.
    await statesButton.click();
    await expect(statesPanel).toBeVisible();
    await statesPanel.getByRole('link', { name: 'Texas' }).focus();
    await page.keyboard.press('Escape');
    await expect(statesPanel).toBeHidden();
    await expect(statesButton).toBeFocused();

    // Choosing a link closes it.
    await statesButton.click();
    await statesPanel.getByRole('link', { name: 'View all states and cities' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(statesPanel).toBeHidden();

    await citiesButton.click();
    await citiesPanel.getByRole('link', { name: 'Seattle, WA' }).click();
    await expect(page).toHaveURL(/\/washington\/seattle$/);
    await expect(citiesPanel).toBeHidden();
  });

  test('the desktop dropdowns work from the keyboard', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdowns are the desktop menu');
    await page.goto('/contact');
    const citiesButton = page.getByRole('button', { name: 'Popular Cities' });
    await citiesButton.focus();
    await page.keyboard.press('Enter');
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#header-cities-menu').getByRole('link', { name: 'Atlanta, GA' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(citiesButton).toBeFocused();
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile menu: pages, the first 10 states, View all states and the first 10 cities', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu toggle is the mobile menu');
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Store Map', '/map'],
      ['Tools', '/tools'],
      ['About', '/about'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const statesSection = menu.locator('section').filter({ has: page.getByRole('heading', { name: 'Browse by State' }) });
    const stateLinks = statesSection.getByRole('listitem').getByRole('link');
    await expect(stateLinks).toHaveText(FIRST_TEN_STATES);
    await expect(statesSection.getByRole('link', { name: 'View all states' })).toHaveAttribute('href', '/sitemap');

    const citiesSection = menu.locator('section').filter({ has: page.getByRole('heading', { name: 'Popular Cities' }) });
    const cityLinks = citiesSection.getByRole('link');
    await expect(cityLinks).toHaveText(FIRST_TEN_HEADER_CITIES.map(([label]) => label));
    for (const [label, href] of FIRST_TEN_HEADER_CITIES) {
      await expect(citiesSection.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    // Escape closes the menu and returns focus to the toggle.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Choosing a link closes the menu.
    await toggle.click();
    await statesSection.getByRole('link', { name: 'View all states' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('shows the configured brand name, linking home', async ({ page }) => {
    await page.goto('/contact');
    const { site } = await readSiteSettings(page);
    const home = page.getByRole('banner').getByRole('link', { name: `${site.name}, home` });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toContainText(site.name);
  });
});

test.describe('site footer', () => {
  test('quick links end with Admin; the first 6 states; the 6 two-letter city links; the year', async ({ page }) => {
    await page.goto('/privacy-policy');
    const { site } = await readSiteSettings(page);
    const footer = page.getByRole('contentinfo');

    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect
      .poll(() => hrefsOf(quickLinks))
      .toEqual([
        '/',
        '/about',
        '/contact',
        '/awards',
        '/suggest-a-store',
        '/sitemap',
        '/sitemap.xml',
        '/privacy-policy',
        '/terms-of-service',
        '/admin',
      ]);
    await expect(footer.getByRole('link', { name: /XML Sitemap/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

    // The first six states of the list (no choice of popular ones), then a way to all of them.
    const stateLinks = footer.getByRole('navigation', { name: 'States', exact: true }).getByRole('link');
    await expect(stateLinks).toHaveText([...FIRST_TEN_STATES.slice(0, 6), 'View all states']);
    await expect(footer.getByRole('link', { name: 'California', exact: true })).toHaveAttribute('href', '/california');
    await expect(stateLinks.last()).toHaveAttribute('href', '/sitemap');
    await expect(footer.getByText(/popular states/i)).toHaveCount(0);

    const cityLinks = footer.getByRole('navigation', { name: 'Popular Cities' }).getByRole('link');
    await expect
      .poll(() => hrefsOf(cityLinks))
      .toEqual(['/ca/los-angeles', '/ny/new-york', '/il/chicago', '/tx/houston', '/pa/philadelphia', '/az/phoenix']);

    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
  });

  test('a two-letter city link ends at the full-name address', async ({ page, request }) => {
    const redirect = await request.get('/ca/los-angeles', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toMatch(/\/california\/los-angeles$/);

    const response = await page.goto('/ca/los-angeles');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/california\/los-angeles$/);

    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chicago, IL' }).click();
    await expect(page).toHaveURL(/\/illinois\/chicago$/);
  });
});

test.describe('static pages', () => {
  test('About: mission, why consignment, features, story, 6,000+ stores and a link to Contact', async ({ page }) => {
    await page.goto('/about');
    const { site } = await readSiteSettings(page);
    await expect(page).toHaveTitle(`About Us | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${site.name}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*>\s*About Us/);
    for (const heading of ['Our Mission', 'Why Shop Consignment?', "What You'll Find in the Directory", 'Our Story', 'Get in Touch']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('6,000+');
    await page.getByRole('main').getByRole('link', { name: 'contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle(`Contact Us | ${site.name}`);
  });

  test('Contact: the configured e-mail address as a mailto: link, no form', async ({ page }) => {
    await page.goto('/contact');
    const { site } = await readSiteSettings(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*>\s*Contact Us/);
    const email = page.getByRole('main').getByRole('link', { name: site.contactEmail });
    await expect(email).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    await expect(page.locator('main form')).toHaveCount(0);
  });

  test('Privacy Policy: server logs, what forms keep, the session cookies, third parties, effective November 2026', async ({ page }) => {
    await page.goto('/privacy-policy');
    const { site } = await readSiteSettings(page);
    await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*>\s*Privacy Policy/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective November 2026');
    for (const heading of ['What Our Server Records', 'Suggestions, Reports and Claims', 'Cookies', 'Third-Party Services']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("The only cookies this site uses are session cookies: an administrator's");
    await expect(main).toContainText("a store owner's, set when an owner signs in with the link we e-mailed");
    await expect(main).toContainText('map tile service');
    await expect(main.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`);
  });

  test('Terms of Service: plain terms, effective November 2026', async ({ page }) => {
    await page.goto('/terms-of-service');
    const { site } = await readSiteSettings(page);
    await expect(page).toHaveTitle(`Terms of Service | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*>\s*Terms of Service/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective November 2026');
    for (const heading of ['Using the Directory', 'Store Information', 'Acceptable Use', 'No Warranty']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('a navigation inside the app sets the next page head', async ({ page }) => {
    await page.goto('/terms-of-service');
    const { site } = await readSiteSettings(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${site.name}`);
    await expect(page).toHaveTitle(`About Us | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/about`);
  });

  for (const path of ['/about', '/contact', '/privacy-policy', '/terms-of-service', '/sitemap']) {
    test(`${path} has one h1 and no accessibility problems`, async ({ page }) => {
      test.slow(); // an axe scan of a long page takes a while
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Alabama', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? pageWidth);
    });
  }
});

test.describe('HTML sitemap', () => {
  async function expectedPopularCities(page: Page): Promise<Array<{ label: string; href: string }>> {
    const states = (await (await page.request.get('/api/states')).json()) as StateEntry[];
    const lists = await Promise.all(
      states.slice(0, 10).map(async (state) => {
        const cities = (await (await page.request.get(`/api/states/${state.slug}/cities`)).json()) as CityEntry[];
        return cities.slice(0, 3).map((city) => ({ label: `${city.name}, ${state.abbreviation}`, href: `/${state.slug}/${city.slug}` }));
      }),
    );
    return lists.flat();
  }

  async function expectSitemapLinks(page: Page): Promise<void> {
    const main = page.getByRole('main');
    const mainPages = main.getByRole('region', { name: 'Main Pages' }).getByRole('link');
    await expect.poll(() => hrefsOf(mainPages)).toEqual(['/', '/about', '/sitemap']);

    const stateLinks = main.getByRole('region', { name: 'Browse by State' }).getByRole('link');
    await expect(stateLinks).toHaveCount(51);
    await expect(stateLinks.filter({ hasText: 'District of Columbia' })).toHaveAttribute('href', '/district-of-columbia');
    await expect(stateLinks.last()).toHaveAttribute('href', '/wyoming');

    const expected = await expectedPopularCities(page);
    expect(expected.length).toBeGreaterThan(20);
    const cityLinks = main.getByRole('region', { name: 'Popular Cities' }).getByRole('link');
    await expect(cityLinks).toHaveText(expected.map((city) => city.label));
    await expect.poll(() => hrefsOf(cityLinks)).toEqual(expected.map((city) => city.href));

    await expect(main.getByRole('link', { name: 'XML sitemap' })).toHaveAttribute('href', '/sitemap.xml');
  }

  test('lists the main pages, every state, popular cities as City, ABBR and the XML sitemap', async ({ page }) => {
    await page.goto('/sitemap');
    const { site } = await readSiteSettings(page);
    await expect(page).toHaveTitle(`Sitemap: All States and Popular Cities | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await expectSitemapLinks(page);

    await page.getByRole('region', { name: 'Popular Cities' }).getByRole('link', { name: 'Anchorage, AK' }).click();
    await expect(page).toHaveURL(/\/alaska\/anchorage$/);
  });

  test('reached inside the app, it loads the city lists and shows the same links', async ({ page }) => {
    await page.goto('/about');
    const citiesAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/states\/[^/]+\/cities$/.test(new URL(request.url()).pathname)) citiesAsked.push(request.url());
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    // One request per state of the first 10, and no more.
    await expect.poll(() => citiesAsked.length).toBe(10);
    await expectSitemapLinks(page);
  });

  /** The headings of the sitemap's sections that have nothing under them. */
  const emptySections = (page: Page) =>
    page
      .getByRole('main')
      .locator('section')
      .evaluateAll((sections) =>
        sections
          .filter((section) => section.textContent?.trim() === section.querySelector('h2')?.textContent?.trim())
          .map((section) => section.querySelector('h2')?.textContent),
      );

  test('reached inside the app with one city list failing, shows the other cities and the error text', async ({ page }) => {
    const states = (await (await page.request.get('/api/states')).json()) as StateEntry[];
    const failing = states[1]!;
    await page.route(`**/api/states/${failing.slug}/cities`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
      }),
    );
    const expected = (await expectedPopularCities(page)).filter((city) => !city.href.startsWith(`/${failing.slug}/`));

    await page.goto('/about');
    await navigateInApp(page, '/sitemap');
    const cities = page.getByRole('region', { name: 'Popular Cities' });
    await expect(cities.getByRole('alert')).toHaveText('Error loading sitemap content. Please try again later.');
    await expect(cities.getByRole('link')).toHaveText(expected.map((city) => city.label));
    await expect(page.getByRole('region', { name: 'Browse by State' }).getByRole('link')).toHaveCount(51);
    expect(await emptySections(page)).toEqual([]);
  });

  test('reached inside the app with every city list failing, the error text stands under Popular Cities', async ({ page }) => {
    await page.route(/\/api\/states\/[^/]+\/cities$/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
      }),
    );
    await page.goto('/about');
    await navigateInApp(page, '/sitemap');
    const cities = page.getByRole('region', { name: 'Popular Cities' });
    await expect(cities.getByRole('alert')).toHaveText('Error loading sitemap content. Please try again later.');
    await expect(cities.getByRole('link')).toHaveCount(0);
    await expect(cities.getByRole('list')).toHaveCount(0);
    expect(await emptySections(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('shows placeholders while loading and the error text when the states fail', async ({ page }) => {
    // A first visit without the server's render: the sitemap has to ask the API itself.
    await page.route('**/sitemap', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutServerRender(await response.text()) });
    });
    let releaseStates: () => void = () => undefined;
    const statesHeld = new Promise<void>((resolve) => (releaseStates = resolve));
    await page.route('**/api/states', async (route) => {
      await statesHeld;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
      });
    });

    await page.goto('/sitemap');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(['Loading states…', 'Loading popular cities…']);
    await expect(page.getByRole('heading', { level: 2, name: 'Browse by State' })).toBeVisible();
    releaseStates();
    await expect(page.getByRole('alert')).toHaveText('Error loading sitemap content. Please try again later.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await expect(page.getByRole('main').getByRole('link', { name: 'XML sitemap' })).toBeVisible();
  });
});

test.describe('Page Not Found', () => {
  const PAGE_NOT_FOUND_LINES = [
    "We couldn't find the page you're looking for.",
    'The page may have been moved, deleted, or might never have existed.',
  ];
  const NOT_FOUND_SCREENS = [
    { path: '/no/such/page/here', what: 'an unknown path', title: 'Page Not Found', lines: PAGE_NOT_FOUND_LINES },
    { path: '/nowhere', what: 'an unknown state', title: 'Page Not Found', lines: PAGE_NOT_FOUND_LINES },
    { path: '/california/nowhere', what: 'an unknown city', title: 'Page Not Found', lines: PAGE_NOT_FOUND_LINES },
    {
      path: '/california/los-angeles/nowhere',
      what: 'an unknown store',
      title: 'Store Not Found',
      lines: ["Sorry, we couldn't find the store you're looking for. Please check the URL or try searching for the store."],
    },
  ];
  /** The ways on: all states, the map, and the header's first six popular cities. */
  const WAYS_ON = ['/sitemap', '/map', ...FIRST_TEN_HEADER_CITIES.slice(0, 6).map(([, path]) => path)];

  for (const { path, what, title, lines } of NOT_FOUND_SCREENS) {
    test(`${what} answers 404 with the ${title} screen and title, a search box and ways on`, async ({ page }) => {
      test.slow(); // it ends with an axe scan
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const { site } = await readSiteSettings(page);
      await expect(page).toHaveTitle(`${title} | ${site.name}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lines[0]!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      for (const line of lines) await expect(page.getByText(line, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('search', { name: 'Search the directory' })).toBeVisible();
      const waysOn = page.getByRole('navigation', { name: 'Or browse' }).getByRole('link');
      await expect.poll(() => hrefsOf(waysOn)).toEqual(WAYS_ON);
      await expect(waysOn.first()).toHaveText('Browse all states');
      await expect(waysOn.nth(1)).toHaveText('Store Map');
      await expect(waysOn.nth(2)).toHaveText(FIRST_TEN_HEADER_CITIES[0][0]);
      await expectNoAxeViolations(page);
    });
  }

  test('its search box searches the directory', async ({ page }) => {
    await page.goto('/california/los-angeles/nowhere');
    const search = page.getByRole('search', { name: 'Search the directory' });
    await search.getByRole('combobox', { name: 'Search the directory' }).fill('vintage furniture');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=vintage(\+|%20)furniture$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Search /);
    await expect(page.getByRole('heading', { name: 'Store Not Found' })).toHaveCount(0);
  });

  test('its links go on inside the app', async ({ page }) => {
    await page.goto('/nowhere');
    const waysOn = page.getByRole('navigation', { name: 'Or browse' });
    await waysOn.getByRole('link', { name: 'Browse all states' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');

    await page.goto('/nowhere');
    const [label, cityPath] = FIRST_TEN_HEADER_CITIES[0];
    await page.getByRole('navigation', { name: 'Or browse' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${cityPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label.split(',')[0]!);
  });

  test('Return to Homepage goes home', async ({ page }) => {
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find Consignment Stores Near Me');
  });
});

test.describe('notifications', () => {
  test('F8 moves focus to the notification area', async ({ page }) => {
    await page.goto('/about');
    const area = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(area).toBeAttached();
    await page.keyboard.press('F8');
    await expect(area.locator('ol')).toBeFocused();
  });
});
