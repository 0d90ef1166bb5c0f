import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { Knex } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import type { SearchFacets, SearchResults, SearchResultStore, SearchSuggestions } from '../src/contracts/api.contract';
import { NEAR_ME_RADIUS_MILES, SEARCH_COUNT_STEP, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '../src/contracts/search.contract';
import { IMPORT_COLUMNS } from '../src/database/import/store-import-row';
import { readSearchText } from '../src/search/query/search-text';
import { SearchRepository } from '../src/search/engine/search.repository';
import type { StoreSearch } from '../src/search/engine/store-search';
import { errorMessage } from './api-error';
import { storeCsv } from './store-csv';
import { createImporterContext, createTestApp, testConfig, useTestApp } from './test-app';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-database';

type Row = Record<(typeof IMPORT_COLUMNS)[number], string>;

/** Stores the sample data lacks, imported into this file's own database before the app starts. */
const GOODWILL_STORES: Partial<Row>[] = [
  {
    slug: 'goodwill-thrift-store-seattle',
    businessName: 'Goodwill Thrift Store',
    address: '1400 S Lane St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98144',
    latitude: '47.5969',
    longitude: '-122.3143',
    numberOfReviews: '12',
    sellClothes: 'true',
  },
  {
    slug: 'goodwill-outlet-denver',
    businessName: 'Goodwill Outlet',
    address: '6850 N Federal Blvd',
    city: 'Denver',
    state: 'CO',
    zipCode: '80221',
    latitude: '39.8236',
    longitude: '-105.0253',
    numberOfReviews: '3',
    sellBooks: 'true',
  },
];

/** Downtown Los Angeles and Manhattan. */
const LOS_ANGELES = { lat: 34.05, lng: -118.24 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

/** Great-circle miles between two points, on a sphere of the Earth's mean radius. */
function haversineMiles(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

const isSorted = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('store search on the sample directory', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let folder: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const searchPath = (params: Record<string, string | number>) =>
    `/api/stores/search?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
  /** One page of results; fails unless the answer is a 200. */
  const search = async (params: Record<string, string | number>): Promise<SearchResults> =>
    (await get(searchPath(params)).expect(200).expect('Content-Type', /json/)).body as SearchResults;
  /** Every page of a search, in order, with the totals each page reported. */
  const allPages = async (params: Record<string, string | number>) => {
    const first = await search(params);
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page += 1) pages.push(await search({ ...params, page }));
    return { total: first.total, totalPages: first.totalPages, pages, stores: pages.flatMap((page) => page.stores) };
  };
  /** A JSON 400 with the message given exactly (a string) or matching a pattern. */
  const expectBadRequest = async (path: string, message: string | RegExp) => {
    const response = await get(path).expect(400).expect('Content-Type', /json/);
    const expected = typeof message === 'string' ? message : expect.stringMatching(message);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expected });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'directory-search-test-'));
    const file = join(folder, 'goodwill.csv');
    await writeFile(file, storeCsv(GOODWILL_STORES));
    const context = await createImporterContext(testConfig(database.url, database.poolSize));
    try {
      const report = await context.importer.importFile(file);
      expect(report).toMatchObject({ committed: true, inserted: GOODWILL_STORES.length, problemCount: 0 });
    } finally {
      await context.close();
    }
    app = await createTestApp(testConfig(database.url, database.poolSize));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  describe('ranking', () => {
    it('puts stores named exactly as asked first, the most reviewed of them first', async () => {
      const { stores } = await search({ query: 'The Golden Bow Tie' });
      expect(stores.slice(0, 2).map((store) => [store.businessName, store.city])).toEqual([
        ['The Golden Bow Tie', 'Los Angeles'],
        ['The Golden Bow Tie', 'Perrysburg'],
      ]);
      expect(stores.slice(2).every((store) => store.businessName !== 'The Golden Bow Tie')).toBe(true);
    });

    it('ranks a name starting with the text, then a name holding the word, then the word anywhere else', async () => {
      const holds = (store: SearchResultStore) => /\bvintage\b/i.test(store.businessName);
      const first = await search({ query: 'vintage' });
      expect(first.stores.every(holds)).toBe(true);
      const starting = first.stores.map((store) => store.businessName.toLowerCase().startsWith('vintage'));
      expect(starting.slice(Math.max(0, starting.indexOf(false))).includes(true)).toBe(false);
      // Past the names that hold it: stores selling antiques (whose words hold "vintage").
      const later = await search({ query: 'vintage', page: 20 });
      expect(later.stores.some(holds)).toBe(false);
      expect(later.stores.every((store) => store.sellAntiques)).toBe(true);
    });

    it('finds a misspelled city: "Los Angelos" answers the 29 Los Angeles stores first', async () => {
      const { stores } = await allPages({ query: 'Los Angelos' });
      expect(stores.length).toBeGreaterThanOrEqual(29);
      expect(stores.slice(0, 29).every((store) => store.city === 'Los Angeles' && store.stateAbbreviation === 'CA')).toBe(true);
      expect(stores.slice(29).some((store) => store.city === 'Los Angeles')).toBe(false);
    });

    it('finds a misspelled city: "Scotsdale" answers the 7 Scottsdale, AZ stores first', async () => {
      const { stores } = await search({ query: 'Scotsdale' });
      expect(stores.slice(0, 7).map((store) => `${store.city}, ${store.stateAbbreviation}`)).toEqual(Array(7).fill('Scottsdale, AZ'));
    });

    it('finds stores by the start of their name: "Goodwil" answers the Goodwill stores first', async () => {
      const { stores } = await search({ query: 'Goodwil' });
      expect(stores.slice(0, 2).map((store) => store.businessName)).toEqual(['Goodwill Thrift Store', 'Goodwill Outlet']);
    });

    it("answers a city's stores for its name, and only the Texas ones for 'austin texas'", async () => {
      const austin = await allPages({ query: 'Austin' });
      const inAustin = austin.stores.filter((store) => store.city === 'Austin');
      expect(inAustin.map((store) => store.stateAbbreviation).sort()).toEqual(['MN', ...Array<string>(15).fill('TX')]);
      expect(austin.stores.slice(0, inAustin.length)).toEqual(inAustin);

      const texas = await allPages({ query: 'austin texas' });
      expect(texas.stores.length).toBeGreaterThanOrEqual(15);
      expect(texas.stores.every((store) => store.stateAbbreviation === 'TX')).toBe(true);
      expect(texas.stores.slice(0, 15).every((store) => store.city === 'Austin')).toBe(true);
    });

    it.each(['texas', 'TX', 'Texas'])("answers the stores named for Texas, then every Texas store, for '%s'", async (query) => {
      const { stores, total } = await search({ query });
      expect(total).toBeGreaterThanOrEqual(522);
      const forTexas = (store: SearchResultStore) => store.stateSlug === 'texas' || /\btexas\b/i.test(store.businessName);
      expect(stores.every(forTexas)).toBe(true);
      const lastTexasPage = await search({ query, page: Math.ceil(522 / SEARCH_PAGE_SIZE) - 1 });
      expect(lastTexasPage.stores.every(forTexas)).toBe(true);
    });

    it.each(['Portland, OR', 'Portland OR', 'portland, or', 'Portland Oregon'])(
      "answers only Oregon stores for '%s', the Portland ones first",
      async (query) => {
        const { stores, total } = await allPages({ query });
        expect(total).toBeGreaterThanOrEqual(12);
        expect(stores.every((store) => store.stateSlug === 'oregon')).toBe(true);
        expect(stores.slice(0, 12).every((store) => store.city === 'Portland')).toBe(true);
      },
    );

    it("answers Portland in every state for 'portland', Maine's and Tennessee's too", async () => {
      const { stores } = await allPages({ query: 'portland' });
      const states = new Set(stores.filter((store) => store.city === 'Portland').map((store) => store.stateAbbreviation));
      expect([...states].sort()).toEqual(['ME', 'OR', 'TN', 'TX']);
    });
  });

  describe('ZIP codes', () => {
    it('answers the stores of a ZIP code first, then the nearest to them, with their distances', async () => {
      const { stores, total } = await search({ query: '90012' });
      expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE);
      expect(stores.slice(0, 5).map((store) => store.zipCode)).toEqual(Array(5).fill('90012'));
      const rest = stores.filter((store) => store.zipCode !== '90012');
      expect(stores.slice(stores.length - rest.length)).toEqual(rest);
      expect(isSorted(rest.map((store) => store.distance!))).toBe(true);
      expect(rest.every((store) => store.city === 'Los Angeles' || store.distance! < 20)).toBe(true);
    });

    it('answers a ZIP code among words with those words, its stores first: "consignment 75202"', async () => {
      const { stores } = await search({ query: 'consignment 75202' });
      expect(stores[0]!.zipCode).toBe('75202');
      expect(stores.every((store) => store.distance! < 100)).toBe(true);
    });

    it('answers every store of a 3-digit ZIP prefix, and a ZIP+4 like its ZIP', async () => {
      const prefix = await allPages({ query: '900' });
      expect(prefix.total).toBe(29);
      expect(prefix.stores.every((store) => store.zipCode.startsWith('900'))).toBe(true);
      const plusFour = await search({ query: '90012-1234' });
      expect(plusFour.stores.slice(0, 5).map((store) => store.zipCode)).toEqual(Array(5).fill('90012'));
    });
  });

  describe('filters', () => {
    it('keeps only stores with every asked feature', async () => {
      const all = await search({ query: 'vintage' });
      const filtered = await allPages({ query: 'vintage', features: 'sellBooks,cleanOrganized' });
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThan(all.total);
      expect(filtered.stores).toHaveLength(filtered.total);
      expect(filtered.stores.every((store) => store.sellBooks && store.cleanOrganized)).toBe(true);
    });

    it('reads a state filter as a slug or a code in any case, and keeps only its stores', async () => {
      const bySlug = await get(searchPath({ query: 'vintage', state: 'california' })).expect(200);
      const byCode = await get(searchPath({ query: 'vintage', state: 'CA' })).expect(200);
      const byLowerCode = await get(searchPath({ query: 'vintage', state: 'ca' })).expect(200);
      expect(byCode.body).toEqual(bySlug.body);
      expect(byLowerCode.body).toEqual(bySlug.body);
      const { stores, total } = await allPages({ query: 'vintage', state: 'california' });
      const everywhere = await search({ query: 'vintage' });
      expect(total).toBeGreaterThanOrEqual(15);
      expect(total).toBeLessThan(everywhere.total);
      expect(stores.every((store) => store.stateSlug === 'california' && store.stateAbbreviation === 'CA')).toBe(true);
    });

    it('refuses an unknown state or feature', async () => {
      await expectBadRequest(searchPath({ query: 'vintage', state: 'atlantis' }), /^state must be/);
      await expectBadRequest(searchPath({ query: 'vintage', features: 'sellBooks,sellCars' }), /^features must be/);
    });
  });

  describe('a text no store matches word for word', () => {
    it('drops the words no store holds, says so, and shows what the rest finds; strict=1 does not', async () => {
      const found = await search({ query: 'furniture xqwzv dallas' });
      expect(found.fallback).toEqual({ kind: 'fewer-words', dropped: ['xqwzv'], place: null, products: [], text: 'furniture dallas' });
      expect(found.total).toBeGreaterThan(0);
      expect(found.stores.every((store) => store.city === 'Dallas')).toBe(true);
      // The filters' counts are of the stores shown.
      const facets = (await get('/api/stores/search/facets?query=furniture+xqwzv+dallas').expect(200)).body as SearchFacets;
      expect(Object.values(facets.states).reduce((sum, count) => sum + count, 0)).toBe(found.total);
      const strict = await search({ query: 'furniture xqwzv dallas', strict: 1 });
      expect(strict).toMatchObject({ total: 0, stores: [] });
      expect(strict.fallback).toBeUndefined();
    });

    it('shows a named state’s stores when nothing else is left', async () => {
      const found = await search({ query: 'zzqxv texas' });
      expect(found.total).toBeGreaterThan(0);
      expect(found.stores.every((store) => store.stateAbbreviation === 'TX')).toBe(true);
      expect(found.fallback?.dropped).toEqual(['zzqxv']);
    });

    it('offers the closest city names for a text that found nothing, and nothing for a text like no name', async () => {
      const found = await search({ query: 'hustnn' });
      expect(found.total).toBe(0);
      expect(found.didYouMean?.cities.map((city) => city.name)).toContain('Houston');
      expect(found.didYouMean?.cities[0]?.path).toMatch(/^\/[a-z-]+\/[a-z-]+$/);
      expect((await search({ query: 'qqxzzyqq' })).didYouMean).toBeUndefined();
    });

    it('reads "near me" as the visitor’s position: asked for when not given, used when given', async () => {
      expect(await search({ query: 'near me' })).toEqual({
        stores: [],
        total: 0,
        totalPages: 0,
        reading: { text: '', ignored: [], rewritten: [], nearMe: true },
      });
      const near = await search({ query: 'furniture near me', lat: NEW_YORK.lat, lng: NEW_YORK.lng });
      expect(near.reading.nearMe).toBe(true);
      expect(near.stores[0]!.distance).toBeLessThan(10);
      const distances = near.stores.map((store) => store.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('says which words it left out and which it read as others', async () => {
      const found = await search({ query: 'best used furniture in sandiego' });
      expect(found.reading).toEqual({
        text: 'furniture in san diego',
        ignored: ['best', 'used'],
        rewritten: [{ from: 'sandiego', to: 'san diego' }],
        nearMe: false,
      });
      expect(found.stores[0]!.city).toBe('San Diego');
    });
  });

  describe('pages', () => {
    it('splits results into pages of 12 that add up to the total, without overlap', async () => {
      const { total, totalPages, pages, stores } = await allPages({ query: 'golden' });
      expect(totalPages).toBeGreaterThanOrEqual(3);
      expect(totalPages).toBe(Math.ceil(total / SEARCH_PAGE_SIZE));
      expect(pages.every((page) => page.total === total && page.totalPages === totalPages)).toBe(true);
      expect(pages.slice(0, -1).every((page) => page.stores.length === SEARCH_PAGE_SIZE)).toBe(true);
      expect(pages.at(-1)!.stores.length).toBe(total - (totalPages - 1) * SEARCH_PAGE_SIZE);
      expect(new Set(stores.map((store) => store.id)).size).toBe(total);
    });

    it('counts a common word up to 1,000 and says there are more, with pages past the counted ones', async () => {
      const first = await search({ query: 'con' });
      expect(first).toMatchObject({ total: SEARCH_COUNT_STEP, totalIsLowerBound: true, totalPages: 84 });
      expect(first.stores).toHaveLength(SEARCH_PAGE_SIZE);
      // Page 84 holds results 997 to 1,008, so its count reaches on to 2,000.
      const past = await search({ query: 'con', page: 84 });
      expect(past.stores).toHaveLength(SEARCH_PAGE_SIZE);
      expect(past.total).toBeGreaterThan(SEARCH_COUNT_STEP);
      expect(past.totalPages).toBeGreaterThanOrEqual(85);
      const { total, totalIsLowerBound } = past;
      expect(totalIsLowerBound ? total === 2 * SEARCH_COUNT_STEP : total < 2 * SEARCH_COUNT_STEP).toBe(true);
      const previous = await search({ query: 'con', page: 83 });
      const ids = new Set(previous.stores.map((store) => store.id));
      expect(past.stores.some((store) => ids.has(store.id))).toBe(false);
    });

    it('refuses a page past the last, naming the last page', async () => {
      const { totalPages } = await search({ query: 'golden' });
      await expectBadRequest(
        searchPath({ query: 'golden', page: totalPages + 1 }),
        `page ${totalPages + 1} is past the last page of results (${totalPages})`,
      );
    });

    it('answers page 1 of a search without results with zero totals, and refuses page 2', async () => {
      expect(await search({ query: 'qqxzzyqq' })).toEqual({
        stores: [],
        total: 0,
        totalPages: 0,
        reading: { text: 'qqxzzyqq', ignored: [], rewritten: [], nearMe: false },
      });
      await expectBadRequest(searchPath({ query: 'qqxzzyqq', page: 2 }), 'page 2 is past the last page of results (0)');
    });
  });

  describe('near a place', () => {
    it('lists the stores within 100 miles, nearest first, with their distances in miles', async () => {
      const first = await search(LOS_ANGELES);
      expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
      const distances = first.stores.map((store) => store.distance!);
      expect(isSorted(distances)).toBe(true);
      expect(distances[0]).toBeLessThan(3);
      for (const store of first.stores) {
        expect(store.distance).toBe(Math.round(store.distance! * 10) / 10);
        const mine = haversineMiles(LOS_ANGELES, { lat: store.latitude!, lng: store.longitude! });
        expect(Math.abs(mine - store.distance!)).toBeLessThan(0.5);
      }
      const last = await search({ ...LOS_ANGELES, page: first.totalPages });
      const lastDistances = last.stores.map((store) => store.distance!);
      expect(isSorted(lastDistances)).toBe(true);
      expect(lastDistances[0]).toBeGreaterThanOrEqual(distances.at(-1)!);
      expect(lastDistances.every((distance) => distance <= NEAR_ME_RADIUS_MILES)).toBe(true);
      expect(lastDistances.at(-1)).toBeGreaterThan(NEAR_ME_RADIUS_MILES / 2);
    });

    it('sorts the matches of a text nearest first, the same stores as without a place', async () => {
      const plain = await allPages({ query: 'treasures' });
      const near = await allPages({ query: 'treasures', ...NEW_YORK });
      expect(near.total).toBe(plain.total);
      expect(new Set(near.stores.map((store) => store.id))).toEqual(new Set(plain.stores.map((store) => store.id)));
      const distances = near.stores.map((store) => store.distance!);
      expect(distances.every((distance) => typeof distance === 'number')).toBe(true);
      expect(isSorted(distances)).toBe(true);
      expect(near.stores[0]!.stateAbbreviation).toBe('NY');
      const [nearest] = near.stores;
      expect(Math.abs(haversineMiles(NEW_YORK, { lat: nearest!.latitude!, lng: nearest!.longitude! }) - nearest!.distance!)).toBeLessThan(
        0.5,
      );
      expect(plain.stores.some((store) => 'distance' in store)).toBe(false);
    });
  });

  describe('suggestions as one types', () => {
    const suggest = async (query: string) =>
      (await get(`/api/suggestions?${new URLSearchParams({ query }).toString()}`).expect(200)).body as SearchSuggestions;

    it('suggests cities by the start of their names, the largest first, with the page each opens', async () => {
      const { cities } = await suggest('glen bur');
      expect(cities[0]).toMatchObject({ name: 'Glen Burnie', stateAbbreviation: 'MD', path: '/maryland/glen-burnie' });
      expect(cities[0]!.storeCount).toBeGreaterThan(0);
    });

    it('suggests states by name or code, and stores with a typo forgiven', async () => {
      expect((await suggest('texa')).states).toEqual([{ name: 'Texas', path: '/texas' }]);
      expect((await suggest('NV')).states).toEqual([{ name: 'Nevada', path: '/nevada' }]);
      const { stores } = await suggest('heidenriechs');
      expect(stores).toContainEqual({
        name: "Heidenreich's Antiques",
        city: 'Long Beach',
        stateAbbreviation: 'CA',
        path: '/california/long-beach/heidenreichs-antiques-long-beach',
      });
    });

    it('suggests for a word typed alone the most reviewed stores with a word of their name starting with it', async () => {
      // 'ma' starts more of the directory's words than a word's completions take (Main, Market, Mary...).
      const expected = await queryDatabase<{ slug: string }>(
        database.url,
        `select slug from store where exists (select 1 from regexp_split_to_table(lower(business_name), '[^a-z0-9]+') w where w like 'ma%')
          order by number_of_reviews desc nulls last, business_name, id limit 5`,
      );
      expect(expected).toHaveLength(5);
      const { stores } = await suggest('ma');
      expect(stores.map((store) => store.path.split('/').at(-1))).toEqual(expected.map((row) => row.slug));
    });

    it('gives at most five of each kind, and nothing for one character', async () => {
      const many = await suggest('con');
      expect(many.stores).toHaveLength(5);
      expect(await suggest('c')).toEqual({ stores: [], cities: [], states: [] });
    });

    it('refuses a missing or repeated query with a 400', async () => {
      await expectBadRequest('/api/suggestions', /^query must be given once/);
      await expectBadRequest('/api/suggestions?query=a&query=b', /^query must be given once/);
    });
  });

  describe('filter counts', () => {
    it('counts what each feature and each state would give the search', async () => {
      const facets = (await get('/api/stores/search/facets?query=treasures').expect(200)).body as SearchFacets;
      expect(facets.partial).toBe(false);
      expect(facets.features.sellBooks).toBe((await search({ query: 'treasures', features: 'sellBooks' })).total);
      expect(facets.states.california).toBe((await search({ query: 'treasures', state: 'california' })).total);
      const total = (await search({ query: 'treasures' })).total;
      expect(Object.values(facets.states).reduce((sum, count) => sum + count, 0)).toBe(total);
    });

    it('counts with the features already chosen, and every state whatever the state filter', async () => {
      const facets = (await get('/api/stores/search/facets?query=treasures&features=sellBooks&state=texas').expect(200))
        .body as SearchFacets;
      expect(facets.features.sellBooks).toBe((await search({ query: 'treasures', features: 'sellBooks', state: 'texas' })).total);
      expect(facets.features.cleanOrganized).toBe(
        (await search({ query: 'treasures', features: 'sellBooks,cleanOrganized', state: 'texas' })).total,
      );
      expect(facets.states.california).toBe((await search({ query: 'treasures', features: 'sellBooks', state: 'california' })).total);
    });
  });

  describe('refused parameters: a JSON 400 naming the parameter', () => {
    it.each([
      ['page=0', { query: 'vintage', page: '0' }, 'page must be a whole number of 1 or more'],
      ['page=-1', { query: 'vintage', page: '-1' }, 'page must be a whole number of 1 or more'],
      ['page=1.5', { query: 'vintage', page: '1.5' }, 'page must be a whole number of 1 or more'],
      ['page=two', { query: 'vintage', page: 'two' }, 'page must be a whole number of 1 or more'],
      ['page blank', { query: 'vintage', page: '' }, 'page must be a whole number of 1 or more'],
      ['an unknown feature', { query: 'vintage', features: 'sellCars' }, /^features must be/],
      ['an unknown state', { query: 'vintage', state: 'XX' }, /^state must be/],
      ['a query of 201 characters', { query: 'a'.repeat(201) }, 'query must be at most 200 characters'],
      ['lat=91', { lat: '91', lng: '0' }, 'lat must be a latitude from -90 to 90'],
      ['lat=-90.5', { lat: '-90.5', lng: '0' }, 'lat must be a latitude from -90 to 90'],
      ['lat=north', { lat: 'north', lng: '0' }, 'lat must be a latitude from -90 to 90'],
      ['lng=181', { lat: '0', lng: '181' }, 'lng must be a longitude from -180 to 180'],
      ['lng=-180.01', { lat: '0', lng: '-180.01' }, 'lng must be a longitude from -180 to 180'],
      ['lat without lng', { query: 'vintage', lat: '34.05' }, 'lat and lng must be given together'],
      ['lng without lat', { lng: '-118.24' }, 'lat and lng must be given together'],
      ['no query', {}, /^query must not be empty/],
      ['an empty query', { query: '' }, /^query must not be empty/],
      ['a blank query', { query: '   ' }, /^query must not be empty/],
      ['a query of punctuation only', { query: ' ,.; ' }, /^query must not be empty/],
    ] as [string, Record<string, string>, string | RegExp][])('%s', async (_case, params, message) => {
      await expectBadRequest(searchPath(params), message);
    });

    it('a repeated query', async () => {
      await expectBadRequest('/api/stores/search?query=vintage&query=books', /^query must be given once/);
    });

    it('an unknown parameter', async () => {
      await expectBadRequest('/api/stores/search?query=vintage&sort=name', /sort/);
    });
  });

  describe('hostile text', () => {
    // A text that is only punctuation reads as empty (a 400 naming query); anything else is searched.
    // A NUL character may be refused or searched, but PostgreSQL cannot take it as text.
    it.each([
      ["'", 'a quote', [400]],
      ["' or '1'='1", 'an SQL injection', [200]],
      ["vintage'); drop table store; --", 'a statement after a quote', [200]],
      ['%', 'a percent sign', [200]],
      ['_', 'an underscore', [200]],
      ['%%%_%', 'like wildcards', [200]],
      ['\\', 'a backslash', [200]],
      ['vin\\%', 'an escaped wildcard', [200]],
      ['$1 ? :name', 'placeholders', [200]],
      ['🧥 vintage 👗', 'emoji', [200]],
      ['\u0000', 'a NUL character', [200, 400]],
      ['vin\u0000tage', 'a NUL character inside text', [200, 400]],
      ['a'.repeat(200), '200 letters', [200]],
      ['%'.repeat(200), '200 percent signs', [200]],
      ["'".repeat(200), '200 quotes', [400]],
      ['\\'.repeat(200), '200 backslashes', [200]],
      ['🧥'.repeat(100), '100 emoji', [200]],
    ] as [string, string, number[]][])('%j (%s) is answered, not a server error', async (query, _case, statuses) => {
      const response = await get(searchPath({ query }));
      expect(response.status).not.toBe(500);
      expect(statuses).toContain(response.status);
      if (response.status === 200) {
        const body = response.body as SearchResults;
        expect(body.stores.length).toBe(Math.min(body.total, SEARCH_PAGE_SIZE));
        expect(body.totalPages).toBe(Math.ceil(body.total / SEARCH_PAGE_SIZE));
      } else {
        expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^query /) });
      }
    });

    it('matches wildcard characters literally: "%" and "_" find no store', async () => {
      expect((await search({ query: '%' })).total).toBe(0);
      expect((await search({ query: '_' })).total).toBe(0);
      expect((await search({ query: '%%%' })).total).toBe(0);
    });
  });

  describe('query plans', () => {
    /** The plans of the statements that read a page of a search and count it. */
    const plans = async (text: string, near: StoreSearch['near']) => {
      const repository = app.get(SearchRepository);
      const search: StoreSearch = {
        text: readSearchText(text),
        name: text,
        address: null,
        features: [],
        stateSlugs: [],
        near,
        zipFirst: null,
        limit: SEARCH_PAGE_SIZE,
        offset: 0,
      };
      const prepared = await repository.prepare(search);
      const explain = async (statement: Knex.Raw) =>
        (await queryDatabase<{ 'QUERY PLAN': string }>(database.url, `explain ${statement.toQuery()}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return {
        page: await explain(repository.pageStatement(prepared)),
        count: await explain(repository.countStatement(prepared, SEARCH_COUNT_STEP)),
      };
    };

    beforeAll(async () => {
      await queryDatabase(database.url, 'analyze');
    });

    it.each([
      ['the', null, 'store_name_order_index'],
      ['vintage', null, 'store_review_order_index'],
      ['golden bow', null, 'store_name_document_index'],
      ['boyles consignmnt boutique', null, 'store_name_document_index'],
      ['goodwill', null, 'store_name_order_index'],
      ['furniture dallas', null, 'store_search_document_index'],
      ['90012', null, 'store_zip_code_pattern_index'],
      ['', LOS_ANGELES, 'store_point_index'],
    ] as [string, StoreSearch['near'], string][])('%j near %j: a page reads %s, never all stores', async (text, near, index) => {
      // Counting up to 1,000 in a directory of a few thousand may well read the table; a page may not.
      const { page } = await plans(text, near);
      expect(page).toContain(index);
      expect(page).not.toContain('Seq Scan on store');
    });
  });
});

