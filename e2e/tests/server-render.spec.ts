import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../e2e-server';
import { pageKinds } from '../support/page-kinds';
import { expect, test } from '../support/test';

/** The share of the hydrated page's words that must already be in the server's HTML. */
const REQUIRED_COVERAGE = 0.95;

/**
 * What the browser draws that no server can: the map's own drawing (tiles, clusters, zoom buttons),
 * set aside on both sides.
 */
const DRAWN_IN_THE_BROWSER = '.leaflet-container';

/** The words of the page's visible text, lower-cased, in order. */
async function wordsOf(page: Page): Promise<string[]> {
  const text = await page.evaluate((drawn) => {
    for (const element of document.querySelectorAll<HTMLElement>(drawn)) element.style.setProperty('display', 'none', 'important');
    return document.body.innerText;
  }, DRAWN_IN_THE_BROWSER);
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of the HTML the server sends, as a crawler that runs no script reads it. */
async function serverWords(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await wordsOf(page);
  } finally {
    await context.close();
  }
}

/** The hydrated words found in the server's words, each server word counting once. */
function coverage(hydrated: string[], server: string[]): { share: number; missing: string[] } {
  const available = new Map<string, number>();
  for (const word of server) available.set(word, (available.get(word) ?? 0) + 1);
  const missing: string[] = [];
  for (const word of hydrated) {
    const left = available.get(word) ?? 0;
    if (left > 0) available.set(word, left - 1);
    else missing.push(word);
  }
  return { share: hydrated.length === 0 ? 0 : 1 - missing.length / hydrated.length, missing };
}

test.describe('every page arrives rendered', () => {
  test('the server sends the words of the hydrated page; hydration is quiet and asks the API nothing', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const kinds = await pageKinds(E2E_BASE_URL);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser reports a document's own status (Page Not Found's 404) and the map tiles it cannot
      // reach (this machine has no internet) as failed loads: neither is the app's to fix.
      const { url } = message.location();
      const failedLoad = message.text().startsWith('Failed to load resource');
      if (failedLoad && (url === page.url() || !url.startsWith(E2E_BASE_URL))) return;
      messages.push(`${message.type()}: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    let apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiRequests.push(pathname + search);
    });

    for (const [kind, path] of Object.entries(kinds)) {
      await test.step(`${kind}: ${path}`, async () => {
        const server = await serverWords(browser, path);
        messages.length = 0;
        apiRequests = [];
        // The fixture waits for hydration; the page is then left alone until nothing more loads.
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const hydrated = await wordsOf(page);
        const { share, missing } = coverage(hydrated, server);

        test.info().annotations.push({
          type: 'words in the server HTML',
          description: `${kind}: ${(share * 100).toFixed(1)}% of ${hydrated.length}`,
        });
        expect(hydrated.length, `${kind} shows words`).toBeGreaterThan(20);
        expect(share, `${kind}: hydrated words not in the server's HTML: ${missing.slice(0, 40).join(' ')}`).toBeGreaterThanOrEqual(
          REQUIRED_COVERAGE,
        );
        expect(messages, `${kind}: the console stays quiet`).toEqual([]);
        expect(apiRequests, `${kind}: no API request before the first interaction`).toEqual([]);
      });
    }
  });
});
