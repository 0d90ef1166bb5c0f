import type { Page } from '@playwright/test';

/** Until the app has hydrated the server's page (before that, a link is a page load of its own). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** An address the app's router goes to without a page load, as any in-app link would. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
