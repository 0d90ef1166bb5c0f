import { expect, test } from '../support/test';
import type { CityStores } from '../../backend/src/contracts/api.contract';
import { expectNoAxeViolations } from '../support/accessibility';
import { navigateInApp } from '../support/navigation';

test.describe('awards', () => {
  // A routed request still in flight when a test ends must not fail it.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the size changes preview and code; the copy buttons copy them and say Copied! for about 2 s', async ({ page, baseURL }) => {
    await page.goto('/awards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Consignment Store Awards 2025');
    await expect(page.getByText('customer reviews, product quality, store atmosphere and the overall shopping experience')).toBeVisible();

    const code = page.getByRole('textbox', { name: 'HTML code' });
    const preview = page.getByRole('complementary', { name: 'Badge preview' }).getByRole('img');
    await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await expect(preview).toHaveAttribute('width', '200');
    await expect(code).toHaveValue(
      `<a href="${baseURL}/" target="_blank" rel="noopener"><img src="${baseURL}/badges/best-consignment-store-2025-200.png" width="200" height="200" alt="Best Consignment Store 2025, Consignment Store Finder"></a>`,
    );

    await page.getByRole('radio', { name: /Large/ }).check();
    await expect(preview).toHaveAttribute('width', '250');
    await expect(preview).toHaveAttribute('src', '/badges/best-consignment-store-2025-250.png');
    await expect(code).toHaveValue(/-250\.png" width="250" height="250"/);
    // The preview image really loads.
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(250);

    const copyCode = page.getByRole('button', { name: 'Copy HTML Code' });
    await copyCode.click();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await expect(copied).toBeVisible();
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    await expect(page.getByRole('button', { name: 'Copy HTML Code' })).toBeVisible({ timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1200);
    expect(shownFor).toBeLessThan(3500);

    await page.getByRole('button', { name: 'Copy Image Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/badges/best-consignment-store-2025-250.png`);

    await expect(page.getByRole('heading', { name: 'In Your Website Footer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On Your About Us or Testimonials Page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'awards@example.com' })).toHaveAttribute('href', 'mailto:awards@example.com');
    await expectNoAxeViolations(page);
  });

  test("the steps' number badges are round and all the same size, however their titles wrap", async ({ page }) => {
    await page.goto('/awards');
    const steps = page.getByRole('heading', { level: 2, name: /^Step \d: / });
    await expect(steps).toHaveCount(3);
    const badges = await steps.evaluateAll((headings) =>
      headings.map((heading) => {
        const badge = heading.querySelector(':scope > [aria-hidden="true"]')!;
        const { width, height } = badge.getBoundingClientRect();
        return { number: badge.textContent, width, height, radius: getComputedStyle(badge).borderRadius };
      }),
    );
    expect(badges.map((badge) => badge.number)).toEqual(['1', '2', '3']);
    const [first] = badges;
    expect(first!.width).toBeGreaterThanOrEqual(24);
    for (const badge of badges) {
      expect(badge, `step ${badge.number}'s badge`).toEqual({ ...first, number: badge.number });
      expect(badge.height, `step ${badge.number}'s badge`).toBe(badge.width);
    }
  });

  test("the badge shows on an awarded store's page and not on another's", async ({ page, request }) => {
    const { stores } = (await (await request.get('/api/states/california/cities/los-angeles/stores?limit=30')).json()) as CityStores;
    const awarded = stores.find((store) => store.id % 5 === 0)!;
    const other = stores.find((store) => store.id % 5 !== 0)!;

    await page.goto(`/california/los-angeles/${awarded.slug}`);
    const badge = page.getByRole('img', { name: 'Best Consignment Store 2025' });
    await expect(badge).toBeVisible();
    const width = (await badge.boundingBox())!.width;
    expect(width).toBe(page.viewportSize()!.width < 768 ? 70 : 100);

    await page.goto(`/california/los-angeles/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.businessName);
    await expect(page.getByRole('img', { name: 'Best Consignment Store 2025' })).toHaveCount(0);
  });

  test('the badge stays hidden while the award check loads, and shows once it says awarded', async ({ page, request }) => {
    const { stores } = (await (await request.get('/api/states/california/cities/los-angeles/stores?limit=30')).json()) as CityStores;
    const awarded = stores.find((store) => store.id % 5 === 0)!;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/awards\/validate\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/california/los-angeles');
    await navigateInApp(page, `/california/los-angeles/${awarded.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(awarded.businessName);
    await expect(page.getByRole('img', { name: 'Best Consignment Store 2025' })).toHaveCount(0);
    release();
    await expect(page.getByRole('img', { name: 'Best Consignment Store 2025' })).toBeVisible();
  });

  test('the badge stays hidden when the award check fails', async ({ page, request }) => {
    const { stores } = (await (await request.get('/api/states/california/cities/los-angeles/stores?limit=30')).json()) as CityStores;
    const awarded = stores.find((store) => store.id % 5 === 0)!;
    await page.route(/\/api\/awards\/validate\//, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    // In-app navigation, so the check is asked of the API rather than read from the page.
    await page.goto('/california/los-angeles');
    const failed = page.waitForResponse((response) => response.url().includes('/api/awards/validate/'));
    await navigateInApp(page, `/california/los-angeles/${awarded.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(awarded.businessName);
    expect((await failed).status()).toBe(500);
    await expect(page.getByRole('img', { name: 'Best Consignment Store 2025' })).toHaveCount(0);
  });
});
