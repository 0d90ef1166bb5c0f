import type { SearchSuggestions } from '../../backend/src/contracts/api.contract';
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/test';

test.describe('search suggestions', () => {
  test('the home search box suggests stores, cities and states as one types; arrow keys and Enter open one', async ({ page, request }) => {
    const suggested = (await (await request.get('/api/suggestions?query=glen%20bur')).json()) as SearchSuggestions;
    expect(suggested.cities.map((city) => city.path)).toContain('/maryland/glen-burnie');

    await page.goto('/');
    const box = page.getByRole('combobox', { name: /search consignment stores/i });
    await box.pressSequentially('glen bur');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: /^Glen Burnie, MD/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // Down to the city, past the stores listed before it.
    const options = await list.getByRole('option').allTextContents();
    const cityIndex = options.findIndex((text) => text.startsWith('Glen Burnie, MD'));
    for (let step = 0; step <= cityIndex; step += 1) await box.press('ArrowDown');
    await expect(list.getByRole('option', { name: /^Glen Burnie, MD/ })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/maryland\/glen-burnie$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Glen Burnie');
  });

  test('Escape closes the list; Enter with nothing chosen searches for the text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /search consignment stores/i });
    await box.pressSequentially('bramble cons');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bramble\+cons$/);
  });

  test('a store suggestion opens its page; a typo is forgiven', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /search consignment stores/i });
    await box.pressSequentially('heidenriechs');
    const option = page.getByRole('listbox').getByRole('option', { name: /Heidenreich's Antiques/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/california\/long-beach\/heidenreichs-antiques-long-beach$/);
  });

  test("the header's search box (behind its Search button, on a phone) suggests states, and searches for the text", async ({ page }) => {
    await page.goto('/about');
    const open = page.getByRole('banner').getByRole('button', { name: 'Search stores' });
    if (await open.isVisible()) {
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
    }
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search stores' });
    // The box opens ready to type in.
    if (await open.isVisible()) await expect(box).toBeFocused();
    await box.pressSequentially('texa');
    const texas = page.getByRole('listbox').getByRole('option', { name: 'Texas State' });
    await expect(texas).toBeVisible();
    // Escape closes the suggestions first, keeping the box and what was typed.
    await box.press('Escape');
    await expect(texas).toBeHidden();
    await expect(box).toHaveValue('texa');
    await box.press('ArrowDown');
    await expect(texas).toBeVisible();
    await texas.click();
    await expect(page).toHaveURL(/\/texas$/);

    if (await open.isVisible()) await open.click();
    await box.fill('seattle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=seattle$/);
  });
});
