import type {
  CityDetail,
  CityStores,
  CityWithStoreCount,
  DirectoryStats,
  NearbyCity,
  StateDetail,
  StateSummary,
  StoreDetail,
} from '../src/contracts/api.contract';
import { useTestApp } from './test-app';

describe('the core API on the sample directory', () => {
  const testApp = useTestApp();
  const get = (path: string) => testApp.http().get(path);

  beforeAll(() => {
    console.log(`API tests on ${process.env.TEST_POSTGRES_DESCRIPTION}`);
  });

  it('lists the 50 states and DC by name, with slugs and abbreviations', async () => {
    const response = await get('/api/states').expect(200).expect('Content-Type', /json/);
    const states = response.body as StateSummary[];
    expect(states).toHaveLength(51);
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b)));
    expect(states).toContainEqual(
      expect.objectContaining({ name: 'District of Columbia', slug: 'district-of-columbia', abbreviation: 'DC' }),
    );
  });

  it('answers the directory totals: every state, over 3,000 cities and 6,000 stores', async () => {
    const stats = (await get('/api/stats').expect(200)).body as DirectoryStats;
    expect(stats.stateCount).toBe(51);
    expect(stats.cityCount).toBeGreaterThanOrEqual(3000);
    expect(stats.storeCount).toBeGreaterThanOrEqual(6000);
    expect(stats.avgPerCity).toBeCloseTo(stats.storeCount / stats.cityCount, 1);
  });

  it('answers a state with its totals, which add up from its cities', async () => {
    const state = (await get('/api/states/california').expect(200)).body as StateDetail;
    const cities = (await get('/api/states/california/cities').expect(200)).body as CityWithStoreCount[];
    expect(state).toMatchObject({ name: 'California', slug: 'california', abbreviation: 'CA' });
    expect(state.cityCount).toBe(cities.length);
    expect(state.storeCount).toBe(cities.reduce((sum, city) => sum + city.storeCount, 0));
  });

  it("carries the state's guide: its own article, its cities with the most stores and its most reviewed stores", async () => {
    const { guide } = (await get('/api/states/texas').expect(200)).body as StateDetail;
    expect(guide.html).toContain('<h3>Why Shop Consignment in Texas</h3>');
    expect(guide.phrase.length).toBeGreaterThan(10);
    const counts = guide.notableCities.map((city) => city.storeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const cities = (await get('/api/states/texas/cities').expect(200)).body as CityWithStoreCount[];
    expect(guide.notableCities[0]!.storeCount).toBe(Math.max(...cities.map((city) => city.storeCount)));
    expect(guide.localStores.length).toBeGreaterThan(0);
    for (const store of guide.localStores) {
      const detail = (await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail;
      expect(detail).toMatchObject({ stateSlug: 'texas', citySlug: store.citySlug, numberOfReviews: store.numberOfReviews });
    }
  });

  it("lists a state's cities by name, each with its store count, in one request", async () => {
    const cities = (await get('/api/states/california/cities').expect(200)).body as CityWithStoreCount[];
    expect(cities.length).toBeGreaterThan(50);
    expect(cities.map((city) => city.name)).toEqual([...cities.map((city) => city.name)].sort());
    const losAngeles = cities.find((city) => city.slug === 'los-angeles');
    expect(losAngeles).toMatchObject({ name: 'Los Angeles' });
    expect(losAngeles!.storeCount).toBeGreaterThan(10);
    expect(cities.every((city) => city.storeCount > 0)).toBe(true);
  });

  it('answers a city, its store count and its stores, most reviewed first', async () => {
    const city = (await get('/api/states/california/cities/los-angeles').expect(200)).body as CityDetail;
    expect(city).toMatchObject({ name: 'Los Angeles', slug: 'los-angeles', state: { slug: 'california', abbreviation: 'CA' } });
    const count = (await get('/api/states/california/cities/los-angeles/store-count').expect(200).expect('Content-Type', /json/))
      .body as number;
    expect(count).toBe(city.storeCount);

    const { stores, total } = (await get('/api/states/california/cities/los-angeles/stores?limit=5').expect(200)).body as CityStores;
    expect(total).toBe(city.storeCount);
    expect(stores).toHaveLength(5);
    expect(stores.every((store) => store.city === 'Los Angeles' && store.stateSlug === 'california')).toBe(true);
    const reviews = stores.map((store) => store.numberOfReviews ?? -1);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('lists every store of a city up to the default of 100', async () => {
    const { stores, total } = (await get('/api/states/california/cities/los-angeles/stores').expect(200)).body as CityStores;
    expect(stores).toHaveLength(Math.min(total, 100));
  });

  it('answers one store with its city, generated hours, award status and About text', async () => {
    const { stores } = (await get('/api/states/texas/cities/austin/stores?limit=1').expect(200)).body as CityStores;
    const store = (await get(`/api/stores/${stores[0]!.slug}`).expect(200)).body as StoreDetail;
    expect(store).toMatchObject({ slug: stores[0]!.slug, city: 'Austin', state: 'Texas', stateAbbreviation: 'TX', citySlug: 'austin' });
    expect(store.zipCode).toMatch(/^\d{5}$/);
    expect(store.hours).toHaveLength(7);
    expect(store.award.isAwarded).toBe(store.id % 5 === 0);
    expect(store.about).toContain(store.businessName);
    expect(typeof store.sellFurniture).toBe('boolean');
    expect(typeof store.latitude).toBe('number');
  });

  it('checks a store for the award: every fifth store id, cacheable by browsers for an hour', async () => {
    const { stores } = (await get('/api/states/california/cities/los-angeles/stores?limit=20').expect(200)).body as CityStores;
    const awarded = stores.find((store) => store.id % 5 === 0)!;
    const other = stores.find((store) => store.id % 5 !== 0)!;
    const response = await get(`/api/awards/validate/${awarded.id}`).expect(200).expect('Content-Type', /json/);
    expect(response.body).toEqual({ isAwarded: true, awardTitle: 'Best Consignment Store 2025', awardYear: 2025 });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // The same from memory the second time.
    const again = await get(`/api/awards/validate/${awarded.id}`).expect(200);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    expect(again.body).toEqual(response.body);
    // An error is never kept by browsers: a store imported later must not stay unknown for an hour.
    for (const path of ['/api/awards/validate/99999995', '/api/awards/validate/abc']) {
      expect((await get(path)).headers['cache-control'] ?? '').not.toContain('public');
    }
    expect((await get(`/api/awards/validate/${other.id}`).expect(200)).body).toEqual({
      isAwarded: false,
      awardTitle: null,
      awardYear: null,
    });
  });

  it('serves the award badge as SVG and as PNGs of every size used, at stable addresses', async () => {
    const svg = await get('/badges/best-consignment-store-2025.svg').expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    expect(String(svg.body)).toContain('CONSIGNMENT STORE');
    for (const size of [70, 100, 150, 200, 250]) {
      const png = await get(`/badges/best-consignment-store-2025-${size}.png`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
        .expect('Content-Type', 'image/png');
      const body = png.body as Buffer;
      // The PNG signature, then the IHDR chunk's width and height.
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
    }
    await get('/badges/best-consignment-store-2025-120.png').expect(404);
    // Only this year's badge and earlier years' since the award began.
    await get('/badges/best-consignment-store-2024.svg').expect(404);
    await get('/badges/best-consignment-store-2026.svg').expect(404);
  });

  it('lists the nearest cities with stores, nearest first, in miles', async () => {
    const city = (await get('/api/states/texas/cities/dallas').expect(200)).body as CityDetail;
    const nearby = (await get(`/api/cities/${city.id}/nearby`).expect(200)).body as NearbyCity[];
    expect(nearby).toHaveLength(6);
    expect(nearby.map((entry) => entry.city.id)).not.toContain(city.id);
    const distances = nearby.map((entry) => entry.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(0);
    expect(distances[5]).toBeLessThan(60);
    expect(nearby[0]!.state.slug).toBe('texas');
    expect(nearby[0]!.storeCount).toBeGreaterThan(0);
  });

  it('answers again from memory with the same body and validator, and a 304 to a conditional request', async () => {
    const first = await get('/api/states/texas/cities').expect(200);
    const second = await get('/api/states/texas/cities').expect(200).expect('Content-Type', 'application/json; charset=utf-8');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    await get('/api/states/texas/cities').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('sends a kept answer compressed to clients that accept gzip, the same JSON', async () => {
    const plain = await get('/api/states/ohio/cities').expect(200);
    const compressed = await get('/api/states/ohio/cities').set('Accept-Encoding', 'gzip').expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.body).toEqual(plain.body);
  });

  it('does not keep errors: a 404 stays a 404', async () => {
    await get('/api/states/atlantis').expect(404);
    const again = await get('/api/states/atlantis').expect(404);
    expect(again.body).toEqual({ statusCode: 404, error: 'Not Found', message: "No state 'atlantis'" });
  });

  describe('unknown things answer a JSON 404', () => {
    it.each([
      ['/api/states/nowhere', "No state 'nowhere'"],
      ['/api/states/nowhere/cities', "No state 'nowhere'"],
      ['/api/states/california/cities/nowhere', "No city 'california/nowhere'"],
      ['/api/states/nowhere/cities/los-angeles', "No state 'nowhere'"],
      ['/api/states/california/cities/nowhere/store-count', "No city 'california/nowhere'"],
      ['/api/states/california/cities/nowhere/stores', "No city 'california/nowhere'"],
      ['/api/stores/no-such-store', "No store 'no-such-store'"],
      ['/api/cities/999999/nearby', "No city '999999'"],
      ['/api/awards/validate/99999995', "No store '99999995'"],
      ['/api/no-such-route', 'No API route GET /api/no-such-route'],
      // Routes match without regard to case or percent-encoding: so does what counts as the API.
      ['/API/no-such-route', 'No API route GET /API/no-such-route'],
      ['/%61pi/no-such-route', 'No API route GET /%61pi/no-such-route'],
    ])('%s', async (path, message) => {
      const response = await get(path).expect(404).expect('Content-Type', /json/);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message });
    });
  });

  describe('bad parameters answer a JSON 400 that says what was wrong', () => {
    it.each([
      ['/api/states/california/cities/los-angeles/stores?limit=abc', 'limit must be a whole number from 1 to 100'],
      ['/api/states/california/cities/los-angeles/stores?limit=1000', 'limit must be a whole number from 1 to 100'],
      ['/api/states/california/cities/los-angeles/stores?limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/states/california/cities/los-angeles/stores?limit=2.5', 'limit must be a whole number from 1 to 100'],
      ['/api/states/california/cities/los-angeles/stores?page=2', 'property page should not exist'],
      ['/api/cities/abc/nearby', 'cityId must be a positive whole number'],
      ['/api/cities/-4/nearby', 'cityId must be a positive whole number'],
      ['/api/cities/99999999999/nearby', 'cityId is too large'],
      ['/api/awards/validate/abc', 'storeId must be a positive whole number'],
      ['/api/awards/validate/0', 'storeId must be a positive whole number'],
      ['/api/awards/validate/99999999999', 'storeId is too large'],
      ['/api/cities/12/nearby?limit=500', 'limit must be a whole number from 1 to 24'],
      ['/api/states/California', "stateSlug must be a lowercase hyphenated slug such as 'los-angeles'"],
      [`/api/stores/${'a'.repeat(5000)}`, 'storeSlug must be shorter than or equal to 120 characters'],
      ['/api/stores/%27%3B%20drop%20table%20store%3B--', "storeSlug must be a lowercase hyphenated slug such as 'los-angeles'"],
    ])('%s', async (path, message) => {
      const response = await get(path).expect(400).expect('Content-Type', /json/);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('answers a malformed percent-encoding with a 400, not a 500', async () => {
      const response = await get('/api/stores/%E0%A4%A').expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });
});
