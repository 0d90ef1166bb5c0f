import { expect, test } from '../support/test';

test('a visitor walks from home to a state, a city and a store by clicking, the app fetching only what it lacks', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near Me');
  expect(apiRequests).toEqual([]);

  await page
    .getByRole('list', { name: 'Featured States' })
    .getByRole('link', { name: /California/ })
    .click();
  await expect(page).toHaveURL(/\/california$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in California');
  await expect(page).toHaveTitle(/Consignment Stores in California \|/);

  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /cities/i }))
    .first()
    .fill('los angeles');
  // The list follows the filter a moment after typing (a deferred value): the link is taken from the matches.
  await page
    .getByRole('region', { name: 'Cities in California' })
    .getByRole('list', { name: 'Matching cities' })
    .getByRole('link', { name: /^Los Angeles/ })
    .click();
  await expect(page).toHaveURL(/\/california\/los-angeles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Stores in Los Angeles, California');
  await expect(page).toHaveTitle(/^Consignment Stores in Los Angeles, California \| \d+ Shops$/);

  const firstStore = page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
  const storeName = (await firstStore.textContent())!.trim();
  await firstStore.click();
  await expect(page).toHaveURL(/\/california\/los-angeles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storeName);
  await expect(page).toHaveTitle(`${storeName} | Consignment Store in Los Angeles, CA`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/california/los-angeles/[a-z0-9-]+$`));

  // State, its cities, city, its stores, nearby cities, store, its award check (spec), its newest
  // items: never one request per listed item.
  expect(apiRequests.filter((path) => !path.startsWith('/api/meta-description')).length).toBeLessThanOrEqual(8);
});
