import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { CityWithStoreCount, StateSummary } from '../../backend/src/contracts/api.contract';

/** A phone's first screen: 375 by 812 px (the mobile project's viewport). */
const PHONE_SCREEN_HEIGHT = 812;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Every state's cities, one request a state, until `found` picks one. */
async function findCity(request: APIRequestContext, found: (city: CityWithStoreCount) => boolean) {
  const states = (await (await request.get('/api/states')).json()) as StateSummary[];
  for (const state of states) {
    const cities = (await (await request.get(`/api/states/${state.slug}/cities`)).json()) as CityWithStoreCount[];
    const city = cities.find(found);
    if (city) return { state, city };
  }
  throw new Error('No such city in the directory');
}

test.describe('On a phone, pages stay short enough to scroll through', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone heights');

  test('the states with the most cities fit in 8,000 px, their biggest cities on the first screens', async ({ page }) => {
    for (const state of ['california', 'texas']) {
      await page.goto(`/${state}`);
      expect(await pageHeight(page)).toBeLessThan(8_000);
      // The cities with the most stores come before the A to Z list, which folds away.
      const biggest = page.getByRole('list', { name: /with the most stores$/ }).getByRole('link');
      await expect(biggest).toHaveCount(8);
      const first = await biggest.first().boundingBox();
      expect(first!.y + first!.height).toBeLessThan(PHONE_SCREEN_HEIGHT);
      const index = page.getByText('All cities, A to Z', { exact: true }).first();
      const letters = page
        .getByRole('navigation', { name: /cities by letter$/ })
        .getByRole('link')
        .first();
      await expect(index).toBeVisible();
      await expect(letters).toBeHidden();
      await index.click();
      await expect(letters).toBeVisible();
    }
  });

  test('a city page of 15 stores fits in 9,000 px, each description behind Read more', async ({ page, request }) => {
    const { state, city } = await findCity(request, (each) => each.storeCount === 15);
    await page.goto(`/${state.slug}/${city.slug}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(15);
    expect(await pageHeight(page)).toBeLessThan(9_000);

    const card = page.getByRole('main').getByRole('article').first();
    const more = card.getByRole('button', { name: /^Read more about / });
    const before = (await card.boundingBox())!.height;
    await more.click();
    await expect(card.getByRole('button', { name: /^Show less about / })).toHaveAttribute('aria-expanded', 'true');
    expect((await card.boundingBox())!.height).toBeGreaterThan(before);
  });

  test("a city page's first store, its name and picture, is on the first screen; its filters and BROWSE THIS PAGE open from a button each", async ({
    page,
  }) => {
    await page.goto('/california/los-angeles');
    const first = page.getByRole('main').getByRole('article').first();
    for (const part of [first.getByRole('heading', { level: 2 }), first.getByRole('img').first()]) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE_SCREEN_HEIGHT);
    }

    const filters = page.getByRole('button', { name: 'Filter stores' });
    const terms = page.getByRole('group', { name: 'Filter stores' });
    await expect(terms).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(terms).toBeVisible();
    // A choice made says so on the folded button.
    await terms.getByRole('checkbox', { name: 'Takes furniture' }).check();
    await expect(page).toHaveURL(/features=/);
    await expect(page.getByRole('button', { name: 'Filter stores (1 chosen)' })).toBeVisible();

    const browse = page.getByRole('navigation', { name: 'BROWSE THIS PAGE' });
    const opener = browse.getByRole('button', { name: 'BROWSE THIS PAGE' });
    await expect(browse.getByRole('link').first()).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(browse.getByRole('link').first()).toBeVisible();
  });

  test("a search's first result is on the first screen", async ({ page }) => {
    await page.goto('/search?q=vintage');
    const firstName = page
      .getByRole('region', { name: /^Found / })
      .getByRole('heading', { level: 3 })
      .first();
    await expect(firstName).toBeVisible();
    const box = (await firstName.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE_SCREEN_HEIGHT);
  });
});
