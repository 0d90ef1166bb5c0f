/**
 * `npm run bench:items`: Shop the racks at 1,000,000 stores and 5,000,000 items (BENCH_ITEMS). Starts
 * its own PostgreSQL (15 where installed) in a temporary folder, imports the bench's generated
 * directory (`dataFile`, kept between runs), writes the sample generator's items for about one store
 * in five (each store's first items, as many as make BENCH_ITEMS) with COPY, then starts the built
 * server with its answer cache off and measures, against 127.0.0.1 and for a bounded time, a mix of
 * BENCH_ITEM_SEARCHES distinct item searches (words, places, categories, prices, open now, pages),
 * after BENCH_ITEM_WARM_UP others: one at a time, then with BENCH_CONNECTIONS connections (wrk).
 * With BENCH_ITEMS_DATABASE_URL it measures that database as it is (one already holding the stores
 * and items, prepared by hand).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PRODUCT_FLAGS } from '../src/contracts/api.contract';
import { itemsApiPath, nearCity, type ItemSearchParams } from '../src/contracts/items.contract';
import { sampleItemsFor, storesWithSampleFeeds, type SampleStoreForItems } from '../src/database/sample-data/sample-items';
import { findPostgresBinaries, ServerPostgres } from '../test/test-postgres';
import { BASE, dataFile, run, runScript, startServer, stopServer, serverSettled } from './bench-directory';
import { CONNECTIONS, measureLoad } from './load-run';
import { random } from './search-mix';

const STORES = Number(process.env.BENCH_STORES ?? 1_000_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5_000_000);
const SEARCHES = Number(process.env.BENCH_ITEM_SEARCHES ?? 2_000);
const WARM_UP_SEARCHES = Number(process.env.BENCH_ITEM_WARM_UP ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const POSTGRES_SETTINGS = process.env.BENCH_POSTGRES_SETTINGS ?? '-c random_page_cost=1.1 -c shared_buffers=1GB -c max_connections=100';

/** What shoppers type: kinds of item, with a word before them or not, as the sample vocabularies name them. */
const WORDS = [
  'dresser',
  'mid century dresser',
  'walnut dresser',
  'coach bag',
  'snow boots',
  'kids snow boots',
  'wool coat',
  'jeans',
  'levis jeans',
  'sterling ring',
  'necklace',
  'cast iron skillet',
  'lamp',
  'brass lamp',
  'bookcase',
  'armchair',
  'leather armchair',
  'sideboard',
  'dining table',
  'first edition',
  'cookbook',
  'kate spade',
  'louis vuitton',
  'patagonia jacket',
  'victorian',
  'oak',
  'mirror',
  'rug',
  'sorel',
  'pottery barn',
  'vintage',
  'dress',
  'sweater',
  'earrings',
  'quilt',
  'desk',
  'chair',
];

/** A COPY text field: `\N` for none, backslash, tab and line breaks escaped. */
const field = (value: string | number | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!);

async function loadItems(databaseUrl: string): Promise<{ items: number; stores: number; seconds: number; indexSeconds: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const flags = PRODUCT_FLAGS.map((flag) => flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    const rows = await client.query<Record<string, unknown>>(`select id, city_id, number_of_reviews, ${flags.join(', ')} from store`);
    const stores: SampleStoreForItems[] = rows.rows.map((row) => ({
      id: row.id as number,
      cityId: row.city_id as number,
      numberOfReviews: row.number_of_reviews as number | null,
      products: PRODUCT_FLAGS.filter((_, index) => row[flags[index]!] === true),
    }));
    const withFeeds = storesWithSampleFeeds(stores);
    const picked = stores.filter((store) => withFeeds.has(store.id));
    // Each store's first items, as many a store as make ITEMS (stores listing fewer give what they have).
    const counts = picked.map((store) => sampleItemsFor(store).length);
    let perStore = 1;
    while (perStore < 60 && counts.reduce((sum, count) => sum + Math.min(count, perStore), 0) < ITEMS) perStore += 1;
    // The item's secondary indexes as the migrations made them, made again once the items are in (as a
    // first import does with the store's).
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes i
        where tablename = 'item' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query('truncate item');
    const now = Date.now();
    let written = 0;
    function* lines(): Generator<string> {
      for (const store of picked) {
        for (const item of sampleItemsFor(store).slice(0, perStore)) {
          if (written >= ITEMS) return;
          written += 1;
          const first = new Date(now - item.hoursAgo * 3_600_000).toISOString();
          const last = new Date(now - Math.min(item.hoursAgo, written % 6) * 3_600_000).toISOString();
          yield `${[store.id, item.externalId, item.title, item.description, Math.round(item.price * 100), item.category, item.brand, item.size, item.condition, first, last].map(field).join('\t')}\n`;
        }
      }
    }
    await pipeline(
      Readable.from(lines()),
      client.query(
        copyFrom(
          'copy item (store_id, external_id, title, description, price_cents, category, brand, size, condition, first_seen_at, last_seen_at) from stdin',
        ),
      ),
    );
    const loaded = performance.now();
    for (const index of indexes) await client.query(index.definition);
    await client.query('vacuum analyze item');
    return {
      items: written,
      stores: picked.length,
      seconds: Math.round((loaded - started) / 100) / 10,
      indexSeconds: Math.round((performance.now() - loaded) / 100) / 10,
    };
  } finally {
    await client.end();
  }
}

