import { pngSize } from './png-size';
import type { CityStores } from '../src/contracts/api.contract';
import { useTestApp } from './test-app';

const SITE_URL = 'https://directory.test';

/** A meta tag's content in the HTML the server sends. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

const asBuffer = (response: { body: unknown }) => response.body as Buffer;
const binary = (response: import('supertest').Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('share images', () => {
  const testApp = useTestApp({ SITE_URL });
  const get = (path: string) => testApp.http().get(path);
  const image = (path: string) => get(path).buffer(true).parse(binary);

  let storePath: string;
  beforeAll(async () => {
    const { stores } = (await get('/api/states/california/cities/los-angeles/stores?limit=1').expect(200)).body as CityStores;
    storePath = `/california/los-angeles/${stores[0]!.slug}`;
  });

  const pages: Array<[string, () => string, number]> = [
    ['home', () => '/', 200],
    ['a state', () => '/california', 200],
    ['a city', () => '/california/los-angeles', 200],
    ['a store', () => storePath, 200],
    ['the tools', () => '/tools', 200],
    ['the profit calculator', () => '/tools/profit-calculator', 200],
    ['the inventory tracker', () => '/tools/inventory-tracker', 200],
    ['about', () => '/about', 200],
    ['the awards', () => '/awards', 200],
    ['the map', () => '/map', 200],
    ['search', () => '/search?q=vintage', 200],
    ['the sitemap', () => '/sitemap', 200],
    ['contact', () => '/contact', 200],
    ['the privacy policy', () => '/privacy-policy', 200],
    ['the terms of service', () => '/terms-of-service', 200],
    ['Page Not Found', () => '/california/no-such-city-here', 404],
  ];

  it.each(pages)('%s names a share image that is a PNG of the size its head says', async (_name, path, status) => {
    const html = (await get(path()).expect(status)).text;
    const url = metaContent(html, 'og:image')!;
    expect(url).toMatch(new RegExp(`^${SITE_URL}/share-images/[a-z0-9/-]+\\.png$`));
    expect(metaContent(html, 'twitter:image')).toBe(url);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:alt')).toMatch(/ — Consignment Store Finder$/);
    expect(metaContent(html, 'twitter:image:alt')).toBe(metaContent(html, 'og:image:alt'));

    const response = await image(url.slice(SITE_URL.length)).expect(200).expect('Content-Type', 'image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(pngSize(asBuffer(response))).toEqual({
      width: Number(metaContent(html, 'og:image:width')),
      height: Number(metaContent(html, 'og:image:height')),
    });
  });

  it("names a store's card after the store and its place, and gives the store's page the business type's contact data", async () => {
    const html = (await get(storePath).expect(200)).text;
    const store = (await get(`/api/stores/${storePath.split('/')[3]}`).expect(200)).body as Record<string, string>;
    const alt = `${store.businessName}, ${store.city}, ${store.state} — Consignment Store Finder`;
    expect(metaContent(html, 'og:image:alt')).toBe(alt.replace(/&/g, '&amp;'));
    expect(metaContent(html, 'og:type')).toBe('business.business');
    expect(metaContent(html, 'business:contact_data:postal_code')).toBe(store.zipCode);
    expect(metaContent(html, 'business:contact_data:country_name')).toBe('United States');
  });

  it('answers a repeat with 304 to a client holding the same card', async () => {
    const first = await image('/share-images/california/los-angeles.png').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await get('/share-images/california/los-angeles.png').set('If-None-Match', etag).expect(304);
  });

  it.each([
    ['/share-images/nowhere.png', 404, /No state 'nowhere'/],
    ['/share-images/california/nowhere-city.png', 404, /No city/],
    ['/share-images/california/los-angeles/no-such-store-anywhere.png', 404, /No store/],
    ['/share-images/texas/austin/one/two.png', 404, /No page/],
    ['/share-images/california.jpg', 400, /not a share image/],
    ['/share-images/California.png', 400, /not a share image/],
    ['/share-images/california/los%20angeles.png', 400, /not a share image/],
    ['/share-images/.png', 400, /not a share image/],
    ['/store-pictures/texas/austin/no-such-store-480.png', 404, /No store/],
    ['/store-pictures/california/los-angeles/x-500.png', 400, /not a store picture/],
    ['/store-pictures/california/los-angeles.png', 400, /not a store picture/],
    ['/store-pictures/California/los-angeles/x-480.png', 400, /not a store picture/],
  ])('answers %s with %i and a short JSON message', async (path, status, message) => {
    const response = await get(path).expect(status).expect('Content-Type', /json/);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it("answers a store's card under another city with 404: no page is there", async () => {
    await get(`/share-images/texas/austin/${storePath.split('/')[3]}.png`).expect(404);
  });

  it('draws a store without a photo a picture at each width its page names, kept and answered with 304 when held', async () => {
    const html = (await get(storePath).expect(200)).text;
    const srcset = /<img[^>]*srcSet="([^"]+)"/i.exec(html)?.[1];
    expect(srcset).toBe(`/store-pictures${storePath}-480.png 480w, /store-pictures${storePath}-960.png 960w`);
    for (const width of [480, 960]) {
      const response = await image(`/store-pictures${storePath}-${width}.png`).expect(200).expect('Content-Type', 'image/png');
      expect(pngSize(asBuffer(response))).toEqual({ width, height: (width * 3) / 4 });
      const again = await get(`/store-pictures${storePath}-${width}.png`).set('If-None-Match', String(response.headers.etag));
      expect(again.status).toBe(304);
    }
  });

  it("answers a store's picture under another city with 404", async () => {
    await get(`/store-pictures/texas/austin/${storePath.split('/')[3]}-480.png`).expect(404);
  });
});

describe('share images, one client', () => {
  const testApp = useTestApp({ SITE_URL, SEARCH_RATE_LIMIT: '3' });

  it('may ask for as many cards a minute as it may search; then 429 with a JSON message and Retry-After', async () => {
    for (let index = 0; index < 3; index += 1) await testApp.http().get('/share-images/home.png').expect(200);
    const refused = await testApp.http().get('/share-images/texas.png').expect(429).expect('Content-Type', /json/);
    expect((refused.body as { message: string }).message).toMatch(
      /^Too many share images: at most 3 a minute\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Pages and the API are not counted with them.
    await testApp.http().get('/api/states').expect(200);
  });
});
