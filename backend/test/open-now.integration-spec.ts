import { expect, jest } from '@jest/globals';
import type { CityStores, OpeningHours, SearchFacets, SearchResults } from '../src/contracts/api.contract';
import { ITEMS_PAGE_MAX, type ItemSearchResponse } from '../src/contracts/items.contract';
import { NEAR_ME_RADIUS_MILES } from '../src/contracts/search.contract';
import { storeHoursAt, weeklyOpenMinutes } from '../src/contracts/opening-hours';
import { StoreChanges } from '../src/stores/store-changes.service';
import { multirangeOf } from '../src/stores/store-week.repository';
import { DatabaseSetup } from '../src/database/database-setup';
import { OPEN_FACETS_INDEXED } from '../src/items/item-search-sql';
import { storeOpeningHours } from '../src/stores/store-hours';
import { useTestApp } from './test-app';
import { queryDatabase } from './test-database';

/** Every timer of Node stays real: only `Date` is held at the instant a test names (the app reads its clock so). */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Cities in five zones: New York, Chicago, Phoenix (no daylight saving), Los Angeles, Honolulu; and each one's `near`. */
const CITIES = [
  ['new-york', 'new-york', 'new-york-ny'],
  ['illinois', 'chicago', 'chicago-il'],
  ['arizona', 'phoenix', 'phoenix-az'],
  ['california', 'los-angeles', 'los-angeles-ca'],
  ['hawaii', 'honolulu', 'honolulu-hi'],
] as const;

/**
 * Instants around the week: a Thursday morning in New York (before Los Angeles opens), a Thursday
 * evening in Los Angeles (after New York closes), Sunday late, Monday just after midnight in New York
 * (a store open past midnight), and the hour daylight saving time ends (1 November 2026).
 */
const INSTANTS = ['2026-12-03T15:30:00Z', '2026-12-04T01:30:00Z', '2026-12-07T03:00:00Z', '2026-12-07T05:15:00Z', '2026-11-01T06:30:00Z'];

