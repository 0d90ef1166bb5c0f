import { expect } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  ITEMS_PAGE_MAX,
  type ItemFileCheck,
  type ItemResult,
  type ItemSearchResponse,
  type OwnerItemFeed,
} from '../src/contracts/items.contract';
import { FormTickets } from '../src/contributions/form-tickets.service';
import { ItemFeedsService } from '../src/items/feeds/item-feeds.service';
import { errorMessage } from './api-error';
import { fakeProducts, startFakeStorefront, type FakeProduct, type FakeStorefront } from './fake-storefront';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';
import { claimToken, TestSmtpServer } from './test-smtp';

const smtp = new TestSmtpServer();
let smtpUrl = '';
let photos = '';
let storefront: FakeStorefront;
/** A server on 127.0.0.1 that must never be asked anything: the addresses refused point at it. */
let forbidden: Server;
let forbiddenRequests = 0;
let forbiddenPort = 0;
/** The bulk storefront's products on sale. */
let onSale = 0;

const DRESSER: FakeProduct = {
  id: 9001,
  title: 'Zephyrine Walnut Six-Drawer Dresser',
  handle: 'zephyrine-dresser',
  bodyHtml: '<p>Solid <b>walnut</b>, dovetailed drawers.</p>',
  vendor: 'Lane',
  productType: 'Furniture',
  price: '425.00',
  imagePath: '/photos/dresser.png',
};
const BAG: FakeProduct = {
  id: 9002,
  title: 'Zephyrine Coach Willow Shoulder Bag',
  handle: 'coach-willow',
  vendor: 'Coach',
  price: '180.00',
  size: null,
};

beforeAll(async () => {
  smtpUrl = await smtp.start();
  photos = await mkdtemp(join(tmpdir(), 'item-photos-'));
  storefront = await startFakeStorefront({ products: [DRESSER, BAG] });
  forbidden = createServer((_request, response) => {
    forbiddenRequests += 1;
    response.end('{"products":[]}');
  });
  forbidden.on('connection', () => (forbiddenRequests += 1));
  await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.1', resolve));
  forbiddenPort = (forbidden.address() as AddressInfo).port;
});
afterAll(async () => {
  await smtp.stop();
  await storefront.close();
  forbidden.closeAllConnections();
  await new Promise((resolve) => forbidden.close(resolve));
  await rm(photos, { recursive: true, force: true });
});

