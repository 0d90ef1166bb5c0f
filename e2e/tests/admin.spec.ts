import type { Locator, Page, Response, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminApiPaths, formatExpiry, type SitemapCacheInfo } from '../../backend/src/contracts/admin.contract';
import type { DirectoryStats } from '../../backend/src/contracts/api.contract';
import { expectNoAxeViolations } from '../support/accessibility';
import { readSiteSettings } from '../support/page-state';
import { E2E_ADMIN_PASSWORD } from '../support/admin-credentials';
import { DIRECTORY_FIGURES, figure, passwordField, runAlone, signInAsAdmin } from '../support/admin';

/** `/api/regenerate-sitemap`: GET reads the status, POST regenerates. */
const isSitemapApi = (url: URL) => url.pathname === adminApiPaths.sitemap;
const sitemapAnswer = (method: 'GET' | 'POST') => (response: Response) =>
  isSitemapApi(new URL(response.url())) && response.request().method() === method;

const statusCard = (page: Page) => page.getByRole('region', { name: 'Sitemap Status' });
const siteStatistics = (page: Page) => page.getByRole('region', { name: 'Site Statistics' });
/** Radix's notification area, where the one toast shows. */
const toastArea = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const count = (value: number) => value.toLocaleString('en-US');
const validity = (status: SitemapCacheInfo) =>
  status.valid ? `Sitemap is valid and will expire in ${formatExpiry(status.timeUntilExpiry)}` : 'Sitemap needs regeneration';

/** The card shows the status's six figures: counts with separators, dates readable (their ISO value kept). */
async function expectFigures(card: Locator, status: SitemapCacheInfo): Promise<void> {
  await expect(figure(card, 'URL Count')).toHaveText(count(status.info.urlCount));
  await expect(figure(card, 'State Pages')).toHaveText(count(status.info.stateCount));
  await expect(figure(card, 'City Pages')).toHaveText(count(status.info.cityCount));
  await expect(figure(card, 'Store Pages')).toHaveText(count(status.info.storeCount));
  for (const [label, iso, none] of [
    ['Last Generated', status.info.lastGenerated, 'Never'],
    ['Expires At', status.info.expiresAt, '—'],
  ] as const) {
    if (iso) {
      await expect(figure(card, label).locator('time')).toHaveAttribute('datetime', iso);
      await expect(figure(card, label)).toContainText(String(new Date(iso).getFullYear()));
    } else {
      await expect(figure(card, label)).toHaveText(none);
    }
  }
}

