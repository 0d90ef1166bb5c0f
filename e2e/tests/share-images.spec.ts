import { pngSize } from '../../backend/test/png-size';
import { shareImagePath } from '../../backend/src/contracts/share-image.contract';
import { navigateInApp, waitForHydration } from '../support/navigation';
import { pageKinds } from '../support/page-kinds';
import { expect, test } from '../support/test';

test.describe('share images', () => {
  test('after a navigation inside the app, the head names the new page’s card, which loads at the size it says', async ({
    page,
    baseURL,
  }) => {
    const kinds = await pageKinds(baseURL!);
    await page.goto('/about');
    await waitForHydration(page);
    const image = page.locator('meta[property="og:image"]');
    await expect(image).toHaveAttribute('content', `${baseURL}${shareImagePath('/about')}`);

    await navigateInApp(page, kinds.store!);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'business.business');
    const storeImage = `${baseURL}${shareImagePath(kinds.store!)}`;
    await expect(image).toHaveAttribute('content', storeImage);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', storeImage);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

    const response = await page.request.get(storeImage);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const width = Number(await page.locator('meta[property="og:image:width"]').getAttribute('content'));
    const height = Number(await page.locator('meta[property="og:image:height"]').getAttribute('content'));
    expect(pngSize(await response.body())).toEqual({ width, height });
  });
});
