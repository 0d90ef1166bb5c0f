import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_COLUMNS } from '../src/database/import/import-columns';
import { PROJECT_ROOT } from '../src/config/app-config';
import type { SearchResults } from '../src/contracts/api.contract';
import { readPageState } from './page-state';
import { CACHE_MANAGER, type Cache } from '@nestjs/cache-manager';
import { createImporterContext, testConfig, useTestApp } from './test-app';

const SITE_URL = 'https://directory.test';

/** The built web app (`npm run build`), which the server renders pages with. */
const DIST = join(PROJECT_ROOT, 'frontend', 'dist');
/** The app's module script, as Vite named it. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(
  readFileSync(join(DIST, 'index.html'), 'utf8'),
)![1]!;

/** What a crawler reads from the HTML the server sends. */
function readPage(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const state = readPageState(html);
  // The body's text, as a crawler that runs no script reads it.
  const body = html.slice(html.indexOf('<div id="root">')).replace(/<script[\s\S]*?<\/script>/g, '');
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd,
    settings: state?.settings,
    /** The API's answers the page was rendered from, by their address. */
    data: state?.data ?? {},
    text,
    links: [...body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!),
  };
}

describe('pages as the server sends them', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'directory-site-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const testApp = useTestApp({ SITE_URL });
  const get = (path: string) => testApp.http().get(path);

  it('sends the home page with its head, the site and its first data', async () => {
    const response = await get('/').expect(200).expect('Content-Type', /html/);
    const page = readPage(response.text);
    expect(page.title).toBe('Find Consignment Stores Near Me | Consignment Store Finder');
    expect(page.description).toMatch(/consignment/i);
    expect(page.canonical).toBe(`${SITE_URL}/`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.twitterCard).toBe('summary_large_image');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${SITE_URL}/` });
    expect(page.settings?.site).toEqual({
      url: SITE_URL,
      name: 'Consignment Store Finder',
      contactEmail: 'awards@example.com',
      awardYear: 2025,
    });
    // The render's one clock: when the server rendered the page.
    expect(Math.abs(Date.parse(page.settings!.renderedAt) - Date.now())).toBeLessThan(60_000);
    expect(page.data['/api/states']).toHaveLength(51);
    expect(page.data['/api/stats']).toMatchObject({ stateCount: 51 });
    expect(response.text).toContain(`<script type="module" crossorigin src="${ENTRY_SCRIPT}"></script>`);
    // The whole page, for readers that run no script: the hero, the statistics, every state.
    expect(page.text).toContain('Find Consignment Stores Near Me');
    for (const state of page.data['/api/states'] as { name: string }[]) expect(page.text).toContain(state.name);
  });

  it('sends a state page titled with its store total, listing at most 30 cities in its structured data', async () => {
    const page = readPage((await get('/california').expect(200)).text);
    const cities = page.data['/api/states/california/cities'] as { storeCount: number }[];
    const total = cities.reduce((sum, city) => sum + city.storeCount, 0);
    expect(page.title).toBe(`${total.toLocaleString('en-US')} Consignment Stores in California | Consignment Store Finder`);
    expect(page.canonical).toBe(`${SITE_URL}/california`);
    const list = page.jsonLd.find((data) => data['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement).toHaveLength(30);
    expect(list.itemListElement[0]!.url).toMatch(new RegExp(`^${SITE_URL}/california/`));
    expect(page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toBeDefined();
    expect(page.data['/api/states/california']).toMatchObject({ name: 'California', storeCount: total });
  });

  it('puts the Texas guide, its cities and links to its real stores into the HTML for readers without JavaScript', async () => {
    const html = (await get('/texas').expect(200)).text;
    const page = readPage(html);
    expect(page.text).toContain('Consignment Stores in Texas');
    expect(page.text).toContain('Why Shop Consignment in Texas');
    for (const city of page.data['/api/states/texas/cities'] as { name: string }[]) expect(page.text).toContain(city.name);
    const texasLinks = page.links.filter((link) => link.startsWith('/texas/'));
    expect(texasLinks.filter((link) => link.split('/').length === 3).length).toBeGreaterThan(0);
    expect(texasLinks.filter((link) => link.split('/').length === 4).length).toBeGreaterThan(0);
    for (const link of texasLinks.filter((link) => link.split('/').length === 4)) await get(link).expect(200);
    expect(page.description).toMatch(/^Consignment stores in Texas, .+: browse /);
  });

  it("sends a city page with the spec's title, its stores in structured data and its nearby cities", async () => {
    const page = readPage((await get('/california/los-angeles').expect(200)).text);
    const { stores, total } = page.data['/api/states/california/cities/los-angeles/stores?limit=100'] as {
      stores: { slug: string }[];
      total: number;
    };
    expect(page.title).toBe(`Consignment Stores in Los Angeles, California | ${total} Shops`);
    expect(page.description).toContain(`Discover ${total} consignment stores in Los Angeles, California, for `);
    const list = page.jsonLd.find((data) => data['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement).toHaveLength(Math.min(stores.length, 50));
    expect(list.itemListElement[0]!.url).toBe(`${SITE_URL}/california/los-angeles/${stores[0]!.slug}`);
    const city = page.data['/api/states/california/cities/los-angeles'] as { id: number };
    expect(page.data[`/api/cities/${city.id}/nearby`]).toHaveLength(6);
    // Every store card, with its name and address, in the HTML.
    for (const store of stores as unknown as { businessName: string; address: string }[]) {
      expect(page.text).toContain(store.businessName.replace(/\s+/g, ' '));
      expect(page.text).toContain(store.address);
    }
  });

  it('sends a store page with Store structured data: address, geo, telephone, opening hours and price range', async () => {
    const { stores } = (await get('/api/states/texas/cities/austin/stores?limit=1').expect(200)).body as { stores: { slug: string }[] };
    const slug = stores[0]!.slug;
    const page = readPage((await get(`/texas/austin/${slug}`).expect(200)).text);
    const store = page.jsonLd.find((data) => data['@type'] === 'Store') as Record<string, unknown>;
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      priceRange: '$$',
      url: `${SITE_URL}/texas/austin/${slug}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect((store.openingHoursSpecification as unknown[]).length).toBeGreaterThanOrEqual(6);
    expect(page.description).toContain('Open today');
    const breadcrumbs = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
    expect(breadcrumbs.itemListElement).toHaveLength(4);
    const embedded = page.data[`/api/stores/${slug}`] as { id: number };
    expect(embedded).toMatchObject({ slug, city: 'Austin' });
    // The award check the page's badge asks, answered in the page.
    expect(page.data[`/api/awards/validate/${embedded.id}`]).toEqual((await get(`/api/awards/validate/${embedded.id}`).expect(200)).body);
  });

  it.each(['/about', '/sitemap', '/contact', '/privacy-policy', '/terms-of-service'])('sends %s with its own head', async (path) => {
    const page = readPage((await get(path).expect(200)).text);
    expect(page.canonical).toBe(`${SITE_URL}${path}`);
    expect(page.title).toMatch(/ \| Consignment Store Finder$/);
  });

  it.each([
    ['/tools', 'Free Consignment Store Tools | Calculate Profit &amp; More'],
    ['/tools/profit-calculator', 'Consignment Profit Calculator: What You Earn After Commission | Consignment Store Finder'],
    ['/tools/inventory-tracker', 'Free Consignment Inventory Spreadsheet (Excel &amp; CSV) | Consignment Store Finder'],
    ['/awards', 'Best Consignment Store Awards 2025 | Consignment Store Finder'],
  ])('sends %s with its own title and canonical address', async (path, title) => {
    const page = readPage((await get(path).expect(200)).text);
    expect(page.title).toBe(title);
    expect(page.canonical).toBe(`${SITE_URL}${path}`);
  });

  it('puts the inventory tracker’s file sizes into its page, with its structured data', async () => {
    const page = readPage((await get('/tools/inventory-tracker').expect(200)).text);
    expect(page.data['/api/tools/inventory-tracker']).toEqual((await get('/api/tools/inventory-tracker').expect(200)).body);
    const types = page.jsonLd.map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'SoftwareApplication', 'Product']));
    const product = page.jsonLd.find((data) => data['@type'] === 'Product') as { offers: { price: string; priceCurrency: string } };
    expect(product.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });

  it('sends a results page with its first results under the API address the app asks, kept out of search engines', async () => {
    const page = readPage((await get('/search?q=Los+Angelos&features=sellClothes&page=2').expect(200)).text);
    expect(page.title).toBe('Search Results for &quot;Los Angelos&quot; | Consignment Store Finder');
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBe(`${SITE_URL}/search`);
    const apiPath = '/api/stores/search?query=Los+Angelos&features=sellClothes&page=2';
    const embedded = page.data[apiPath] as SearchResults;
    const answered = (await get(apiPath).expect(200)).body as SearchResults;
    expect(embedded).toEqual(answered);
    expect(embedded.stores[0]).toMatchObject({ city: 'Los Angeles', sellClothes: true });
  });

  it('sends the search page without results when there is nothing to search for, or the search is refused', async () => {
    for (const path of ['/search', '/search?q=%20%20', '/search?q=x&state=atlantis', '/search?q=Austin&page=999']) {
      const page = readPage((await get(path).expect(200)).text);
      expect(page.robots).toBe('noindex, follow');
      expect(Object.keys(page.data).filter((key) => key.startsWith('/api/stores/search'))).toEqual([]);
    }
  });

  it('puts the first 10 states’ cities into the HTML sitemap page', async () => {
    const page = readPage((await get('/sitemap').expect(200)).text);
    expect(Object.keys(page.data).filter((path) => path.endsWith('/cities'))).toHaveLength(10);
  });

  it.each(['/nowhere', '/california/nowhere', '/california/los-angeles/nowhere', '/california/los-angeles/a/b', '/Not_A_Slug'])(
    'answers %s with a 404 page that search engines skip',
    async (path) => {
      const response = await get(path).expect(404).expect('Content-Type', /html/);
      const page = readPage(response.text);
      // The store page says so in its own words (spec), and its title with them.
      const store = path.split('/').length === 4;
      expect(page.title).toBe(`${store ? 'Store Not Found' : 'Page Not Found'} | Consignment Store Finder`);
      expect(page.robots).toBe('noindex');
      expect(page.text).toContain(
        store ? "Sorry, we couldn't find the store you're looking for." : "We couldn't find the page you're looking for.",
      );
    },
  );

  it('answers a malformed address with a 400, not a 500', async () => {
    const response = await get('/%E0%A4%A').expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it.each([
    ['/ca/los-angeles', '/california/los-angeles'],
    ['/ny', '/new-york'],
    ['/tx/austin?ref=footer', '/texas/austin?ref=footer'],
    ['/california/', '/california'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const response = await get(from).expect(301);
    expect(response.headers.location).toBe(to);
  });

  it.each([
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['/\\/evil.example/?q=1', '/evil.example?q=1'],
    ['//texas/', '/texas'],
  ])('keeps the redirect of %s on the site (%s), however the address starts', async (from, to) => {
    const response = await get(from).expect(301);
    expect(response.headers.location).toBe(to);
    expect(new URL(response.headers.location!, 'https://directory.test').host).toBe('directory.test');
  });

  it('redirects a store asked for under the wrong city to its own address', async () => {
    const { stores } = (await get('/api/states/texas/cities/austin/stores?limit=1').expect(200)).body as { stores: { slug: string }[] };
    const response = await get(`/texas/dallas/${stores[0]!.slug}`).expect(301);
    expect(response.headers.location).toBe(`/texas/austin/${stores[0]!.slug}`);
  });

  it('shows hostile store data as text: nothing it contains can end a script or run', async () => {
    const row = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as Record<string, string>;
    const name = '</script><script>alert(1)</script> & "Sons" $& $\' <!--';
    const file = join(folder, 'hostile.json');
    await writeFile(
      file,
      JSON.stringify([
        {
          ...row,
          slug: 'hostile-store',
          businessName: name,
          address: '<img src=x onerror=alert(2)>',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          seoDescription: '</script>\u2028<b>bold</b>',
        },
      ]),
    );
    const context = await createImporterContext(testConfig(testApp.database.url, testApp.database.poolSize));
    expect((await context.importer.importFile(file)).committed).toBe(true);
    await context.close();

    const html = (await get('/texas/austin/hostile-store').expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Every script element is one of ours: the module, the structured data and the page state.
    expect(html.match(/<script/g)).toHaveLength(1 + 2 + 1);
    expect(readPage(html).text).toContain(name);
    const page = readPage(html);
    expect(page.title).toBe(
      `${name} | Consignment Store in Austin, TX`
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
    );
    expect((page.jsonLd.find((data) => data['@type'] === 'Store') as { name: string }).name).toBe(name);
    expect((page.data['/api/stores/hostile-store'] as { businessName: string }).businessName).toBe(name);
  });

  it('lets browsers and shared caches keep pages and API answers as the server does, and answers a repeat it holds with 304', async () => {
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
    for (const path of ['/oregon/portland', '/api/states/oregon/cities']) {
      const first = await get(path).expect(200);
      expect(first.headers['cache-control']).toBe(shared);
      // The second is sent from memory, with its validator; a client that holds it gets a 304.
      const again = await get(path).expect(200);
      expect(again.headers['cache-control']).toBe(shared);
      expect(again.headers.etag).toMatch(/^W\/"/);
      const repeat = await get(path).set('If-None-Match', again.headers.etag!).expect(304);
      expect(repeat.text ?? '').toBe('');
      expect(repeat.headers['cache-control']).toBe(shared);
    }
    // A page not found is the same for nobody for long: everyone checks back.
    expect((await get('/oregon/no-such-city-here').expect(404)).headers['cache-control']).toBe('no-cache');
  });

  it('keeps an answer a client revalidated (a 304 from the app) and sends it from memory after, with its request id', async () => {
    const path = '/api/states/oregon';
    const first = await get(path).expect(200);
    await testApp.app.get<Cache>(CACHE_MANAGER).clear();
    // A proxy or browser that holds the answer asks again once this process has forgotten it.
    const revalidated = await get(path).set('If-None-Match', first.headers.etag!).expect(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    // Kept all the same: the next request is answered from memory (which says it varies by encoding).
    const again = await get(path).set('X-Request-Id', 'kept-answer-check').expect(200);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).toBe('kept-answer-check');
  });

  it('serves hashed assets with a year-long immutable cache, other files with a short one', async () => {
    const asset = await get(ENTRY_SCRIPT).expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses pages and files for browsers that accept it', async () => {
    const page = await get('/california').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(readPage(page.text).title).toMatch(/Consignment Stores in California/);
    const asset = await get(ENTRY_SCRIPT).set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing file with a 404, not the app', async () => {
    const response = await get('/assets/index-gone.js').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'No file /assets/index-gone.js' });
  });

  it('answers an unknown API path with a JSON 404, not the app, whatever the method', async () => {
    expect((await get('/api/nothing/here').expect(404)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing/here',
    });
    const post = await testApp.http().post('/api/states').expect(404);
    expect(post.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await testApp.http().post('/api/states').set('Content-Type', 'application/json').send('{"oops":').expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