/** Answers a routed request unless the page has already dropped it (a test ending, a page closing). */
async function fulfillUnlessGone(route: Route, status: number): Promise<void> {
  try {
    await route.fulfill({
      status,
      json: { statusCode: status, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
    });
  } catch {
    // The request was cancelled meanwhile.
  }
}

test.describe('admin', () => {
  // A routed request still in flight when a test ends must not fail it.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('signs in (after a wrong password), regenerates the sitemap and signs out', async ({ page, request }) => {
    test.slow(); // it waits for a real regeneration, perhaps behind the other project's
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByText('This area is for site administrators only.')).toBeVisible();

    // A wrong password: the server's message, the cursor back in the field, the text still there.
    // (One per project and run: the server allows a few wrong ones a minute.)
    const password = passwordField(page);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await password.fill('not-the-admin-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong password.');
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('not-the-admin-password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // Signed in, the page reads the statistics: no other test changes the directory meanwhile.
    const card = statusCard(page);
    const initial = await runAlone(page, DIRECTORY_FIGURES, async () => {
      const statusRead = page.waitForResponse(sitemapAnswer('GET'));
      await password.fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(page.getByText('You are signed in as the site administrator.')).toBeFocused();
      await expect(password).toHaveCount(0);

      // The status card and the statistics, as the API answers them.
      const status = (await (await statusRead).json()) as SitemapCacheInfo;
      await expect(card.getByText(validity(status), { exact: true })).toBeVisible();
      await expectFigures(card, status);
      const stats = (await (await request.get('/api/stats')).json()) as DirectoryStats;
      await expect(figure(siteStatistics(page), 'States')).toHaveText(count(stats.stateCount));
      await expect(figure(siteStatistics(page), 'Cities')).toHaveText(count(stats.cityCount));
      await expect(figure(siteStatistics(page), 'Stores')).toHaveText(count(stats.storeCount));
      await expect(figure(siteStatistics(page), 'Pages')).toHaveText(count(status.info.urlCount));
      return status;
    });

    // The SEO links open in a new tab; the XML sitemap is the server's file, not a screen of the app.
    const seoTools = page.getByRole('region', { name: 'SEO Tools' });
    const xmlLink = seoTools.getByRole('link', { name: 'XML Sitemap (opens in a new tab)' });
    const htmlLink = seoTools.getByRole('link', { name: 'HTML Sitemap (opens in a new tab)' });
    await expect(xmlLink).toHaveAttribute('href', '/sitemap.xml');
    await expect(htmlLink).toHaveAttribute('href', '/sitemap');
    for (const link of [xmlLink, htmlLink]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const [xmlTab] = await Promise.all([page.waitForEvent('popup'), xmlLink.click()]);
    await expect(xmlTab).toHaveURL(/\/sitemap\.xml$/);
    await xmlTab.close();

    // Regenerate: the request is held a moment so that the busy button can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isSitemapApi, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      try {
        await route.continue();
      } catch {
        // The page went away meanwhile.
      }
    });
    // The other project runs this test too, and the server refuses a second regeneration at once.
    const regenerated = await runAlone(page, 'sitemap-regeneration', async () => {
      // Nor while it makes its first sitemap, right after it started.
      await expect
        .poll(async () => ((await (await page.request.get(adminApiPaths.sitemap)).json()) as SitemapCacheInfo).info.lastGenerated, {
          timeout: 60_000,
        })
        .not.toBeNull();
      const answered = page.waitForResponse(sitemapAnswer('POST'));
      await card.getByRole('button', { name: 'Regenerate Sitemap' }).click();
      const busy = card.getByRole('button', { name: 'Regenerating...' });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      release();
      const response = await answered;
      expect(response.status()).toBe(200);
      return (await response.json()) as SitemapCacheInfo;
    });

    const toasts = toastArea(page);
    await expect(toasts.getByText('Sitemap Regenerated', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(`Successfully regenerated sitemap with ${count(regenerated.info.urlCount)} URLs.`, { exact: true }),
    ).toBeVisible();
    // The card shows the new sitemap at once.
    expect(regenerated.info.lastGenerated).not.toBeNull();
    if (initial.info.lastGenerated) {
      expect(Date.parse(regenerated.info.lastGenerated!)).toBeGreaterThan(Date.parse(initial.info.lastGenerated));
    }
    expect(regenerated.valid).toBe(true);
    await expect(card.getByText(validity(regenerated), { exact: true })).toBeVisible();
    await expectFigures(card, regenerated);
    await expect(figure(siteStatistics(page), 'Pages')).toHaveText(count(regenerated.info.urlCount));
    await expect(card.getByRole('button', { name: 'Regenerate Sitemap' })).toBeEnabled();

    // Signing out: the form again, the cursor in it; the cookie is gone, so the status is closed.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(password).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('');
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(adminApiPaths.sitemap)).status()).toBe(401);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('a failed status check shows the error and Retry (it was retried once); Retry shows the card', async ({ page }) => {
    let failures = 0;
    const failStatus = async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      failures += 1;
      return fulfillUnlessGone(route, 500);
    };
    await page.route(isSitemapApi, failStatus);
    await signInAsAdmin(page);

    const card = statusCard(page);
    const error = card.getByRole('alert');
    await expect(error).toContainText('Error checking sitemap status');
    await expect(error).toContainText('500: Something went wrong on our side.');
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(failures).toBe(2);
    await expect(figure(siteStatistics(page), 'Pages')).toHaveText('—');

    await page.unroute(isSitemapApi, failStatus);
    const statusRead = page.waitForResponse(sitemapAnswer('GET'));
    await error.getByRole('button', { name: 'Retry' }).click();
    const status = (await (await statusRead).json()) as SitemapCacheInfo;
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByText(validity(status), { exact: true })).toBeVisible();
    await expectFigures(card, status);
    // The Retry button is gone: the cursor is on the status line that replaced it.
    await expect(page.locator(':focus')).toHaveText(validity(status));
    await expect(figure(siteStatistics(page), 'Pages')).toHaveText(count(status.info.urlCount));
  });

  test('a failed regeneration shows the Regeneration Failed toast for about 5 s', async ({ page }) => {
    await page.route(isSitemapApi, (route) => (route.request().method() === 'POST' ? fulfillUnlessGone(route, 500) : route.fallback()));
    await signInAsAdmin(page);
    const card = statusCard(page);
    await expect(figure(card, 'URL Count')).toHaveText(/^\d/);

    await card.getByRole('button', { name: 'Regenerate Sitemap' }).click();
    const toasts = toastArea(page);
    const title = toasts.getByText('Regeneration Failed', { exact: true });
    await expect(title).toBeVisible();
    const shownAt = Date.now();
    await expect(toasts.getByText('Error: Failed to regenerate sitemap', { exact: true })).toBeVisible();
    await expect(toasts.locator('[data-variant="destructive"]')).toBeVisible();
    // The last good sitemap stays, and the button can be used again.
    await expect(figure(card, 'URL Count')).toHaveText(/^\d/);
    await expect(card.getByRole('button', { name: 'Regenerate Sitemap' })).toBeEnabled();

    await expect(title).toBeHidden({ timeout: 9000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3500);
    expect(shownFor).toBeLessThan(8000);
  });

  test('the head asks not to be indexed; one h1; no axe findings signed out or in', async ({ page }) => {
    test.slow(); // two axe scans
    await page.goto('/admin');
    const { site } = await readSiteSettings(page);
    await expect(page).toHaveTitle(`Admin Dashboard | ${site.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(passwordField(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await signInAsAdmin(page);
    await expect(figure(statusCard(page), 'URL Count')).toHaveText(/^\d/);
    await expect(figure(siteStatistics(page), 'Stores')).toHaveText(/^\d/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Reached inside the app (the footer's Admin link), the page sets the same head itself.
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page).toHaveTitle(`Admin Dashboard | ${site.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