describe('search, kept from holding the database', () => {
  const testApp = useTestApp({ SEARCH_STATEMENT_TIMEOUT_MS: '200', DATABASE_STATEMENT_TIMEOUT_MS: '1000', SEARCH_RATE_LIMIT: '8' });
  const get = (path: string) => testApp.http().get(path);

  /** Holds a lock on the store table (as a slow statement would hold the rows) while `work` runs. */
  async function withStoresLocked(work: () => Promise<void>): Promise<void> {
    const client = new Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      await client.query('begin; lock table store in access exclusive mode');
      await work();
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }

  it('stops a search statement past its own, tighter time limit with a 503 that says so', async () => {
    await withStoresLocked(async () => {
      const started = Date.now();
      const response = await get('/api/stores/search?query=vintage').expect(503);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(response.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The directory took too long to answer this request. Please try again, or narrow the search.',
      });
      expect(response.headers['retry-after']).toBe('5');
      // Any other statement gets the general limit.
      const other = Date.now();
      await get('/api/states/texas/cities/austin/stores?limit=5').expect(503);
      expect(Date.now() - other).toBeGreaterThanOrEqual(900);
      expect(Date.now() - other).toBeLessThan(3_000);
    });
    await get('/api/stores/search?query=vintage').expect(200);
  });

  it(`refuses a page past page ${SEARCH_PAGE_MAX} with a 400, and offers none`, async () => {
    const response = await get(`/api/stores/search?query=a&page=${SEARCH_PAGE_MAX + 1}`).expect(400);
    expect(errorMessage(response)).toBe(
      `page must be at most ${SEARCH_PAGE_MAX}: only the first ${SEARCH_PAGE_MAX} pages are shown; add words, a state or features to narrow the search`,
    );
    await get('/api/stores/search?query=a&page=100000').expect(400);
    const first = (await get('/api/stores/search?query=con').expect(200)).body as SearchResults;
    expect(first.totalPages).toBeLessThanOrEqual(SEARCH_PAGE_MAX);
  });

  // Last: it uses up this client's searches for the minute.
  it('limits the searches of one address, on the API and the results page, and nothing else', async () => {
    let refused: request.Response | undefined;
    for (let attempt = 0; attempt < 12 && !refused; attempt += 1) {
      const response = await get(`/api/stores/search?query=shop${attempt}`);
      if (response.status === 429) refused = response;
    }
    expect(refused?.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many searches: at most 8 a minute\. Try again in \d+ seconds\.$/),
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    await get('/search?q=vintage').expect(429);
    // However the address is written, if it reaches the search it counts as one.
    await get('/API/Stores/%73earch/?query=vintage').expect(429);
    await get('/api/stores/search/facets?query=vintage').expect(429);
    await get('/api/states/texas/cities').expect(200);
    await get('/texas').expect(200);
  });
});

describe('searches at once', () => {
  // A pool of two connections, and one of its own for searches: one search at a time.
  const testApp = useTestApp({
    DATABASE_POOL_SIZE: '2',
    DATABASE_WAIT_MS: '300',
    SEARCH_STATEMENT_TIMEOUT_MS: '1500',
    API_CACHE_SECONDS: '0',
  });
  const get = (path: string) => testApp.http().get(path);

  it('run no more at once than their pool has connections: a search that finds no place in time is a 503, and other requests are answered meanwhile', async () => {
    const client = new Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      await client.query('begin; lock table store in access exclusive mode');
      const first = get('/api/stores/search?query=vintage').then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = await get('/api/stores/search?query=thrift').expect(503);
      expect(errorMessage(second)).toBe('The directory is busy answering other searches. Please try again in a few seconds.');
      expect(second.headers['retry-after']).toBe('5');
      // The other connection still serves what does not read the locked table.
      await get('/api/states/texas/cities').expect(200);
      expect((await first).status).toBe(503);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
    await get('/api/stores/search?query=vintage').expect(200);
  });
});
