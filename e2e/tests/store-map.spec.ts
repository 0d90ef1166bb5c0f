import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { StoreMapItem, StoreMapView } from '../../backend/src/contracts/api.contract';
import { BROWSER_CLUSTERING_MAX_STORES, storeMapApiPath, WHOLE_MAP_VIEW } from '../../backend/src/contracts/store-map.contract';
import { expectNoAxeViolations } from '../support/accessibility';
import { navigateInApp } from '../support/navigation';

/** A 1x1 grey PNG: what a tile server answers here, since this machine has no internet. */
const GREY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAA4ADfpFcbLgAAAABJRU5ErkJggg==', 'base64');
const TILE_REQUESTS = /tile\.openstreetmap\.org\//;

/** Tiles come from the configured server; here they are answered locally (or fail, when a test says so). */
async function serveTiles(page: Page, how: 'grey' | 'fail' = 'grey'): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TILE_REQUESTS, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return how === 'grey' ? route.fulfill({ contentType: 'image/png', body: GREY_TILE }) : route.abort('internetdisconnected');
  });
  return asked;
}

const mapRegion = (page: Page) => page.getByRole('region', { name: /^Map of consignment stores/ });

/** The first of the markers that lies wholly inside the map's box (Leaflet draws some beyond its edges), if any. */
async function inView(page: Page, markers: Locator): Promise<Locator | undefined> {
  const box = await mapRegion(page).boundingBox();
  if (!box) return undefined;
  // One look at every marker in the page, so none can go between finding and measuring it.
  const index = await markers.evaluateAll((elements, map) => {
    return elements.findIndex((element) => {
      const own = element.getBoundingClientRect();
      return own.width > 0 && own.left >= map.x && own.top >= map.y && own.right <= map.x + map.width && own.bottom <= map.y + map.height;
    });
  }, box);
  return index === -1 ? undefined : markers.nth(index);
}

/**
 * Waits for a marker wholly inside the map and returns it. The map settles after a zoom: it
 * animates, then (clustered by the server) draws the last view's markers until the next one
 * arrives, so one look may find none inside for a moment.
 */
async function firstInView(page: Page, markers: Locator): Promise<Locator> {
  let found: Locator | undefined;
  await expect
    .poll(async () => (found = await inView(page, markers)) !== undefined, { message: 'a marker wholly inside the map' })
    .toBe(true);
  return found!;
}

/**
 * Zooms into clusters until a single store shows inside the map, once the map clusters where it
 * will go on clustering (`clusteredIn`): a directory small enough to download is clustered by the
 * browser from the visitor's first reach for the map, and a marker chosen while the server's view
 * was still drawn could be redrawn inside a cluster when the browser's arrive.
 */
async function zoomToStores(page: Page, clusteredIn: 'browser' | 'server' = 'browser'): Promise<void> {
  await mapRegion(page).hover();
  await expect(mapRegion(page)).toHaveAttribute('data-clustered-in', clusteredIn);
  const stores = page.locator('.store-marker');
  for (let step = 0; step < 8 && !(await inView(page, stores)); step += 1) {
    const next = await firstInView(page, page.locator('.store-marker, .marker-cluster'));
    if (await next.evaluate((element) => element.classList.contains('store-marker'))) break;
    await next.click();
    await page.waitForTimeout(400);
  }
  await firstInView(page, stores);
}

