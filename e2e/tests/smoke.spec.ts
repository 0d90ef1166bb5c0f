import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/test';

test.describe('the app shell', () => {
  test('opens the home page with the header and footer, states loaded from the API', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find Consignment Stores Near Me');

    const footer = page.getByRole('contentinfo');
    // The footer lists the first 6 states of /api/states.
    for (const state of ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado']) {
      await expect(footer.getByRole('link', { name: state, exact: true })).toHaveAttribute('href', `/${state.toLowerCase()}`);
    }
    await expect(footer.getByRole('link', { name: 'Connecticut', exact: true })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    if (isMobile) {
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'View all states' })).toHaveAttribute(
        'href',
        '/sitemap',
      );
    } else {
      await page.getByRole('button', { name: 'Browse by State' }).click();
      const statesMenu = page.locator('#header-states-menu');
      await expect(statesMenu.getByRole('link', { name: 'Wyoming' })).toHaveAttribute('href', '/wyoming');
      await expect(statesMenu.getByRole('link', { name: 'District of Columbia' })).toBeVisible();
    }
  });

  test('shows Page Not Found for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the page you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no accessibility problems on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Alabama', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