type BenchCity = { slug: string; abbreviation: string; name: string };

/** The 400 cities with the most stores, the most first: where searches are made. */
async function searchedCities(databaseUrl: string): Promise<BenchCity[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<BenchCity>(
        `select c.slug, s.abbreviation, c.name from city c join state s on s.id = c.state_id where c.store_count > 0 order by c.store_count desc limit 400`,
      )
    ).rows;
  } finally {
    await client.end();
  }
}

/**
 * `count` distinct item searches as shoppers make them (mostly words near a city, some a category, a
 * price, open now, a later page), drawn with `seed`, none of those in `besides`.
 */
function itemSearches(cities: readonly BenchCity[], count: number, seed: number, besides = new Set<string>()): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const paths = new Set<string>();
  while (paths.size < count) {
    // Big cities more often: the first of the list weigh most.
    const city = cities[Math.floor(next() ** 2 * cities.length)]!;
    const roll = next();
    const params: Partial<ItemSearchParams> = {
      q: roll < 0.08 ? '' : roll < 0.2 ? `${pick(WORDS)} ${city.name.toLowerCase()}` : pick(WORDS),
      near: roll < 0.2 && roll >= 0.08 ? '' : next() < 0.85 ? nearCity(city.slug, city.abbreviation) : '',
      category: next() < 0.15 ? pick(PRODUCT_FLAGS) : null,
      min: next() < 0.15 ? pick([0, 25, 50, 100]) : null,
      max: next() < 0.2 ? pick([50, 100, 250, 500, 1000]) : null,
      openNow: next() < 0.1,
      page: next() < 0.9 ? 1 : pick([2, 3, 5]),
    };
    if (!params.q && !params.near) params.near = nearCity(city.slug, city.abbreviation);
    const path = itemsApiPath(params);
    if (!besides.has(path)) paths.add(path);
  }
  return [...paths];
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/** Measures item searches against a database holding the bench's stores and items. */
async function measure(databaseUrl: string): Promise<void> {
  const cities = await searchedCities(databaseUrl);
  const searches = itemSearches(cities, SEARCHES, 67);
  const warmUp = itemSearches(cities, WARM_UP_SEARCHES, 76, new Set(searches));

  const server = startServer(databaseUrl, {
    API_CACHE_SECONDS: '0',
    SAMPLE_DATA_ON_EMPTY: 'false',
    TRUST_PROXY: 'loopback',
    API_RATE_LIMIT: '100000000',
    SEARCH_RATE_LIMIT: '100000000',
  });
  server.stdout?.resume();
  try {
    // After the start-up's work (the map's index, a first sitemap), which would share the cores.
    await serverSettled(Date.now() + 600_000);
    // Warm, as a server under traffic is (its connections' catalogs, V8's compiled code, the cache's
    // pages): searches of their own first, none of them measured.
    for (const path of warmUp) await (await fetch(`${BASE}${path}`)).arrayBuffer();
    // One at a time: each search once, in order, then again for as long as the run lasts.
    const times: number[] = [];
    const statuses = new Map<number, number>();
    const until = Date.now() + SECONDS * 1000;
    for (let turn = 0; turn < searches.length || Date.now() < until; turn++) {
      if (turn >= searches.length && Date.now() >= until) break;
      const path = searches[turn % searches.length]!;
      const started = performance.now();
      const response = await fetch(`${BASE}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (turn >= searches.length * 2) break;
    }
    times.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        oneAtATime: {
          requests: times.length,
          p50: Math.round(percentile(times, 0.5)),
          p95: Math.round(percentile(times, 0.95)),
          p99: Math.round(percentile(times, 0.99)),
          statuses: Object.fromEntries(statuses),
        },
      }),
    );
    const load = await measureLoad(`${searches.length} item searches, ${CONNECTIONS} connections`, BASE, searches, {}, false, {
      seconds: SECONDS,
    });
    console.log(JSON.stringify({ underLoad: load }));
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  // A database an earlier run prepared (its PostgreSQL kept running): measured again as it is.
  const prepared = process.env.BENCH_ITEMS_DATABASE_URL;
  if (prepared) return measure(prepared);
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('The benchmark needs PostgreSQL server binaries (apt-get install postgresql-15)');
  const { file } = await dataFile(STORES);
  const postgres = await ServerPostgres.start(binaries, POSTGRES_SETTINGS);
  try {
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database items_bench');
    await admin.end();
    const databaseUrl = postgres.url('items_bench');
    const environment = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
    await run(process.execPath, ['backend/dist/database/migrate.cli.js'], environment);
    const imported = await run(process.execPath, ['backend/dist/database/import/import.cli.js', file], environment);
    console.log(`${postgres.description}; ${STORES.toLocaleString('en-US')} stores imported in ${(imported.ms / 1000).toFixed(1)} s`);
    const loaded = await loadItems(databaseUrl);
    console.log(
      `${loaded.items.toLocaleString('en-US')} items of ${loaded.stores.toLocaleString('en-US')} stores written in ${loaded.seconds} s (documents and points by the triggers), indexed in ${loaded.indexSeconds} s`,
    );
    await measure(databaseUrl);
  } finally {
    await postgres.stop();
  }
}

runScript(main);
