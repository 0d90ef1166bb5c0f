import type { APIRequestContext } from '@playwright/test';
import type { CityStores, StoreDetail } from '../../backend/src/contracts/api.contract';
import { storeHoursAt } from '../../backend/src/contracts/opening-hours';
import type { SiteSettings } from '../../backend/src/contracts/page-render.contract';
import { expect, test } from '../support/test';

/** A Californian's browser. */
test.use({ timezoneId: 'America/Los_Angeles' });

/** Monday 22:30 in Los Angeles: already Tuesday 01:30 in New York, where no store of the sample is open. */
const LATE_MONDAY_IN_LOS_ANGELES = new Date('2026-11-23T22:30:00-08:00');

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The body's text of the server's HTML, as a reader without script gets it. */
function serverText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">')).replace(/<script[\s\S]*?<\/script>/g, '');
  return body
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test.describe("a New York store's hours, seen from California", () => {
  test("say New York's day and whether it is open there, in the server's HTML and once hydrated, without a hydration warning", async ({
    page,
    request,
  }) => {
    const { stores } = await api<CityStores>(request, '/api/states/new-york/cities/new-york/stores?limit=1');
    const store = await api<StoreDetail>(request, `/api/stores/${stores[0]!.slug}`);
    expect(store.timeZone).toBe('America/New_York');
    const path = `/${store.stateSlug}/${store.citySlug}/${store.slug}`;

    // The server's HTML: New York's day and state at the instant the page was rendered (its page state says when).
    const html = await (await request.get(path)).text();
    const settings = (
      JSON.parse(/<script id="initial-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { settings: SiteSettings }
    ).settings;
    const rendered = storeHoursAt(store.hours, store.timeZone, Date.parse(settings.renderedAt))!;
    expect(serverText(html)).toContain(`Today (${rendered.day}):`);
    expect(serverText(html)).toContain(rendered.isOpen ? 'Open now' : 'Closed now');

    // The browser's clock says Monday night; the store's day is Tuesday, and it is closed.
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await page.clock.setFixedTime(LATE_MONDAY_IN_LOS_ANGELES);
    // The fixture waits until the page has hydrated.
    await page.goto(path);
    expect(await page.evaluate(() => new Date().getDay())).toBe(1);

    const hoursSection = page.getByRole('region', { name: 'Store Hours' });
    await expect(hoursSection).toContainText('Today (Tuesday):');
    await expect(hoursSection).toContainText('Closed now');
    await expect(hoursSection.locator('li[aria-current="date"]')).toContainText('Tuesday');
    // Hydration met the server's HTML as it was (its render time, not the browser's clock): nothing to report.
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });
});