describe('shop the racks: items from stores’ own feeds', () => {
  const testApp = useTestApp(() => ({
    SMTP_URL: smtpUrl,
    TRUST_PROXY: 'loopback',
    STORE_PHOTOS_DIR: photos,
    FEED_ALLOWED_ADDRESSES: '127.0.0.2',
  }));
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);
  let visitor = 0;
  const client = () => `203.0.113.${++visitor}`;
  let owner = '';
  let storeSlug = '';

  /** A verified owner of an Austin store (an address at the store's website's domain), signed in by the e-mailed link. */
  beforeAll(async () => {
    const [store] = await db<{ slug: string; website: string }>(
      `select s.slug, s.website from store s join city c on c.id = s.city_id join state st on st.id = c.state_id
        where c.slug = 'austin' and st.abbreviation = 'TX' and s.website like 'https://www.%' order by s.id limit 1`,
    );
    storeSlug = store!.slug;
    const email = `owner@${new URL(store!.website).hostname.replace(/^www\./, '')}`;
    const ip = client();
    await testApp
      .http()
      .post(`/api/stores/${storeSlug}/claims`)
      .set('X-Forwarded-For', ip)
      .send({ ticket: await testApp.app.get(FormTickets).issue(Date.now() - 5_000), email })
      .expect(202);
    const confirmed = await testApp
      .http()
      .post('/api/owner/confirm')
      .set('X-Forwarded-For', ip)
      .send({ token: claimToken(await smtp.messageTo(email)) })
      .expect(200);
    owner = ([] as string[]).concat(confirmed.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  });

  const connect = (body: object) =>
    testApp.http().put('/api/owner/listing/feed').set('Cookie', owner).set('X-Forwarded-For', client()).send(body);
  const items = async (query: string) => (await testApp.http().get(`/api/items?${query}`).expect(200)).body as ItemSearchResponse;
  const titles = (found: { items: ItemResult[] }) => found.items.map((item) => item.title);
  /** Makes every feed due and runs the scheduled task's refresh once. */
  const refreshNow = async () => {
    await db(`update item_feed set next_refresh_at = now() - interval '1 second'`);
    return testApp.app.get(ItemFeedsService).refreshDue();
  };

  it('connects a Shopify storefront: its items are found near Austin, with price, store, distance and a photo served by the site', async () => {
    const answer = await connect({ kind: 'shopify', url: storefront.origin }).expect(200);
    const feed = answer.body as OwnerItemFeed;
    expect(feed.feed).toMatchObject({ kind: 'shopify', url: storefront.origin, itemCount: 2, lastError: null, paused: false });
    expect(storefront.requests).toContain('/products.json?limit=250&page=1');

    const found = await items('q=zephyrine+dresser&near=austin-tx');
    expect(titles(found)).toEqual([DRESSER.title]);
    const [dresser] = found.items;
    expect(dresser).toMatchObject({
      priceCents: 42_500,
      brand: 'Lane',
      category: 'sellFurniture',
      pageUrl: `${storefront.origin}/products/zephyrine-dresser`,
    });
    expect(dresser!.store.slug).toBe(storeSlug);
    expect(dresser!.distanceMiles).toBeLessThan(30);
    expect(found.place).toMatchObject({ name: 'Austin', stateAbbreviation: 'TX' });

    // The photo is fetched once after the read, then served from the site at its sizes.
    let photo: ItemResult['photo'] = null;
    for (let attempt = 0; attempt < 50 && !photo; attempt++) {
      photo = (await items('q=zephyrine+dresser')).items[0]!.photo;
      if (!photo) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(photo).not.toBeNull();
    const image = await testApp.http().get(photo!.small).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await readdir(join(photos, 'items'))).length).toBe(2);
  });

  it('reads the place out of the text and the description as plain text, and finds a word by its start', async () => {
    expect(titles(await items('q=zephyrine+dresser+austin+tx'))).toEqual([DRESSER.title]);
    expect((await items('q=zephyrine+dresser+austin+tx')).place?.name).toBe('Austin');
    expect(titles(await items('q=dovetailed+zephyr'))).toEqual([DRESSER.title]);
    expect(titles(await items('q=zephyrine&category=sellFurniture'))).toEqual([DRESSER.title]);
    expect(titles(await items('q=zephyrine&min=100&max=200'))).toEqual([BAG.title]);
  });

  it('an item removed from the feed leaves the results at the next refresh; a new one arrives', async () => {
    storefront.products.splice(
      storefront.products.findIndex((product) => product.id === BAG.id),
      1,
    );
    storefront.products.push({ id: 9003, title: 'Zephyrine Oak Bookcase', handle: 'oak-bookcase', price: '95', productType: 'Furniture' });
    expect(await refreshNow()).toBe(1);
    expect(titles(await items('q=zephyrine')).sort()).toEqual(['Zephyrine Oak Bookcase', DRESSER.title]);
    // Its words are completed from the refresh on ('bookc': bookcase).
    expect(titles(await items('q=zephyrine+bookc'))).toEqual(['Zephyrine Oak Bookcase']);
    const [sold] = await db<{ sold: boolean }>(`select sold_at is not null as sold from item where external_id = '9002'`);
    expect(sold?.sold).toBe(true);
    const rack = (await testApp.http().get(`/api/stores/${storeSlug}/items`).expect(200)).body as ItemResult[];
    expect(rack.map((item) => item.title)).toContain('Zephyrine Oak Bookcase');
    expect(rack.map((item) => item.title)).not.toContain(BAG.title);
  });

  it('a store that moves takes its items with it: they are found near its new place and no longer near the old', async () => {
    const [before] = await db<{ latitude: number; longitude: number }>('select latitude, longitude from store where slug = $1', [
      storeSlug,
    ]);
    const zephyrine = async (near: string) => titles(await items(`q=zephyrine&near=${near}`)).sort();
    expect(await zephyrine('portland-or')).toEqual([]);
    // Portland, Oregon's centre.
    await db('update store set latitude = 45.5152, longitude = -122.6784 where slug = $1', [storeSlug]);
    expect(await zephyrine('portland-or')).toEqual(['Zephyrine Oak Bookcase', DRESSER.title]);
    expect(await zephyrine('austin-tx')).toEqual([]);
    await db('update store set latitude = $2, longitude = $3 where slug = $1', [storeSlug, before!.latitude, before!.longitude]);
    expect(await zephyrine('austin-tx')).toEqual(['Zephyrine Oak Bookcase', DRESSER.title]);
  });

  it('an item whose kind changes in the feed is found under its new category, near its store, at the next refresh', async () => {
    const bookcase = storefront.products.find((product) => product.id === 9003)!;
    const inCategory = async (category: string) => titles(await items(`q=zephyrine&near=austin-tx&category=${category}`)).sort();
    expect(await inCategory('sellBooks')).toEqual([]);
    bookcase.productType = 'Books';
    expect(await refreshNow()).toBe(1);
    expect(await inCategory('sellBooks')).toEqual(['Zephyrine Oak Bookcase']);
    expect(await inCategory('sellFurniture')).toEqual([DRESSER.title]);
    bookcase.productType = 'Furniture';
    expect(await refreshNow()).toBe(1);
    expect(await inCategory('sellFurniture')).toEqual(['Zephyrine Oak Bookcase', DRESSER.title]);
  });

  it('reads a storefront of many pages in turn, and refreshes 10,000 items within 30 seconds, those sold leaving the racks', async () => {
    const products = fakeProducts(10_000, 20_000);
    storefront.products.splice(0, storefront.products.length, ...products);
    onSale = products.filter((product) => product.available !== false).length;
    expect(onSale).toBeLessThan(10_000);
    const startedAt = Date.now();
    expect(await refreshNow()).toBe(1);
    const seconds = (Date.now() - startedAt) / 1000;
    expect(seconds).toBeLessThan(30);
    const [row] = await db<{ on_sale: number }>(
      `select count(*)::int as on_sale from item i join store s on s.id = i.store_id where s.slug = $1 and sold_at is null`,
      [storeSlug],
    );
    expect(row?.on_sale).toBe(onSale);
    expect(storefront.requests.filter((path) => path.startsWith('/products.json')).slice(-41)[0]).toBe('/products.json?limit=250&page=1');
  }, 60_000);

  describe('addresses the server must not fetch', () => {
    const refused = async (url: string, message: RegExp) => {
      const answer = await connect({ kind: 'shopify', url }).expect(400);
      expect(errorMessage(answer)).toMatch(message);
    };

    it('refuses loopback, private, link-local and metadata addresses, by name or number, and asks none of them', async () => {
      await refused(`http://127.0.0.1:${forbiddenPort}`, /private network address \(127\.0\.0\.1\)/);
      await refused(`http://localhost:${forbiddenPort}`, /private network address/);
      await refused(`http://[::ffff:127.0.0.1]:${forbiddenPort}`, /private network address/);
      await refused('http://169.254.169.254/latest/meta-data/', /private network address \(169\.254\.169\.254\)/);
      await refused('http://10.0.0.1/', /private network address/);
      expect(forbiddenRequests).toBe(0);
    });

    it('refuses a storefront that redirects to 127.0.0.1 or to the metadata address, on every redirect', async () => {
      storefront.behaviour = { redirectTo: `http://127.0.0.1:${forbiddenPort}/products.json` };
      await refused(storefront.origin, /private network address \(127\.0\.0\.1\)/);
      storefront.behaviour = { redirectTo: 'http://169.254.169.254/latest/meta-data/' };
      await refused(storefront.origin, /private network address \(169\.254\.169\.254\)/);
      storefront.behaviour = 'normal';
      expect(forbiddenRequests).toBe(0);
    });

    it('refuses other schemes, a huge answer and an answer that is not a storefront’s, keeping the feed as it was', async () => {
      const before = (await testApp.http().get('/api/owner/listing/feed').set('Cookie', owner).expect(200)).body as OwnerItemFeed;
      await refused('ftp://127.0.0.2/', /http:\/\/ or https:\/\//);
      storefront.behaviour = { hugeBytes: 21 * 1024 * 1024 };
      await refused(storefront.origin, /larger than 20 MB/);
      storefront.behaviour = { status: 404 };
      await refused(storefront.origin, /404/);
      storefront.behaviour = 'normal';
      const json = await connect({ kind: 'json', url: `${storefront.origin}/products.json` }).expect(400);
      expect(errorMessage(json)).toMatch(/list of items/);
      const after = (await testApp.http().get('/api/owner/listing/feed').set('Cookie', owner).expect(200)).body as OwnerItemFeed;
      expect(after.feed).toEqual(before.feed);
    });

    it('a scheduled refresh that fails keeps the items and tells the owner why', async () => {
      storefront.behaviour = { redirectTo: 'http://169.254.169.254/' };
      await refreshNow();
      storefront.behaviour = 'normal';
      const status = (await testApp.http().get('/api/owner/listing/feed').set('Cookie', owner).expect(200)).body as OwnerItemFeed;
      expect(status.feed?.lastError).toMatch(/private network address \(169\.254\.169\.254\)/);
      expect(status.feed?.itemCount).toBe(onSale);
      // Counted as far as the deepest page counts.
      expect((await items(`q=walnut+dresser&near=austin-tx&page=${ITEMS_PAGE_MAX}`)).total).toBeGreaterThan(1000);
    });
  });

  describe('a feed that would break a reader', () => {
    it('reads each good item, names each bad one within the owner’s sentence, and never answers 500', async () => {
      let nested = 'deep';
      for (let level = 0; level < 20_000; level++) nested = `<b>${nested}</b>`;
      const longId = 'x'.repeat(200);
      storefront.documents.set('/feed.json', {
        items: [
          { id: 'ok-1', title: 'Zinnober Teak Dresser', price: '310', description: nested },
          { id: longId, title: 'Zinnober First', price: 1 },
          { id: longId, title: 'Zinnober Again', price: 1 },
          { id: longId, title: 'Zinnober Again', price: 1 },
          { id: 'nul', title: 'Zinnober Nul', price: 5, url: 'http://shop.example/\u0000x' },
          { id: 'js', title: 'Zinnober Script', price: 5, photo: 'javascript:alert(1)' },
          { id: 'bell', title: 'Zinnober\u0007Bell', price: 5 },
          { id: 'price', title: 'Zinnober Free', price: '' },
          'not an item',
        ],
      });
      const answer = (await connect({ kind: 'json', url: `${storefront.origin}/feed.json` }).expect(200)).body as OwnerItemFeed;
      expect(answer.feed?.itemCount).toBe(2);
      expect(answer.feed?.lastError?.length).toBeLessThanOrEqual(500);
      expect(answer.feed?.lastError).toMatch(/^7 listed items were left out: item 3: id x+ is listed twice/);
      expect(answer.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
      expect(titles(await items('q=zinnober')).sort()).toEqual(['Zinnober First', 'Zinnober Teak Dresser']);
    });

    it('refuses what is no address with a 400 saying so', async () => {
      for (const [url, message] of [
        ['https://a b', /url must be the address/],
        ['javascript://x', /must start with http:\/\/ or https:\/\//],
        ['http://owner:secret@127.0.0.2/', /user name or password/],
      ] as const) {
        const answer = await connect({ kind: 'json', url }).expect(400);
        expect(errorMessage(answer)).toMatch(message);
      }
    });

    it('refuses a JSON feed of more than 50,000 items whole, keeping the items it gave', async () => {
      storefront.documents.set('/big.json', {
        items: Array.from({ length: 50_001 }, (_, index) => ({ id: index, title: `Lamp ${index}`, price: 5 })),
      });
      const answer = await connect({ kind: 'json', url: `${storefront.origin}/big.json` }).expect(400);
      expect(errorMessage(answer)).toBe('A feed holds at most 50,000 items.');
      expect(titles(await items('q=zinnober')).sort()).toEqual(['Zinnober First', 'Zinnober Teak Dresser']);
    });

    it('while an administrator has paused the store’s items, they are neither connected, sent nor removed', async () => {
      await db(`update item_feed set paused_at = now() where store_id = (select id from store where slug = $1)`, [storeSlug]);
      const refused = await connect({ kind: 'shopify', url: storefront.origin }).expect(403);
      expect(errorMessage(refused)).toMatch(/An administrator paused/);
      await testApp.http().delete('/api/owner/listing/feed').set('Cookie', owner).set('X-Forwarded-For', client()).expect(403);
      await db(`update item_feed set paused_at = null where store_id = (select id from store where slug = $1)`, [storeSlug]);
    });
  });

  it('a feed removed while a refresh reads it stays removed: the refresh writes nothing', async () => {
    storefront.products.splice(0, storefront.products.length, DRESSER);
    await connect({ kind: 'shopify', url: storefront.origin }).expect(200);
    storefront.behaviour = { delayMs: 1_500 };
    const refreshing = refreshNow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await testApp.http().delete('/api/owner/listing/feed').set('Cookie', owner).set('X-Forwarded-For', client()).expect(200);
    expect(await refreshing).toBe(1);
    storefront.behaviour = 'normal';
    expect(await db('select id from item_feed where store_id = (select id from store where slug = $1)', [storeSlug])).toEqual([]);
    expect(
      await db(`select i.id from item i join store s on s.id = i.store_id where s.slug = $1 and i.sold_at is null`, [storeSlug]),
    ).toEqual([]);
  });

  describe('a file of items the owner uploads', () => {
    const upload = (path: string, file: Buffer, name: string) =>
      testApp.http().post(path).set('Cookie', owner).set('X-Forwarded-For', client()).attach('file', file, name);
    const onSaleAtStore = async () =>
      (
        await db<{ on_sale: number }>(
          `select count(*)::int as on_sale from item i join store s on s.id = i.store_id where s.slug = $1 and sold_at is null`,
          [storeSlug],
        )
      )[0]!.on_sale;

    it('checks a CSV without saving it: its first items, and each problem by its line', async () => {
      const before = await onSaleAtStore();
      const csv = 'sku,title,price,category\nQ-1,Quillon Oak Desk,150,furniture\nQ-2,,20,\nQ-3,Quillon Lamp,ten dollars,\n';
      const check = (await upload('/api/owner/listing/feed/file/preview', Buffer.from(csv), 'items.csv').expect(200)).body as ItemFileCheck;
      expect(check).toMatchObject({ itemCount: 1, problemCount: 2, saved: false });
      expect(check.preview).toEqual([
        expect.objectContaining({ title: 'Quillon Oak Desk', priceCents: 15_000, category: 'sellFurniture' }),
      ]);
      expect(check.problems).toEqual([
        { line: 3, message: 'title is required' },
        { line: 4, message: 'price must be a number of dollars such as 45 or 24.50' },
      ]);
      const refused = await upload('/api/owner/listing/feed/file', Buffer.from(csv), 'items.csv').expect(400);
      expect(errorMessage(refused)).toMatch(/^Nothing was saved: 2 lines have problems \(line 3: title is required\)/);
      expect(await onSaleAtStore()).toBe(before);
      expect((await items('q=quillon')).total).toBe(0);
    });

    it('saves an .xlsx as the store’s items: found at once, the feed’s items sold', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Stock');
      sheet.addRow(['id', 'title', 'price', 'brand', 'size']);
      sheet.addRow([1, 'Quillon Wool Coat', 85, 'Pendleton', 'L']);
      sheet.addRow([2, 'Quillon Snow Boots', 30, 'Sorel', '6']);
      const file = Buffer.from(await workbook.xlsx.writeBuffer());
      const saved = (await upload('/api/owner/listing/feed/file', file, 'stock.xlsx').expect(200)).body as ItemFileCheck;
      expect(saved).toMatchObject({ itemCount: 2, problemCount: 0, saved: true, feed: { kind: 'upload', url: null, itemCount: 2 } });
      expect(titles(await items('q=quillon&near=austin-tx')).sort()).toEqual(['Quillon Snow Boots', 'Quillon Wool Coat']);
      expect(await onSaleAtStore()).toBe(2);
      // A file is no address: the scheduled task has nothing to read.
      expect(await refreshNow()).toBe(0);
    });

    it('refuses what is no file of items, and a file over 5 MB', async () => {
      const notAFile = await testApp
        .http()
        .post('/api/owner/listing/feed/file/preview')
        .set('Cookie', owner)
        .set('X-Forwarded-For', client())
        .expect(400);
      expect(errorMessage(notAFile)).toMatch(/Choose a file/);
      const zip = await upload('/api/owner/listing/feed/file/preview', Buffer.from('PK\u0003\u0004broken'), 'x.xlsx').expect(400);
      expect(errorMessage(zip)).toMatch(/not a spreadsheet we can read/);
      await upload('/api/owner/listing/feed/file/preview', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.csv').expect(413);
    });
  });

  describe('the item search refuses what it cannot read', () => {
    it('answers 400 with what was wrong', async () => {
      for (const [query, message] of [
        ['near=atlantis-zz', /near must name a city/],
        ['min=50&max=10', /min must not be more than max/],
        ['category=sellBoats', /category must be one of/],
        ['min=-3', /min must be a whole number/],
        ['page=0', /page must be/],
      ] as const) {
        const answer = await testApp.http().get(`/api/items?${query}`).expect(400);
        expect(errorMessage(answer)).toMatch(message);
      }
    });

    it('a connection needs a signed-in owner, and a kind of feed it knows', async () => {
      await testApp.http().put('/api/owner/listing/feed').send({ kind: 'shopify', url: storefront.origin }).expect(401);
      const answer = await connect({ kind: 'ebay', url: storefront.origin }).expect(400);
      expect(errorMessage(answer)).toMatch(/kind must be shopify or json/);
    });
  });
});
