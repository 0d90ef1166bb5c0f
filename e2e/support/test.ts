import { test as base, type Page } from '@playwright/test';
import { waitForHydration } from './navigation';

export { expect } from '@playwright/test';

/**
 * Playwright's test, whose page waits after each `goto` until the app has hydrated the server's
 * HTML, as a visitor's first interaction meets it (the server's HTML alone has no script behind its
 * buttons). A page that did not come from this site is not waited for.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const fromThisSite = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (fromThisSite && (options?.waitUntil ?? 'load') !== 'commit') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