test.describe('store map', () => {
  // A routed request still in flight when a test ends must not fail it.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('opens on the whole country with clusters; clicking one zooms in to where it splits', async ({ page, request }) => {
    const tiles = await serveTiles(page);
    const whole = (await (await request.get(storeMapApiPath(WHOLE_MAP_VIEW))).json()) as StoreMapView;
    const clusterNames = whole.clusters.map((cluster) => `${cluster.count.toLocaleString('en-US')} stores: zoom in`);

    // The sample directory is small: once the visitor reaches for the map, the page downloads it
    // whole and clusters it itself (a visitor who only looks downloads nothing more).
    const listLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/stores/map' && !new URL(response.url()).search,
    );
    const viewRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/stores/map?')) viewRequests.push(sent.url());
    });
    await page.goto('/map');
    await expect(page).toHaveTitle('Consignment Store Map | Find Stores Near You');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Consignment Stores Near You');
    await expect(mapRegion(page)).toBeVisible();
    expect((await mapRegion(page).boundingBox())!.height).toBe(600);
    // The clusters in view, with their counts and size classes, are the server's clusters of the
    // whole country (the app clusters the same stores the same way); tiles are at the page's zoom of 4.
    await expect(page.locator('.marker-cluster-large').first()).toBeAttached();
    const drawn = await page.locator('.marker-cluster').evaluateAll((clusters) => clusters.map((cluster) => cluster.getAttribute('title')));
    expect(drawn.length).toBeGreaterThan(0);
    for (const name of drawn) expect(clusterNames).toContain(name);
    await expect.poll(() => tiles.some((path) => path.startsWith('/4/'))).toBe(true);
    await expect(page.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();

    await mapRegion(page).hover();
    expect((await listLoaded).status()).toBe(200);
    await expect(mapRegion(page)).toHaveAttribute('data-clustered-in', 'browser');
    const cluster = await firstInView(page, page.locator('.marker-cluster-large'));
    const count = Number((await cluster.getAttribute('title'))!.replace(/\D/g, ''));
    const expected = whole.clusters.find((entry) => entry.count === count)!;
    await cluster.click();
    await expect.poll(() => tiles.some((path) => path.startsWith(`/${expected.expansionZoom}/`))).toBe(true);
    // The cluster has split: none as large is left.
    await expect(page.getByRole('button', { name: `${count.toLocaleString('en-US')} stores: zoom in` })).toHaveCount(0);
    await expect(page.locator('.marker-cluster, .store-marker').first()).toBeAttached();
    // Zooming asked the server nothing: the first view came with the page, the rest were clustered here.
    expect(viewRequests).toEqual([]);
  });

  test('the sticky site header stays above the map, its clusters, markers and controls, as the page scrolls', async ({ page }) => {
    await serveTiles(page);
    await page.goto('/map');
    await mapRegion(page).hover();
    await expect(mapRegion(page)).toHaveAttribute('data-clustered-in', 'browser');
    // Zoomed in, as a shopper looking at their area: clusters all across the map.
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await firstInView(page, page.locator('.marker-cluster'));

    const header = page.getByRole('banner');
    const passedUnder: string[] = [];
    // The page scrolls the map up under the header, 40 px at a time, from its top edge (the zoom
    // buttons) to its bottom edge.
    for (let under = 8; under < 600; under += 40) {
      const seen = await header.evaluate((element, by) => {
        const map = document.querySelector('.leaflet-container')!;
        window.scrollBy(0, map.getBoundingClientRect().top - (element.getBoundingClientRect().bottom - by));
        const own = element.getBoundingClientRect();
        const onTop = (x: number, y: number) => {
          const top = document.elementFromPoint(x, y);
          return top !== null && element.contains(top);
        };
        // Points all across the header's box: each shows the header (or what is in it).
        const covered: string[] = [];
        for (let column = 0; column <= 12; column += 1) {
          for (const y of [own.top + 4, own.top + own.height / 2, own.bottom - 4]) {
            const x = own.left + 4 + ((own.width - 8) * column) / 12;
            if (!onTop(x, y)) covered.push(`${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.className}`);
          }
        }
        // The map's clusters, markers and zoom buttons now (partly) under the header: the middle of
        // the part under it shows the header.
        const under: string[] = [];
        for (const part of map.querySelectorAll('.leaflet-marker-icon, .leaflet-control a')) {
          const box = part.getBoundingClientRect();
          const left = Math.max(box.left, own.left);
          const right = Math.min(box.right, own.right);
          const top = Math.max(box.top, own.top);
          const bottom = Math.min(box.bottom, own.bottom);
          if (right - left < 4 || bottom - top < 4) continue;
          const name = part.getAttribute('title') ?? part.getAttribute('aria-label') ?? part.className;
          if (onTop((left + right) / 2, (top + bottom) / 2)) under.push(name);
          else covered.push(`${name} over the header`);
        }
        return { covered, under };
      }, under);
      expect(seen.covered, `the map ${under} px up under the header`).toEqual([]);
      passedUnder.push(...seen.under);
    }
    // The check saw the map's parts go under the header: its zoom buttons and clusters.
    expect(passedUnder).toContain('Zoom in');
    expect(passedUnder.filter((name) => name.endsWith('stores: zoom in')).length).toBeGreaterThan(2);
  });

  test("the page's HTML draws the first view's tiles, which Leaflet's tiles (the same files) then replace", async ({ page, request }) => {
    const html = await (await request.get('/map')).text();
    const drawn = [...html.matchAll(/<image href="([^"]+)"/g)].map((match) => new URL(match[1]!).pathname);
    // The middle of the whole-country view at zoom 4: three columns by four rows of tiles.
    expect(drawn).toHaveLength(12);
    for (const path of drawn) expect(path).toMatch(/^\/4\/[2-4]\/[4-7]\.png$/);

    const tiles = await serveTiles(page);
    await page.goto('/map');
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
    // The map's own tiles are the files the page already drew (the browser's cache answers them).
    await expect.poll(() => drawn.every((path) => tiles.includes(path))).toBe(true);
    await expect(page.locator('svg image')).toHaveCount(0);
  });

  test("a store's popup shows its name and address, and 'View Details' opens its page", async ({ page }) => {
    await serveTiles(page);
    await page.goto('/map');
    await zoomToStores(page);

    const marker = await firstInView(page, page.locator('.store-marker'));
    const name = (await marker.getAttribute('title'))!;
    await marker.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText(name, { exact: true })).toBeVisible();
    const details = popup.getByRole('link', { name: 'View Details' });
    const href = (await details.getAttribute('href'))!;
    expect(href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);

    await details.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('works from the keyboard: Enter on a store opens its popup at the link, Escape returns to the marker', async ({ page }) => {
    await serveTiles(page);
    await page.goto('/map');
    await zoomToStores(page);

    // The markers follow the map in the tab order.
    await mapRegion(page).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('.leaflet-marker-icon:focus')).toHaveCount(1);

    const marker = await firstInView(page, page.locator('.store-marker'));
    const name = (await marker.getAttribute('title'))!;
    await marker.focus();
    await page.keyboard.press('Enter');
    const details = page.locator('.leaflet-popup').getByRole('link', { name: 'View Details' });
    await expect(details).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(page.locator('.store-marker:focus')).toHaveAttribute('title', name);
  });

  test('with a directory too big to download, asks the server for the clusters of each view', async ({ page }) => {
    await serveTiles(page);
    const asked: string[] = [];
    // The same stores, reported as a directory past the size the browser clusters itself.
    await page.route(/\/api\/stores\/map/, async (route) => {
      asked.push(new URL(route.request().url()).search);
      try {
        const response = await route.fetch();
        const body = (await response.json()) as StoreMapView | unknown[];
        if (Array.isArray(body)) return await route.fulfill({ response });
        return await route.fulfill({ response, json: { ...body, total: BROWSER_CLUSTERING_MAX_STORES + 1 } });
      } catch {
        // The app dropped this view for a newer one (it cancels requests it no longer needs).
        return undefined;
      }
    });
    await page.goto('/about');
    await navigateInApp(page, '/map');
    await expect(mapRegion(page)).toHaveAttribute('data-clustered-in', 'server');
    const cluster = await firstInView(page, page.locator('.marker-cluster-large'));
    await cluster.click();
    await expect.poll(() => asked.filter((search) => /zoom=([5-9]|1\d)$/.test(search)).length).toBeGreaterThan(0);
    // Never the whole list.
    expect(asked.every((search) => search.startsWith('?bbox='))).toBe(true);
    await zoomToStores(page, 'server');
    const marker = await firstInView(page, page.locator('.store-marker'));
    await marker.click();
    await expect(page.locator('.leaflet-popup').getByRole('link', { name: 'View Details' })).toBeVisible();
  });

  test("draws a million-store directory's clusters with counts that fit their circles, and 30x30 store markers", async ({ page }) => {
    await serveTiles(page);
    // Counts of every class and length; the circles show up to four characters, the full count is the name.
    const expected = [
      { count: 7, label: '7', sizeClass: 'small' },
      { count: 42, label: '42', sizeClass: 'medium' },
      { count: 950, label: '950', sizeClass: 'large' },
      { count: 1_309, label: '1.3K', sizeClass: 'large' },
      { count: 98_765, label: '99K', sizeClass: 'large' },
      { count: 123_456, label: '123K', sizeClass: 'large' },
      { count: 1_234_567, label: '1.2M', sizeClass: 'large' },
    ];
    const clusters = expected.map(({ count }, index) => ({
      latitude: 46 - 5 * (index % 4),
      longitude: index < 4 ? -104 : -93,
      count,
      expansionZoom: 6,
    }));
    const store: StoreMapItem = {
      id: 1,
      businessName: 'Second Look Consignment',
      address: '1 Main Street',
      city: 'Pierre',
      state: 'South Dakota',
      latitude: 44.4,
      longitude: -98.6,
      stateSlug: 'south-dakota',
      citySlug: 'pierre',
      slug: 'second-look-consignment',
    };
    await page.route(/\/api\/stores\/map/, (route) =>
      route.fulfill({ json: { total: 1_000_000, clusters, stores: [store] } satisfies StoreMapView }),
    );
    await page.goto('/about');
    await navigateInApp(page, '/map');
    await expect(page.locator('.marker-cluster')).toHaveCount(expected.length);

    for (const { count, label, sizeClass } of expected) {
      const name = `${count.toLocaleString('en-US')} stores: zoom in`;
      const cluster = page.getByRole('button', { name, exact: true });
      await expect(cluster).toHaveClass(new RegExp(`\\bmarker-cluster-${sizeClass}\\b`));
      await expect(cluster).toHaveAttribute('title', name);
      const shown = cluster.locator('span[aria-hidden="true"]');
      await expect(shown).toHaveText(label);
      // The count lies inside its disc, with room to spare on both sides.
      const room = await shown.evaluate((span) => {
        const disc = span.parentElement!.getBoundingClientRect();
        const text = span.getBoundingClientRect();
        return Math.min(text.left - disc.left, disc.right - text.right);
      });
      expect(room, `${label} fits its circle`).toBeGreaterThanOrEqual(3);
    }

    const marker = page.getByRole('button', { name: store.businessName });
    const box = await marker.boundingBox();
    expect([box?.width, box?.height]).toEqual([30, 30]);
    // The counts' contrast on every class of circle.
    await expectNoAxeViolations(page);
  });

  test('still works with grey tiles when the tile server cannot be reached', async ({ page }) => {
    await serveTiles(page, 'fail');
    await page.goto('/map');
    await zoomToStores(page);
    const marker = await firstInView(page, page.locator('.store-marker'));
    await marker.click();
    await expect(page.locator('.leaflet-popup').getByRole('link', { name: 'View Details' })).toBeVisible();
  });

  test("says 'Loading store map...', then 'Error Loading Map' with Try Again when the stores cannot be fetched", async ({ page }) => {
    await serveTiles(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/stores\/map/, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"Internal server error"}',
      });
    });

    // The page's own first view is in its HTML: the request the app makes is after an in-app navigation.
    await page.goto('/about');
    await navigateInApp(page, '/map');
    await expect(page.getByRole('status').filter({ hasText: 'Loading store map...' })).toBeVisible();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Map' });
    await expect(alert.getByRole('heading', { name: 'Error Loading Map' })).toBeVisible();
    await expect(alert.getByText('We encountered a problem loading the store locations.')).toBeVisible();

    // Try Again reloads the page, which now loads.
    await page.unroute(/\/api\/stores\/map/);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.locator('.marker-cluster').first()).toBeAttached();
  });

  test("says 'Initializing map...' while the map's code is on its way", async ({ page }) => {
    await serveTiles(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/store-map-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/map');
    await expect(page.getByRole('status').filter({ hasText: 'Initializing map...' })).toBeVisible();
    release();
    await expect(page.locator('.marker-cluster').first()).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Initializing map...' })).toHaveCount(0);
  });

  test("says 'No store locations available' when no store has coordinates", async ({ page }) => {
    await serveTiles(page);
    await page.route(/\/api\/stores\/map/, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ total: 0, clusters: [], stores: [] }) }),
    );
    await page.goto('/about');
    await navigateInApp(page, '/map');
    await expect(page.getByRole('status').filter({ hasText: 'No store locations available' })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
  });

  test('has the how-to, the search link and the about text, and nothing serious for axe', async ({ page }) => {
    await serveTiles(page);
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'How to Use the Map' })).toBeVisible();
    await expect(page.getByText('Click a cluster (a circle with a number) to zoom into that area.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Looking for Specific Stores?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('heading', { name: 'About Our Consignment Store Directory' })).toBeVisible();
    await expect(page.locator('.marker-cluster').first()).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('map code loads only on the map page', async ({ page }) => {
    await serveTiles(page);
    // Every script the page receives; a body still on its way when the test ends reads as empty.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const leafletIn = async () => (await Promise.all(scripts)).some((code) => code.includes('leaflet-container'));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await leafletIn()).toBe(false);

    await navigateInApp(page, '/map');
    await expect(page.locator('.marker-cluster').first()).toBeAttached();
    await expect.poll(leafletIn).toBe(true);
  });
});
