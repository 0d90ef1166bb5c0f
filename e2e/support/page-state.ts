import type { Page } from '@playwright/test';
import type { SiteSettings } from '../../backend/src/contracts/page-render.contract';

/** The site's settings the server put into the page (its page state), as the app reads them. */
export async function readSiteSettings(page: Page): Promise<SiteSettings> {
  const text = await page.locator('#initial-state').textContent();
  if (!text) throw new Error('The page carries no page state');
  return (JSON.parse(text) as { settings: SiteSettings }).settings;
}

/**
 * The page as if no server had rendered it: no body and no page state, so the app renders it in the
 * browser alone and asks the API for everything (to see its placeholders and errors on a first visit).
 */
export function withoutServerRender(html: string): string {
  return html
    .replace(/<script id="initial-state" type="application\/json">[\s\S]*?<\/script>/, '')
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
}