describe('open now: each store on its own clock and hours, in lists, search and items', () => {
  // Answers are kept for a minute (API_CACHE_SECONDS): here each instant is asked afresh.
  const testApp = useTestApp({ API_CACHE_SECONDS: '0' });
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);

  beforeAll(async () => {
    // A New York store open late, past midnight, on Sunday (into Monday): its owner's hours.
    const late: OpeningHours[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
      day: day as OpeningHours['day'],
      open: '18:00',
      close: '02:00',
      isClosed: day !== 'Sunday',
    }));
    await db(
      `update store set hours = $1 where id = (select s.id from store s join city c on c.id = s.city_id where c.slug = 'new-york' order by s.id limit 1)`,
      [JSON.stringify(late)],
    );
    await db('delete from store_week where store_id in (select id from store where hours is not null)');
    // The weeks of stores without one are written as the app starts (`DatabaseSetup.migrate`).
    await testApp.app.get(DatabaseSetup).migrate();
  });
  afterEach(() => jest.useRealTimers());

  /** The stores of a city open at `instant` by the store page's rule (`storeHoursAt`), by id. */
  const openByRule = async (stateSlug: string, citySlug: string, instant: string) => {
    const stores = await db<{ id: number; hours: OpeningHours[] | null; time_zone: string }>(
      `select s.id, s.hours, s.time_zone from store s join city c on c.id = s.city_id join state st on st.id = c.state_id
        where c.slug = $1 and st.slug = $2`,
      [citySlug, stateSlug],
    );
    return new Set(
      stores
        .filter((store) => storeHoursAt(storeOpeningHours(store), store.time_zone, Date.parse(instant))!.isOpen)
        .map((store) => store.id),
    );
  };
  const get = async <T>(path: string) => (await testApp.http().get(path).expect(200)).body as T;

  it('lists on a city page exactly the stores the store page calls open, at instants across the week and zones', async () => {
    let someOpen = 0;
    let someClosed = 0;
    for (const instant of INSTANTS) {
      jest.useFakeTimers({ now: Date.parse(instant), doNotFake: [...REAL_TIMERS] });
      for (const [stateSlug, citySlug] of CITIES) {
        const expected = await openByRule(stateSlug, citySlug, instant);
        const all = await get<CityStores>(`/api/states/${stateSlug}/cities/${citySlug}/stores?limit=100`);
        const open = await get<CityStores>(`/api/states/${stateSlug}/cities/${citySlug}/stores?limit=100&features=openNow`);
        expect({ instant, citySlug, open: open.stores.map((store) => store.id).sort() }).toEqual({
          instant,
          citySlug,
          open: [...expected].sort(),
        });
        expect(open.total).toBe(expected.size);
        someOpen += expected.size;
        someClosed += all.total - expected.size;
      }
      jest.useRealTimers();
    }
    // The instants show both: stores open in one zone while closed in another.
    expect(someOpen).toBeGreaterThan(0);
    expect(someClosed).toBeGreaterThan(0);
  });

  it('keeps a store open past midnight into the next day, Sunday night into Monday', async () => {
    const [late] = await db<{ id: number }>(
      `select s.id from store s join city c on c.id = s.city_id where c.slug = 'new-york' order by s.id limit 1`,
    );
    const listed = async (instant: string) => {
      jest.useFakeTimers({ now: Date.parse(instant), doNotFake: [...REAL_TIMERS] });
      const open = await get<CityStores>('/api/states/new-york/cities/new-york/stores?limit=100&features=openNow');
      jest.useRealTimers();
      return open.stores.some((store) => store.id === late!.id);
    };
    expect(await listed('2026-12-07T03:00:00Z')).toBe(true); // Sunday 22:00 in New York
    expect(await listed('2026-12-07T06:30:00Z')).toBe(true); // Monday 01:30
    expect(await listed('2026-12-07T07:30:00Z')).toBe(false); // Monday 02:30
    expect(await listed('2026-12-03T23:00:00Z')).toBe(false); // Thursday 18:00: closed on Thursdays
  });

  it('filters search and counts it among the filters, and filters items with their count', async () => {
    const instant = INSTANTS[0]!;
    jest.useFakeTimers({ now: Date.parse(instant), doNotFake: [...REAL_TIMERS] });
    const expected = await openByRule('new-york', 'new-york', instant);
    const search = await get<SearchResults>('/api/stores/search?query=new+york+ny&features=openNow');
    const facets = await get<SearchFacets>('/api/stores/search/facets?query=new+york+ny');
    expect(search.stores.length).toBeGreaterThan(0);
    for (const store of search.stores) if (store.city === 'New York') expect(expected.has(store.id)).toBe(true);
    expect(facets.features.openNow).toBe(search.total);

    const items = await get<ItemSearchResponse>('/api/items?q=dresser&near=new-york-ny');
    const openItems = await get<ItemSearchResponse>('/api/items?q=dresser&near=new-york-ny&open=1');
    expect(items.total).toBeGreaterThan(openItems.total);
    expect(items.openNowTotal).toBe(openItems.total);
    for (const item of openItems.items) {
      const [store] = await db<{ id: number; hours: OpeningHours[] | null; time_zone: string }>(
        'select id, hours, time_zone from store where slug = $1',
        [item.store.slug],
      );
      expect(storeHoursAt(storeOpeningHours(store!), store!.time_zone, Date.parse(instant))!.isOpen).toBe(true);
    }
  });

  it('writes a store’s week again when its hours change, as the page reads them', async () => {
    const [store] = await db<{ id: number }>(
      `select s.id from store s join city c on c.id = s.city_id where c.slug = 'chicago' order by s.id limit 1`,
    );
    const hours: OpeningHours[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
      day: day as OpeningHours['day'],
      open: '07:00',
      close: '11:00',
      isClosed: day === 'Monday',
    }));
    await testApp.app.get(StoreChanges).edit(store!.id, { hours }, 'test');
    const [week] = await db<{ open_minutes: string }>('select open_minutes::text from store_week where store_id = $1', [store!.id]);
    expect(week?.open_minutes).toBe(multirangeOf(weeklyOpenMinutes(hours)));
    expect(week?.open_minutes).toBe('{[1860,2100),[3300,3540),[4740,4980),[6180,6420),[7620,7860),[9060,9300)}');
  });

  /** How many of the week patterns (a zone and a week) are open at `instant`. */
  const openPatterns = async (instant: string) =>
    (
      await db<{ open: number }>(
        'select count(*)::int as open from week_pattern p where p.open_minutes @> week_minute($1::timestamptz, p.time_zone)',
        [instant],
      )
    )[0]!.open;

  it('lists and counts the items of stores open by the store page’s rule, whether few weeks are open or many', async () => {
    const compared = new Map<string, number>();
    const patternCounts: number[] = [];
    let openWhileMany = 0;
    for (const instant of INSTANTS) {
      patternCounts.push(await openPatterns(instant));
      jest.useFakeTimers({ now: Date.parse(instant), doNotFake: [...REAL_TIMERS] });
      // Every item, and one category (fewer than the count's cap in the big cities too).
      for (const [[stateSlug, citySlug, near], category] of CITIES.flatMap((city) =>
        [null, 'sellClothes'].map((category) => [city, category] as const),
      )) {
        const filter = category ? `&category=${category}` : '';
        // The deepest page counts the most matches (`itemsCountedUpTo`); the first lists the open stores' items.
        const all = await get<ItemSearchResponse>(`/api/items?near=${near}${filter}&page=${ITEMS_PAGE_MAX}`);
        const openCounted = await get<ItemSearchResponse>(`/api/items?near=${near}${filter}&open=1&page=${ITEMS_PAGE_MAX}`);
        const open = await get<ItemSearchResponse>(`/api/items?near=${near}${filter}&open=1`);
        const stores = await db<{ slug: string; hours: OpeningHours[] | null; time_zone: string; id: number }>(
          'select id, slug, hours, time_zone from store where slug = any($1)',
          [open.items.map((item) => item.store.slug)],
        );
        for (const store of stores)
          expect({
            instant,
            store: store.slug,
            open: storeHoursAt(storeOpeningHours(store), store.time_zone, Date.parse(instant))!.isOpen,
          }).toEqual({
            instant,
            store: store.slug,
            open: true,
          });
        if (all.openNowTotal === null) continue;
        // Counted apart: the items on sale within the radius of the city's centre at stores open by their week.
        const [expected] = await db<{ open: number }>(
          `select count(*)::int as open from item i join store s on s.id = i.store_id join store_week w on w.store_id = s.id,
                  city c join state st on st.id = c.state_id
            where c.slug = $1 and st.slug = $2 and i.sold_at is null
              and sec_to_gc(cube_distance(i.store_earth, ll_to_earth(c.latitude, c.longitude))) <= $3 * 1609.344
              and w.open_minutes @> week_minute($4::timestamptz, s.time_zone) and ($5::text is null or i.category = $5)`,
          [citySlug, stateSlug, NEAR_ME_RADIUS_MILES, instant, category],
        );
        expect({ instant, near, category, open: openCounted.total, counted: all.openNowTotal }).toEqual({
          instant,
          near,
          category,
          open: expected!.open,
          counted: expected!.open,
        });
        compared.set(instant, (compared.get(instant) ?? 0) + 1);
        if (patternCounts.at(-1)! > OPEN_FACETS_INDEXED) openWhileMany += expected!.open;
      }
      jest.useRealTimers();
    }
    // Counts are given below the count's cap: at least two of the cities at each instant.
    for (const instant of INSTANTS)
      expect({ instant, compared: Math.min(compared.get(instant) ?? 0, 2) }).toEqual({ instant, compared: 2 });
    // The instants ask both ways: few weeks open (the words' index) and many (each item's week looked up).
    expect(patternCounts.some((count) => count <= OPEN_FACETS_INDEXED)).toBe(true);
    expect(patternCounts.some((count) => count > OPEN_FACETS_INDEXED)).toBe(true);
    expect(openWhileMany).toBeGreaterThan(0);
  });

  it('finds the items of a store open late at night, on its new hours and in its new zone', async () => {
    const [store] = await db<{ id: number; on_sale: number }>(
      `select s.id, (select count(*)::int from item i where i.store_id = s.id and i.sold_at is null) as on_sale
         from store s join city c on c.id = s.city_id
        where c.slug = 'chicago' and exists (select 1 from item i where i.store_id = s.id and i.sold_at is null)
        order by s.id desc limit 1`,
    );
    const hours: OpeningHours[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
      day: day as OpeningHours['day'],
      open: '22:00',
      close: '23:30',
      isClosed: false,
    }));
    await testApp.app.get(StoreChanges).edit(store!.id, { hours }, 'test');
    const slugs = async (instant: string) => {
      jest.useFakeTimers({ now: Date.parse(instant), doNotFake: [...REAL_TIMERS] });
      const open = await get<ItemSearchResponse>('/api/items?near=chicago-il&open=1');
      jest.useRealTimers();
      return { total: open.total, stores: [...new Set(open.items.map((item) => item.store.slug))] };
    };
    const [{ slug }] = (await db<{ slug: string }>('select slug from store where id = $1', [store!.id])) as [{ slug: string }];
    const chicagoNight = '2026-12-08T04:30:00Z'; // Monday 22:30 in Chicago, 20:30 in Los Angeles
    const pacificNight = '2026-12-08T06:30:00Z'; // Tuesday 00:30 in Chicago, Monday 22:30 in Los Angeles
    expect(await openPatterns(chicagoNight)).toBeLessThanOrEqual(OPEN_FACETS_INDEXED);
    expect(await openPatterns(pacificNight)).toBeLessThanOrEqual(OPEN_FACETS_INDEXED);
    expect(await slugs(chicagoNight)).toEqual({ total: store!.on_sale, stores: [slug] });
    expect(await slugs(pacificNight)).toEqual({ total: 0, stores: [] });

    // Moved to another zone (as an import of new coordinates sets it), its items keep its hours on the new clock.
    await db(`update store set time_zone = 'America/Los_Angeles' where id = $1`, [store!.id]);
    try {
      expect(await slugs(chicagoNight)).toEqual({ total: 0, stores: [] });
      expect(await slugs(pacificNight)).toEqual({ total: store!.on_sale, stores: [slug] });
    } finally {
      await db(`update store set time_zone = 'America/Chicago' where id = $1`, [store!.id]);
    }
    expect(await slugs(chicagoNight)).toEqual({ total: store!.on_sale, stores: [slug] });
  });

  it('refuses an open value it does not know', async () => {
    const answer = await testApp.http().get('/api/items?open=yes').expect(400);
    expect((answer.body as { message: string }).message).toMatch(/open must be 1/);
  });
});
