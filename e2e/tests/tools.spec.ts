import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';

const results = (page: Page) => page.getByRole('region', { name: 'Your Results' });
const resultOf = (page: Page, label: RegExp) =>
  results(page)
    .locator('div')
    .filter({ has: page.getByText(label) })
    .locator('dd');

test.describe('seller tools', () => {
  test('the hub lists the calculator, the spreadsheet and the price comparison', async ({ page }) => {
    await page.goto('/tools');
    await expect(page).toHaveTitle('Free Consignment Store Tools | Calculate Profit & More');
    await expect(page.getByRole('heading', { level: 2, name: 'Profit Calculator' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calculate your profit' })).toHaveAttribute('href', '/tools/profit-calculator');
    await expect(page.getByRole('link', { name: 'Download the spreadsheet' })).toHaveAttribute('href', '/tools/inventory-tracker');
    await expect(page.getByRole('link', { name: 'Compare stores near you' })).toHaveAttribute('href', '/tools/price-comparison');
    for (const benefit of ['Maximize Earnings', 'Compare Rates', 'Smart Shopping']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('a sofa at $600 near Dallas: the stores that take it, ranked by payout, the first opening the calculator filled in', async ({
    page,
  }) => {
    await page.goto('/tools/price-comparison');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consignment Price Comparison');
    await page.getByRole('combobox', { name: 'What it is' }).selectOption('furniture');
    await page.getByRole('textbox', { name: 'Expected price ($)' }).fill('600');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('texas');
    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('dallas');
    await page.getByRole('button', { name: 'Compare stores' }).click();
    await expect(page).toHaveURL('/tools/price-comparison?category=furniture&price=600&state=texas&city=dallas');
    await expect(page.getByRole('heading', { level: 2, name: 'Where furniture at $600.00 pays most near Dallas, TX' })).toBeVisible();
    const rows = page.getByRole('listitem').filter({ hasText: 'You take home' });
    expect(await rows.count()).toBeGreaterThan(2);
    // Each with its figure, the least it pays first in order.
    const least = (await rows.allInnerTexts()).map((text) => Number(/at least \$([\d,.]+)/.exec(text)![1]!.replace(/,/g, '')));
    expect(least).toEqual([...least].sort((a, b) => b - a));
    await expectNoAxeViolations(page);

    const first = rows.first();
    const share = Number(/\((\d+)%\)/.exec(await first.innerText())![1]);
    await first.getByRole('link', { name: /^Open in the profit calculator/ }).click();
    await expect(page).toHaveURL(/\/tools\/profit-calculator\?price=600\.00&commission=\d+&fees=/);
    await expect(page.getByRole('textbox', { name: 'Selling Price' })).toHaveValue('600.00');
    await expect(page.getByRole('textbox', { name: 'Store Commission Rate' })).toHaveValue(String(100 - share));
  });

  test.describe('the price comparison near the visitor', () => {
    test.describe('with the location shared, in Dallas', () => {
      test.use({ geolocation: { latitude: 32.7767, longitude: -96.797 }, permissions: ['geolocation'] });

      test('a sofa at $600 near me: the stores nearby with their distance, in an address that reloads', async ({ page }) => {
        await page.goto('/tools/price-comparison');
        await page.getByRole('combobox', { name: 'What it is' }).selectOption('furniture');
        await page.getByRole('textbox', { name: 'Expected price ($)' }).fill('600');
        await page.getByRole('button', { name: 'Near me' }).click();
        // The position rounded to three decimals (about 100 m) before it leaves the browser.
        await expect(page).toHaveURL('/tools/price-comparison?category=furniture&price=600&lat=32.777&lng=-96.797');
        const heading = page.getByRole('heading', { level: 2, name: 'Where furniture at $600.00 pays most near you' });
        await expect(heading).toBeVisible();
        const rows = page.getByRole('listitem').filter({ hasText: 'You take home' });
        expect(await rows.count()).toBeGreaterThan(2);
        // Each with its town and distance, all within the comparison's 50 miles, some in Dallas itself.
        const texts = await rows.allInnerTexts();
        const miles = texts.map((text) => Number(/, [A-Z]{2} · ([\d,.]+) miles? away/.exec(text)?.[1]?.replace(/,/g, '')));
        for (const distance of miles) expect(distance).toBeLessThanOrEqual(50);
        expect(Math.min(...miles)).toBeLessThan(10);
        expect(texts.some((text) => text.includes('Dallas, TX'))).toBe(true);
        await expectNoAxeViolations(page);

        // The address alone gives the same comparison.
        await page.goto(page.url());
        await expect(heading).toBeVisible();
        expect(await rows.count()).toBe(texts.length);
      });
    });

    test('explains itself when the visitor does not share the location', async ({ page }) => {
      await page.goto('/tools/price-comparison');
      await page.getByRole('textbox', { name: 'Expected price ($)' }).fill('600');
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You chose not to share your location' })).toBeVisible();
      await expect(page).toHaveURL('/tools/price-comparison');
      await expectNoAxeViolations(page);
    });
  });

  test('the calculator starts at 120 / 40% / 5 and recalculates on every change', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Calculate your profit' }).click();
    await expect(page).toHaveURL('/tools/profit-calculator');
    const price = page.getByRole('textbox', { name: 'Selling Price' });
    const commission = page.getByRole('textbox', { name: 'Store Commission Rate' });
    const fees = page.getByRole('textbox', { name: 'Miscellaneous Fees' });
    await expect(price).toHaveValue('120');
    await expect(commission).toHaveValue('40');
    await expect(fees).toHaveValue('5');
    for (const field of [price, commission, fees]) await expect(field).toHaveAttribute('inputmode', 'decimal');
    await expect(price).toHaveAttribute('placeholder', '0.00');
    await expect(commission).toHaveAttribute('placeholder', '0');

    await expect(resultOf(page, /^Estimated Profit/)).toHaveText('$67.00');
    await expect(resultOf(page, /^Store Commission/)).toHaveText('$48.00');
    await expect(resultOf(page, /^Additional Fees/)).toHaveText('$5.00');
    await expect(resultOf(page, /^Total Selling Price/)).toHaveText('$120.00');

    await price.fill('1,250');
    await expect(resultOf(page, /^Estimated Profit/)).toHaveText('$745.00');
    await expect(resultOf(page, /^Total Selling Price/)).toHaveText('$1,250.00');

    await commission.fill('abc');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid commission percentage');
    // The field the message is about says so, and is described by it.
    await expect(commission).toHaveAttribute('aria-invalid', 'true');
    await expect(commission).toHaveAccessibleDescription('Please enter a valid commission percentage');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(resultOf(page, /^Estimated Profit/)).toHaveText('--');
    await expect(resultOf(page, /^Store Commission/)).toHaveText('--');

    await commission.fill('140');
    await expect(page.getByRole('alert')).toHaveText('Commission rate must be between 0 and 100%');
    await commission.fill('50');
    await fees.fill('-1');
    await expect(page.getByRole('alert')).toHaveText('Fees cannot be negative');
    await fees.fill('0');
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(resultOf(page, /^Estimated Profit/)).toHaveText('$625.00');
  });

  test('the calculator explains each field, with the typical commission range', async ({ page }) => {
    await page.goto('/tools/profit-calculator');
    const help = page.getByRole('button', { name: 'About Store Commission Rate' });
    await help.focus();
    await expect(page.getByRole('tooltip')).toHaveText(/typically range from 25-60%/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
    // A tap (or click) opens it too, and leaves it open.
    await page.getByRole('button', { name: 'About Selling Price' }).click();
    await expect(page.getByRole('tooltip')).toHaveText(/before the store takes its commission/);
    await expect(page.getByText('you take home $67')).toBeVisible();
    await expect(page.getByRole('link', { name: 'All tools', exact: true })).toHaveAttribute('href', '/tools');
    await expect(page.getByRole('link', { name: 'Explore All Tools' })).toHaveAttribute('href', '/tools');
    await expectNoAxeViolations(page);
  });

  test('the inventory tracker shows each file’s real size and version, and both downloads start and are not empty', async ({
    page,
    request,
  }) => {
    const info = (await (await request.get('/api/tools/inventory-tracker')).json()) as {
      version: string;
      xlsxBytes: number;
      csvBytes: number;
    };
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Download the spreadsheet' }).click();
    await expect(page).toHaveURL('/tools/inventory-tracker');
    await expect(page.getByText(`Version ${info.version}`)).toBeVisible();
    const excel = page.getByRole('link', { name: /Download Excel \(\.xlsx\)/ });
    await expect(excel).toContainText(`${(info.xlsxBytes / 1024).toFixed(1)} KB`);

    for (const [link, name] of [
      [excel, 'inventory-tracker.xlsx'],
      [page.getByRole('link', { name: /Download CSV \(\.csv\)/ }), 'inventory-tracker.csv'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(name);
      const stream = await download.createReadStream();
      let size = 0;
      for await (const chunk of stream) size += (chunk as Buffer).length;
      expect(size).toBe(name.endsWith('.xlsx') ? info.xlsxBytes : info.csvBytes);
    }

    // Structured data: a free software application and product, and the breadcrumb.
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'SoftwareApplication', 'Product']));
    await expectNoAxeViolations(page);
  });
});
