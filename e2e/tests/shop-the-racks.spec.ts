import { waitForHydration } from '../support/navigation';
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/test';
import type { ItemSearchResponse } from '../../backend/src/contracts/items.contract';

const resultsOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: / items? / });

test.describe('Shop the racks', () => {
  test('from the home page to dressers near Austin, a store that has one, and its page on the store’s site', async ({ page, request }) => {
    const expected = (await (await request.get('/api/items?q=dresser&near=austin')).json()) as ItemSearchResponse;
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.place).toMatchObject({ name: 'Austin', stateAbbreviation: 'TX' });

    await page.goto('/');
    const shop = page.getByRole('search', { name: 'Shop the racks' });
    await shop.getByLabel('What are you looking for?').fill('dresser');
    await shop.getByLabel('Near').fill('Austin, TX');
    await shop.getByRole('button', { name: 'Shop the racks' }).click();

    await expect(page).toHaveURL(/\/items\?q=dresser&near=Austin%2C(\+|%20)TX$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop the racks' })).toBeVisible();
    const results = resultsOf(page);
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(/items? matching “dresser” within 100 miles of Austin, TX$/);
    const first = results.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(expected.items[0]!.title);
    await expect(first.getByText(/^\$[\d,]+(\.\d\d)?$/)).toBeVisible();
    await expect(first.getByText(/miles away/)).toBeVisible();
    await expect(first.getByText(/^seen /)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // The store that has it, and its newest items on its own page.
    const store = expected.items[0]!.store;
    await first.getByRole('link', { name: store.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${store.stateSlug}/${store.citySlug}/${store.slug}$`));
    const rack = page.getByRole('region', { name: 'On the racks now' });
    await expect(rack.getByRole('article').first()).toBeVisible();
    expect(await rack.getByRole('article').count()).toBeLessThanOrEqual(8);
    await expectNoAxeViolations(page);
    await rack.getByRole('link', { name: /^Shop the racks near / }).click();
    await expect(page).toHaveURL(new RegExp(`/items\\?near=${store.citySlug}-${store.stateAbbreviation.toLowerCase()}$`));
    await expect(resultsOf(page).getByRole('article').first()).toBeVisible();
  });

  test('narrows to a category, a price range and stores open now, and says why a place is unknown', async ({ page }) => {
    await page.goto('/items?near=houston-tx');
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Items' });
    await form.getByLabel('Category').selectOption({ label: 'Furniture' });
    await form.getByLabel('Min price ($)').fill('100');
    await form.getByLabel('Max price ($)').fill('500');
    await form.getByRole('checkbox', { name: /^Open now/ }).check();
    await form.getByRole('button', { name: 'Search items' }).click();
    await expect(page).toHaveURL(/\/items\?category=sellFurniture&min=100&max=500&near=houston-tx&open=1$/);
    const heading = resultsOf(page).or(page.getByRole('status')).first();
    await expect(heading).toBeVisible();
    for (const price of await page
      .getByRole('article')
      .getByText(/^\$[\d,]+$/)
      .allTextContents()) {
      const dollars = Number(price.replace(/[$,]/g, ''));
      expect(dollars).toBeGreaterThanOrEqual(100);
      expect(dollars).toBeLessThanOrEqual(500);
    }

    await page.goto('/items?q=lamp&near=atlantis-zz');
    await expect(page.getByRole('alert')).toHaveText(/near must name a city of the directory/);
    await expectNoAxeViolations(page);
  });

  test('every city page offers Shop the racks near it', async ({ page }) => {
    await page.goto('/texas/austin');
    await page.getByRole('link', { name: 'Shop the racks near Austin' }).click();
    await expect(page).toHaveURL(/\/items\?near=austin-tx$/);
    await expect(resultsOf(page).getByRole('heading', { level: 2 })).toHaveText(/within 100 miles of Austin, TX$/);
  });
});
