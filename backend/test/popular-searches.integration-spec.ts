import type { CityDetail } from '../src/contracts/api.contract';
import { searchApiPath, searchPagePath } from '../src/contracts/search.contract';
import { PopularSearches } from '../src/search/popular-searches.service';
import request from 'supertest';
import { createTestApp, testConfig, useTestApp } from './test-app';
import { queryDatabase } from './test-database';

const QUERY = 'vintage furniture dallas';
const DALLAS = '/api/states/texas/cities/dallas';

describe('popular searches', () => {
  // Visitors are told apart by address (X-Forwarded-For from the loopback); answers are never kept, so each read is fresh.
  const testApp = useTestApp({ TRUST_PROXY: 'loopback', API_CACHE_SECONDS: '0' });
  const visitor = (number: number) => `203.0.113.${number}`;
  const visits = async () =>
    (await queryDatabase<{ count: number }>(testApp.database.url, 'select count(*)::int as count from search_visit'))[0]!.count;
  const popularInDallas = async () => ((await testApp.http().get(DALLAS).expect(200)).body as CityDetail).popularSearches;

  /** Polls until `check` holds: a search is counted after its answer has gone out. */
  async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((wait) => setTimeout(wait, 50))) {
      if (await check()) return;
    }
    throw new Error(`${what} did not happen in 10 s`);
  }

  it('lists a search on the city pages whose stores it found once 5 different visitors made it, not 4, keeping no text or address before', async () => {
    for (const number of [1, 2, 3, 4]) {
      await testApp
        .http()
        .get(searchApiPath({ q: QUERY }))
        .set('X-Forwarded-For', visitor(number))
        .expect(200);
    }
    // The same visitor again, in other words' case and spacing: still one visitor.
    await testApp
      .http()
      .get(searchApiPath({ q: '  Vintage  Furniture Dallas ' }))
      .set('X-Forwarded-For', visitor(1))
      .expect(200);
    await eventually('four visits counted', async () => (await visits()) === 4);
    expect(await popularInDallas()).toEqual([]);
    const kept = JSON.stringify(
      await queryDatabase(
        testApp.database.url,
        `select (select json_agg(v) from search_visit v) as visits, (select json_agg(p) from popular_search p) as popular`,
      ),
    );
    expect(kept).not.toContain('vintage');
    expect(kept).not.toContain('203.0.113');

    // The fifth, on the results page.
    await testApp
      .http()
      .get(searchPagePath({ q: QUERY }))
      .set('X-Forwarded-For', visitor(5))
      .expect(200);
    await eventually('the search listed in Dallas', async () => (await popularInDallas()).includes(QUERY));
    const page = (await testApp.http().get('/texas/dallas').expect(200)).text;
    expect(page.includes(`href="${searchPagePath({ q: QUERY })}"`)).toBe(true);
    expect(page.includes('No popular searches for Dallas yet.')).toBe(false);
  });

  it('counts only answered searches: a refused one is not a visit', async () => {
    const before = await visits();
    await testApp
      .http()
      .get(searchApiPath({ q: 'vintage', page: 500 }))
      .set('X-Forwarded-For', visitor(9))
      .expect(400);
    await testApp
      .http()
      .get(searchApiPath({ q: 'vintage' }))
      .set('X-Forwarded-For', visitor(9))
      .expect(200);
    await eventually('the answered search counted', async () => (await visits()) === before + 1);
  });

  it('never counts a text the search refuses, though the results page answers it: a hidden character reaches no city page', async () => {
    const before = await visits();
    const hidden = `${QUERY}\u202E`;
    for (const number of [21, 22, 23, 24, 25, 26]) {
      const page = await testApp
        .http()
        .get(searchPagePath({ q: hidden }))
        .set('X-Forwarded-For', visitor(number))
        .expect(200);
      // Its head (the title a tab and a share show) does not repeat the character.
      expect(page.text.slice(0, page.text.indexOf('</head>'))).not.toContain('\u202E');
      expect(page.text).toContain('<title>Search Results for &quot;vintage furniture dallas&quot; | Consignment Store Finder</title>');
    }
    await testApp
      .http()
      .get(searchApiPath({ q: 'vintage' }))
      .set('X-Forwarded-For', visitor(27))
      .expect(200);
    await eventually('the answered search counted', async () => (await visits()) === before + 1);
    const kept = await queryDatabase<{ query: string }>(testApp.database.url, 'select query from popular_search');
    expect(kept.filter((row) => row.query.includes('\u202E'))).toEqual([]);
    expect(await visits()).toBe(before + 1);
  });

  it('counts the searches answered just before the server stops, as it stops', async () => {
    const before = await visits();
    const second = await createTestApp(testConfig(testApp.database.url, 2, { TRUST_PROXY: 'loopback', API_CACHE_SECONDS: '0' }));
    for (const number of [31, 32, 33]) {
      await request(second.getHttpServer())
        .get(searchApiPath({ q: 'vintage' }))
        .set('X-Forwarded-For', visitor(number))
        .expect(200);
    }
    await second.close();
    expect(await visits()).toBe(before + 3);
  });

  it('forgets, every night, visits older than 90 days, and a search fewer than 5 visitors then made, with its text', async () => {
    const kept = async () =>
      (await queryDatabase<{ count: number }>(testApp.database.url, 'select count(*)::int as count from popular_search'))[0]!.count;
    // The searches of the tests before, still counted in memory on a slow machine, are written first:
    // written after the nightly forgetting, they would be today's visits.
    await testApp.app.get(PopularSearches).flush();
    expect(await kept()).toBeGreaterThan(0);
    await queryDatabase(
      testApp.database.url,
      `update search_visit set day = (now() at time zone 'utc')::date - 90
        where ctid = (select ctid from search_visit where query_key = (select query_key from popular_search limit 1) limit 1)`,
    );
    await testApp.app.get(PopularSearches).forgetOld();
    expect(await kept()).toBe(0);
    expect(await popularInDallas()).toEqual([]);
  });
});
