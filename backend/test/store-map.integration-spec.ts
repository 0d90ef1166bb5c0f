import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { StoreDetail, StoreMapItem, StoreMapView } from '../src/contracts/api.contract';
import { readPageState } from './page-state';
import {
  bboxPixels,
  mapViewRequestFor,
  STORE_MAP_VIEW_MAX_PIXELS,
  storeMapApiPath,
  WHOLE_MAP_VIEW,
  type MapViewRequest,
} from '../src/contracts/store-map.contract';
import { addGeneratedStores, generatedStoreSlug } from './generated-stores';
import { storeCsv, type StoreCsvRow } from './store-csv';
import { createImporterContext, createTestApp, testConfig } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

/** Stores the map must leave out: coordinates that are zero or missing (spec section 5). */
const OFF_THE_MAP: StoreCsvRow[] = [
  {
    slug: 'zero-latitude-resale-austin',
    businessName: 'Zero Latitude Resale',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    latitude: '0',
    longitude: '-97.74',
  },
  {
    slug: 'zero-longitude-resale-austin',
    businessName: 'Zero Longitude Resale',
    address: '2 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    latitude: '30.27',
    longitude: '0',
  },
  { slug: 'nowhere-resale-austin', businessName: 'Nowhere Resale', address: '3 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
];

const MAP_ITEM_KEYS = ['address', 'businessName', 'city', 'citySlug', 'id', 'latitude', 'longitude', 'slug', 'state', 'stateSlug'];

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** Stores (as single stores or inside clusters) a view accounts for. */
const storesIn = (view: StoreMapView) => view.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + view.stores.length;

describe('the store map API', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let folder: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const view = async (request: MapViewRequest): Promise<StoreMapView> =>
    (await get(storeMapApiPath(request)).expect(200).expect('Content-Type', /json/)).body as StoreMapView;
  const expectBadRequest = async (path: string, message: string) => {
    const response = await get(path).expect(400).expect('Content-Type', /json/);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  };

  async function importStores(rows: StoreCsvRow[]): Promise<void> {
    const file = join(folder, `stores-${Date.now()}.csv`);
    await writeFile(file, storeCsv(rows));
    const context = await createImporterContext(testConfig(database.url, database.poolSize));
    try {
      expect(await context.importer.importFile(file)).toMatchObject({ committed: true, problemCount: 0 });
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'directory-map-test-'));
    await importStores(OFF_THE_MAP);
    // Answers not kept, so a change to the stores shows at the next check (after a second).
    app = await createTestApp(testConfig(database.url, database.poolSize, { API_CACHE_SECONDS: '0' }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  describe('GET /api/stores/map: every store on the map', () => {
    let list: StoreMapItem[];

    beforeAll(async () => {
      const response = await get('/api/stores/map').expect(200).expect('Content-Type', /json/);
      list = response.body as StoreMapItem[];
    });

    it('lists exactly the stores whose coordinates are non-zero numbers, with the spec fields', async () => {
      const [{ count }] = (await queryDatabase<{ count: string }>(
        database.url,
        'select count(*) from store where latitude is not null and longitude is not null and latitude <> 0 and longitude <> 0',
      )) as [{ count: string }];
      expect(list).toHaveLength(Number(count));
      expect(list.length).toBeGreaterThan(6000);
      const slugs = new Set(list.map((store) => store.slug));
      for (const store of OFF_THE_MAP) expect(slugs.has(store.slug!)).toBe(false);
      for (const store of list) expect(Object.keys(store).sort()).toEqual(MAP_ITEM_KEYS);
      expect(list.every((store) => store.latitude !== 0 && store.longitude !== 0)).toBe(true);
    });

    it("names each store's page: the item's state, city and store slugs lead to that store", async () => {
      const item = list[list.length - 1]!;
      const store = (await get(`/api/stores/${item.slug}`).expect(200)).body as StoreMapItem;
      expect(store).toMatchObject({
        id: item.id,
        businessName: item.businessName,
        address: item.address,
        city: item.city,
        state: item.state,
        stateSlug: item.stateSlug,
        citySlug: item.citySlug,
        latitude: item.latitude,
        longitude: item.longitude,
      });
    });

    it('is sent compressed, with an ETag and a few minutes of browser caching, and a 304 when unchanged', async () => {
      const response = await get('/api/stores/map').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toEqual(list);
      // What travels is well under a quarter of the JSON it carries.
      expect(Number(response.headers['content-length'])).toBeLessThan(JSON.stringify(list).length / 4);

      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      await get('/api/stores/map').set('If-None-Match', etag).expect(304);
    });

    it('is sent unpacked to a client that takes no compression', async () => {
      const response = await get('/api/stores/map').set('Accept-Encoding', 'identity').expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toEqual(list);
    });

    it('reaches the map, not a store called "map"', async () => {
      await get('/api/stores/map').expect(200);
      await expectBadRequest('/api/stores/map?limit=10', 'property limit should not exist');
    });
  });

  describe('GET /api/stores/map?bbox=&zoom=: one view, clustered', () => {
    it('answers the whole country at the page zoom with clusters that account for every store', async () => {
      const whole = await view(WHOLE_MAP_VIEW);
      const list = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
      expect(whole.total).toBe(list.length);
      expect(storesIn(whole)).toBe(list.length);
      // Far fewer markers than stores, each cluster with a zoom to open it at.
      expect(whole.clusters.length + whole.stores.length).toBeLessThan(100);
      for (const cluster of whole.clusters) {
        expect(cluster.count).toBeGreaterThanOrEqual(2);
        expect(cluster.expansionZoom).toBeGreaterThan(WHOLE_MAP_VIEW.zoom);
      }
    });

    it('splits a cluster when zoomed to its expansion zoom, keeping its stores nearby', async () => {
      const whole = await view(WHOLE_MAP_VIEW);
      const biggest = whole.clusters.reduce((a, b) => (b.count > a.count ? b : a));
      const { latitude, longitude, expansionZoom } = biggest;
      const around = mapViewRequestFor([longitude - 0.5, latitude - 0.5, longitude + 0.5, latitude + 0.5], expansionZoom);
      const zoomed = await view(around);
      expect(zoomed.clusters.every((cluster) => cluster.count < biggest.count)).toBe(true);
      expect(zoomed.clusters.length + zoomed.stores.length).toBeGreaterThan(1);
    });

    it('gives the single stores of a close view in full, the same as in the whole list', async () => {
      const list = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
      const store = list.find((item) => item.city === 'Seattle') ?? list[0]!;
      const close = await view(
        mapViewRequestFor([store.longitude - 0.001, store.latitude - 0.001, store.longitude + 0.001, store.latitude + 0.001], 18),
      );
      expect(close.stores).toContainEqual(store);
      expect(close.clusters).toEqual([]);
      for (const item of close.stores) expect(Object.keys(item).sort()).toEqual(MAP_ITEM_KEYS);
    });

    it('is cacheable by browsers and answers a repeat with 304', async () => {
      const response = await get(storeMapApiPath(WHOLE_MAP_VIEW)).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      await get(storeMapApiPath(WHOLE_MAP_VIEW))
        .set('If-None-Match', response.headers.etag as string)
        .expect(304);
    });

    it('refuses views it cannot answer, saying why', async () => {
      await expectBadRequest('/api/stores/map?zoom=4', 'bbox and zoom must be given together');
      await expectBadRequest('/api/stores/map?bbox=-100,30,-90,40', 'bbox and zoom must be given together');
      await expectBadRequest('/api/stores/map?bbox=-100,30,-90&zoom=4', 'bbox must be four numbers: west,south,east,north');
      await expectBadRequest('/api/stores/map?bbox=a,b,c,d&zoom=4', 'bbox must be four numbers: west,south,east,north');
      await expectBadRequest('/api/stores/map?bbox=-100,30,-90,40&bbox=1,2,3,4&zoom=4', 'bbox must be four numbers: west,south,east,north');
      await expectBadRequest('/api/stores/map?bbox=-100,30,-90,40&zoom=19', 'zoom must be a whole number from 0 to 18');
      await expectBadRequest('/api/stores/map?bbox=-100,30,-90,40&zoom=4.5', 'zoom must be a whole number from 0 to 18');
      await expectBadRequest('/api/stores/map?bbox=-90,30,-100,40&zoom=4', 'bbox longitudes must run from west to east within -180 to 180');
      await expectBadRequest('/api/stores/map?bbox=-100,40,-90,30&zoom=4', 'bbox latitudes must run from south to north within -90 to 90');
      await expectBadRequest('/api/stores/map?bbox=-200,30,-90,40&zoom=4', 'bbox longitudes must run from west to east within -180 to 180');
      // The whole country at street level would be every store one by one.
      await expectBadRequest(
        '/api/stores/map?bbox=-125,24,-66,50&zoom=12',
        `bbox is too large for zoom 12: a view spans at most ${STORE_MAP_VIEW_MAX_PIXELS} pixels each way`,
      );
    });

    it('accepts every view the app asks for: each zoom, wide screens, the date line and the poles', async () => {
      const screens: MapViewRequest['bbox'][] = [
        [-130, 20, -60, 55], // the lower 48 states on a wide screen
        [-123, 37, -122, 38], // a city
        [170, 50, 180, 72], // Alaska's west, at the date line
        [-180, 60, -160, 90], // up to the pole
        [-180, -90, 180, 90], // everything
      ];
      for (let zoom = 0; zoom <= 18; zoom += 1) {
        for (const visible of screens) {
          const asked = mapViewRequestFor(visible, zoom);
          const { width, height } = bboxPixels(asked.bbox, asked.zoom);
          expect(Math.max(width, height)).toBeLessThanOrEqual(STORE_MAP_VIEW_MAX_PIXELS + 1);
          await view(asked);
        }
      }
    });
  });

  it('shows imported stores once they are in the directory', async () => {
    const before = await view(WHOLE_MAP_VIEW);
    await importStores([
      {
        slug: 'new-on-the-map-nome',
        businessName: 'New on the Map',
        address: '5 Front St',
        city: 'Nome',
        state: 'AK',
        zipCode: '99762',
        latitude: '64.5011',
        longitude: '-165.4064',
      },
    ]);
    await new Promise((wait) => setTimeout(wait, 1_100));
    // The first request after the check interval starts the check; a moment later the new index answers.
    await view(WHOLE_MAP_VIEW);
    let total = before.total;
    for (let attempt = 0; attempt < 50 && total === before.total; attempt += 1) {
      await new Promise((wait) => setTimeout(wait, 100));
      total = (await view(WHOLE_MAP_VIEW)).total;
    }
    expect(total).toBe(before.total + 1);
    const list = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
    expect(list.map((store) => store.slug)).toContain('new-on-the-map-nome');
  });

  it('moves a store that an import moved', async () => {
    const before = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
    const item = before.find((store) => store.city === 'Seattle')!;
    const detail = (await get(`/api/stores/${item.slug}`).expect(200)).body as StoreDetail;
    const moved = { latitude: round4(item.latitude + 0.01), longitude: round4(item.longitude - 0.01) };
    await importStores([
      {
        slug: detail.slug,
        businessName: detail.businessName,
        address: detail.address,
        city: detail.city,
        state: detail.stateAbbreviation,
        zipCode: detail.zipCode,
        latitude: String(moved.latitude),
        longitude: String(moved.longitude),
      },
    ]);
    await new Promise((wait) => setTimeout(wait, 1_100));
    let placed: StoreMapItem | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const list = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
      placed = list.find((store) => store.id === item.id);
      if (placed?.latitude === moved.latitude) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(placed).toMatchObject(moved);
  });

  it('puts the whole-country view into the /map page, under the address the app asks for', async () => {
    const page = await get('/map').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<title>Consignment Store Map | Find Stores Near You</title>');
    const state = readPageState(page.text)!;
    const embedded = state.data[storeMapApiPath(WHOLE_MAP_VIEW)] as StoreMapView;
    expect(embedded).toEqual(await view(WHOLE_MAP_VIEW));
    expect(state.settings.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });
});

describe('the store map of a directory whose places take several reads', () => {
  /** Well above the index's reads of 20,000 places: its arrays grow twice while it reads. */
  const ADDED_STORES = 50_000;
  let database: TestDatabase;
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    database = await createTestDatabase();
    await addGeneratedStores(database.url, ADDED_STORES, { onGrid: true });
    app = await createTestApp(testConfig(database.url, database.poolSize, { API_CACHE_SECONDS: '0' }));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('counts every store in the whole-country view, and shows the first and the last one read at their places', async () => {
    const list = (await get('/api/stores/map').expect(200)).body as StoreMapItem[];
    expect(list.length).toBeGreaterThan(ADDED_STORES);
    const whole = (await get(storeMapApiPath(WHOLE_MAP_VIEW)).expect(200)).body as StoreMapView;
    expect(whole.total).toBe(list.length);
    expect(storesIn(whole)).toBe(list.length);

    const byId = [...list].sort((a, b) => a.id - b.id);
    const [first, last] = [byId[0]!, byId[byId.length - 1]!];
    expect(last.slug).toBe(generatedStoreSlug(ADDED_STORES));
    for (const store of [first, last]) {
      const close = (
        await get(
          storeMapApiPath(
            mapViewRequestFor([store.longitude - 0.0002, store.latitude - 0.0002, store.longitude + 0.0002, store.latitude + 0.0002], 18),
          ),
        ).expect(200)
      ).body as StoreMapView;
      expect(close.stores).toContainEqual(store);
    }
  });
});
