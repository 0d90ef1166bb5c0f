/**
 * `npm run bench`: the directory's performance at a chosen size, against a baseline.
 *
 * For each size in BENCH_STORES (default `6000,1000000`):
 *   1. the sample-data generator writes that many stores (kept in BENCH_DATA_DIR for the next run);
 *   2. a throwaway PostgreSQL (15 where installed) with production settings (durable, see
 *      BENCH_POSTGRES_SETTINGS) gets the schema, and the importer loads the file: rows per second;
 *   3. the built server starts on it as deployed (answer cache on, logs at `log`): cold start, the
 *      first sitemap, the store map's index; then an administrator regenerates the sitemap: time and
 *      the server's peak memory meanwhile;
 *   4. the built page renderer renders a page of each kind (page-render.bench.ts) in this process from
 *      the API's answers held in memory: the server's CPU for a page beyond its reads;
 *   5. capture servers (one a core) record the statements each measured path runs and its status
 *      (sql-capture.preload.ts), and the baseline (baseline-server.ts, plain `http` + `pg`; pages
 *      rendered by the app's own renderer) replays them;
 *   6. the replayed traffic (traffic-mix.ts: BENCH_TRAFFIC_REQUESTS paths, default 20,000, drawn as an
 *      access log shows them) against the server as deployed and the baseline, at 1 to 64 connections
 *      until p95 reaches 100 ms (traffic-load.ts): each server's requests/s under that p95, with the CPU
 *      of the server and of PostgreSQL per 1,000 requests and the server's peak memory;
 *   7. the realistic search mix (search-mix.ts: BENCH_SEARCH_MIX distinct searches, default 2,400, and
 *      as many suggestion requests) against the server with its answer cache off, one at a time and
 *      with BENCH_CONNECTIONS, BENCH_SEARCH_SECONDS (default 30) a run;
 *   8. every endpoint is loaded for BENCH_SECONDS with BENCH_CONNECTIONS connections on 127.0.0.1:
 *      the server as deployed, the same server with the answer cache off (every request queries), and
 *      the baseline, in turn, BENCH_ROUNDS times (default 3). Requests per second, p50, p95 and p99
 *      of each server's run of median requests/s, and the ratio to the baseline in each round.
 * BENCH_SCENARIOS chooses among steps 6 to 8 (`traffic,searches,endpoints`).
 * Results are printed as they come and written to bench-results/<size>.json and .md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { findPostgresBinaries, freePort, ServerPostgres } from '../test/test-postgres';
import {
  answersOk,
  DATA_DIR,
  dataFile,
  fetchJson,
  mapViewPathAround,
  peakResidentMegabytes,
  PORT,
  residentMegabytes,
  ROOT,
  run,
  runScript,
  sampleMemory,
  startServer,
  stopServer,
  waitFor,
} from './bench-directory';
import type { BaselinePlan } from './baseline-server';
import { CONNECTIONS, measureLoad, SECONDS, type LoadResult } from './load-run';
import { largestCityPath, measurePageRender, type RenderCost } from './page-render.bench';
import { searchMix } from './search-mix';
import {
  climbTraffic,
  CONNECTION_STEPS,
  P95_LIMIT_MS,
  postmasterPid,
  statusMismatches,
  TRAFFIC_SECONDS,
  type TrafficLadder,
  type TrafficServer,
} from './traffic-load';
import { describeMix, trafficMix, type TrafficRequest } from './traffic-mix';
import type { CapturedStatement } from './sql-capture.preload';
import type { ArtworkTask } from '../src/share-images/artwork-pool';
import { apiPaths } from '../src/contracts/api-paths';
import { cityCard, storeCard } from '../src/contracts/directory-page-heads';
import { pagePathOfShareImage, SHARE_IMAGE_TYPE, SHARE_IMAGES_PATH } from '../src/contracts/share-image.contract';
import { STORE_PICTURES_PATH, storeOfPicture, type PicturedStore } from '../src/contracts/store-picture.contract';
import type { SiteSettings } from '../src/contracts/page-render.contract';
import { INITIAL_STATE_ELEMENT_ID } from '../src/contracts/site.contract';
import { storeMapApiPath, WHOLE_MAP_VIEW } from '../src/contracts/store-map.contract';

const SIZES = (process.env.BENCH_STORES ?? '6000,1000000').split(',').map(Number);
const RESULTS_DIR = join(ROOT, 'bench-results');
const PASSWORD = 'bench-admin-password';
/** Runs of each endpoint on each server (BENCH_ROUNDS), the servers in turn. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`BENCH_ROUNDS must be a whole number from 1 up, not ${process.env.BENCH_ROUNDS}`);
/** Distinct searches (and suggestion requests) of the realistic mix, and the seconds each of its runs lasts. */
const SEARCH_MIX_SIZE = Number(process.env.BENCH_SEARCH_MIX ?? 2400);
const SEARCH_MIX_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 30);
/** PostgreSQL as a production server runs: durable writes; costs for SSDs; a quarter of a small machine's memory. */
const POSTGRES_SETTINGS = process.env.BENCH_POSTGRES_SETTINGS ?? '-c random_page_cost=1.1 -c shared_buffers=1GB -c max_connections=100';
/** Requests of the replayed traffic mix (BENCH_TRAFFIC_REQUESTS). */
const TRAFFIC_REQUESTS = Number(process.env.BENCH_TRAFFIC_REQUESTS ?? 20_000);
if (!Number.isInteger(TRAFFIC_REQUESTS) || TRAFFIC_REQUESTS < 100)
  throw new Error(
    `BENCH_TRAFFIC_REQUESTS must be a whole number from 100 up (every kind of request its share), not ${process.env.BENCH_TRAFFIC_REQUESTS}`,
  );
/** Which measurements run (BENCH_SCENARIOS, comma-separated; default all): `traffic`, `searches`, `endpoints`. */
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'traffic,searches,endpoints').split(','));
/** How the baseline answers a page (BENCH_BASELINE_PAGES): `render` it as the app does (default), or send its queries' `rows`. */
const BASELINE_PAGES = process.env.BENCH_BASELINE_PAGES ?? 'render';
if (BASELINE_PAGES !== 'render' && BASELINE_PAGES !== 'rows')
  throw new Error(`BENCH_BASELINE_PAGES must be render or rows, not ${process.env.BENCH_BASELINE_PAGES}`);
/** Only the endpoints whose name matches (BENCH_ENDPOINTS, a regular expression; default all). */
const ENDPOINT_FILTER = new RegExp(process.env.BENCH_ENDPOINTS ?? '', 'i');

/**
 * The Node.js every server of the run is on (the bench's own: servers start on `process.execPath`),
 * beside the container's image, as docker/Dockerfile names it: a run on another major version
 * does not measure the server as deployed (`npx -p node@<major> npm run bench` runs on that one).
 */
function nodeRuntime(): string {
  const image = /^ARG NODE_IMAGE=(node:(\d+)\S*)/m.exec(readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8'));
  if (!image) return `${process.version} (docker/Dockerfile names no node image)`;
  const same = process.versions.node.split('.')[0] === image[2];
  return `${process.version}; the container's image is ${image[1]}${same ? '' : ': not the runtime deployed'}`;
}

const servers = {
  deployed: { port: PORT, label: 'as deployed' },
  uncached: { port: PORT + 1, label: 'answer cache off' },
  baseline: { port: PORT + 3, label: 'baseline (http + pg)' },
};
const base = (port: number) => `http://127.0.0.1:${port}`;

interface Endpoint {
  name: string;
  paths: string[];
  /** Pages are HTML; the rest are API answers (the 5 ms goal is for these). */
  page?: boolean;
  /** Request headers, as a browser sends them where they matter. */
  headers?: Record<string, string>;
}

/** The built server on `port`, as deployed but for the settings `env` gives. */
function startSiteServer(port: number, databaseUrl: string, env: NodeJS.ProcessEnv, preload: string[] = []): ChildProcess {
  const child = startServer(
    databaseUrl,
    {
      PORT: String(port),
      // One address for all: a server that saw another would make its own sitemap in the middle of a measurement.
      SITE_URL: base(servers.deployed.port),
      SAMPLE_DATA_ON_EMPTY: 'false',
      ADMIN_PASSWORD: PASSWORD,
      // The load tool's requests come from many visitors (X-Forwarded-For, as from the caching proxy);
      // the limiters stay in the path (their cost is measured) but never refuse them: a visitor of
      // the bench asks far more than a person would.
      TRUST_PROXY: 'loopback',
      API_RATE_LIMIT: '100000000',
      SEARCH_RATE_LIMIT: '100000000',
      ...env,
    },
    preload,
  );
  child.stdout?.resume();
  return child;
}

/** The endpoints measured at this size, with real slugs and ids from the directory. */
async function endpointsFor(stores: number, at: string, largestCity: string): Promise<Endpoint[]> {
  const { stores: cityStores } = await fetchJson<{ stores: { id: number; slug: string }[] }>(
    `${at}/api/states/california/cities/los-angeles/stores?limit=1`,
  );
  const store = cityStores[0]!;
  const city = await fetchJson<{ id: number }>(`${at}/api/states/california/cities/los-angeles`);
  const search = (query: string) => `/api/stores/search?${query}`;
  const places: [number, number][] = [
    [34.05, -118.24],
    [40.71, -74.0],
    [41.88, -87.63],
    [29.76, -95.37],
    [47.61, -122.33],
  ];
  const views = places.flatMap(([latitude, longitude]) => [8, 11, 14].map((zoom) => mapViewPathAround(latitude, longitude, zoom)));
  return [
    { name: 'states', paths: ['/api/states'] },
    { name: 'state', paths: ['/api/states/california'] },
    { name: 'state cities', paths: ['/api/states/california/cities'] },
    { name: 'city', paths: ['/api/states/california/cities/los-angeles'] },
    { name: 'city store count', paths: ['/api/states/california/cities/los-angeles/store-count'] },
    { name: 'city stores (city page)', paths: ['/api/states/california/cities/los-angeles/stores?limit=100'] },
    { name: 'nearby cities', paths: [`/api/cities/${city.id}/nearby`] },
    { name: 'store (store page)', paths: [`/api/stores/${store.slug}`] },
    { name: 'award check', paths: [`/api/awards/validate/${store.id}`] },
    { name: 'search: common 3-letter term', paths: [search('query=con')] },
    { name: 'search: common term, page 30', paths: [search('query=the&page=30')] },
    { name: 'search: rare term', paths: [search('query=golden+bow')] },
    { name: 'search: ZIP code', paths: [search('query=90012')] },
    { name: 'search: city', paths: [search('query=Austin')] },
    { name: 'search: feature filter', paths: [search('query=vintage&features=sellBooks,cleanOrganized')] },
    { name: 'search: state filter', paths: [search('query=boutique&state=FL')] },
    { name: 'search: near me', paths: [search('lat=40.713&lng=-74.006')] },
    { name: 'stats', paths: ['/api/stats'] },
    { name: 'meta description', paths: ['/api/meta-description?url=/california'] },
    { name: 'HTML sitemap data', paths: ['/api/sitemap-html'] },
    stores <= 10_000
      ? { name: 'map: whole list (gzip)', paths: ['/api/stores/map'], headers: { 'Accept-Encoding': 'gzip' } }
      : { name: `map: clustered views (${views.length + 1})`, paths: [storeMapApiPath(WHOLE_MAP_VIEW), ...views] },
    { name: 'page: city (server-rendered)', paths: ['/california/los-angeles'], page: true },
    { name: 'page: largest city (server-rendered)', paths: [largestCity], page: true },
    { name: 'page: store (server-rendered)', paths: [`/california/los-angeles/${store.slug}`], page: true },
    { name: 'price comparison (city-sized area)', paths: comparisonPaths() },
  ];
}

/**
 * Price comparisons as sellers ask them: every kind of item at three prices, around twenty metro
 * areas at positions a few miles apart (240 distinct addresses, so most miss any cache).
 */
function comparisonPaths(): string[] {
  const metros: [number, number][] = [
    [34.05, -118.24],
    [40.71, -74.0],
    [41.88, -87.63],
    [29.76, -95.37],
    [47.61, -122.33],
    [32.78, -96.8],
    [33.45, -112.07],
    [39.95, -75.17],
    [29.42, -98.49],
    [32.72, -117.16],
    [37.77, -122.42],
    [30.27, -97.74],
    [39.74, -104.99],
    [36.16, -86.78],
    [42.36, -71.06],
    [25.76, -80.19],
    [33.75, -84.39],
    [45.52, -122.68],
    [44.98, -93.27],
    [38.91, -77.04],
  ];
  const items: [string, number][] = [
    ['furniture', 600],
    ['clothing', 40],
    ['jewelry', 120],
    ['designer', 250],
    ['antiques', 150],
    ['books', 15],
  ];
  return metros.flatMap(([latitude, longitude], metro) =>
    [0, 0.05, -0.05, 0.1].flatMap((offset, step) => {
      const [category, price] = items[(metro + step) % items.length]!;
      return [price, price * 2, Math.round(price / 2)].map(
        (amount) =>
          `/api/tools/price-comparison?category=${category}&price=${amount}&lat=${(latitude + offset).toFixed(3)}&lng=${(longitude - offset).toFixed(3)}`,
      );
    }),
  );
}

/** One page of each kind the site serves: the largest city's page holds the most store cards. */
async function renderCostPerKind(at: string, largestCity: string): Promise<Record<string, RenderCost>> {
  const { stores } = await fetchJson<{ stores: { slug: string }[] }>(`${at}/api/states/california/cities/los-angeles/stores?limit=1`);
  const pages: Record<string, string> = {
    home: '/',
    state: '/california',
    'city (largest)': largestCity,
    store: `/california/los-angeles/${stores[0]!.slug}`,
    'search results': '/search?q=vintage',
    map: '/map',
    about: '/about',
  };
  const costs: Record<string, RenderCost> = {};
  for (const [kind, path] of Object.entries(pages)) costs[kind] = await measurePageRender(at, path);
  return costs;
}

/** Capture servers at once, each asking its share of the paths in turn: one a core, at most 4. */
const CAPTURE_SERVERS = Math.min(4, availableParallelism());

/**
 * The statements each path runs, from servers started with the capture preload and the answer cache
 * off (CAPTURE_SERVERS of them, each with its share of the paths: thousands of paths are asked one at
 * a time). Each path is asked twice and the second request's statements kept (the first may also
 * load something once); a path that runs none (answered from memory, or a file) gets its answer's
 * body instead; a status other than 200 is kept with either. Redirects are not followed: the status
 * is the path's own. For pages, the answers of the API addresses their renders read, and the site's
 * settings, go with the plan: the baseline renders pages from them.
 */
async function capturePlan(databaseUrl: string, paths: string[]): Promise<BaselinePlan> {
  const started = performance.now();
  const shares = Array.from({ length: CAPTURE_SERVERS }, (_, index) => paths.filter((_, at) => at % CAPTURE_SERVERS === index));
  // Every capture server has stopped before a failure is reported.
  const captured = await Promise.allSettled(shares.map((share) => captureShare(databaseUrl, share)));
  const failed = captured.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  const plans = captured.map((result) => (result as PromiseFulfilledResult<BaselinePlan>).value);
  console.log(
    `Statements of ${paths.length} paths captured in ${((performance.now() - started) / 1000).toFixed(1)} s by ${CAPTURE_SERVERS} servers`,
  );
  return {
    paths: Object.assign({}, ...plans.map((plan) => plan.paths)) as BaselinePlan['paths'],
    pages: {
      answers: Object.assign({}, ...plans.map((plan) => plan.pages.answers)) as BaselinePlan['pages']['answers'],
      settings: plans.find((plan) => plan.pages.settings)?.pages.settings ?? null,
    },
  };
}

/** The API addresses a rendered page read (the keys of its query cache, in its page state), and its site settings. */
function pageReads(html: string): { apiPaths: string[]; settings: BaselinePlan['pages']['settings'] } | null {
  const start = html.indexOf(`<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">`);
  if (start === -1) return null;
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  const state = JSON.parse(text) as { settings: SiteSettings; queries: { queries: { queryKey: unknown[] }[] } };
  const { renderedAt: _renderedAt, ...settings } = state.settings;
  const apiPaths = state.queries.queries.flatMap(({ queryKey: [kind, path] }) =>
    kind === 'api' && typeof path === 'string' ? [path] : [],
  );
  return { apiPaths, settings };
}

/**
 * What the server drew for a store's picture or a page's share card, from its API's answers, for the
 * baseline to draw the same: a store's fields, or a store's or city's card.
 */
async function artworkOf(at: string, path: string, site: { name: string; host: string }): Promise<ArtworkTask> {
  if (path.startsWith(`${STORE_PICTURES_PATH}/`)) {
    const named = storeOfPicture(path.slice(STORE_PICTURES_PATH.length + 1))!;
    return { kind: 'picture', store: await fetchJson<PicturedStore>(`${at}${apiPaths.store(named.segments[2]!)}`), width: named.width };
  }
  const segments = pagePathOfShareImage(path.slice(SHARE_IMAGES_PATH.length + 1))!
    .slice(1)
    .split('/');
  if (segments.length === 3) return { kind: 'card', card: storeCard(await fetchJson(`${at}${apiPaths.store(segments[2]!)}`)), site };
  if (segments.length === 2)
    return { kind: 'card', card: cityCard(await fetchJson(`${at}${apiPaths.city(segments[0]!, segments[1]!)}`)), site };
  throw new Error(`The bench's mix asks for no share card of ${path}`);
}

/**
 * One capture server's share of capturePlan, asked in turn. The capture file is read on from where
 * the last path's statements ended, so that each path costs its requests' time only. A page's API
 * reads are then asked of the same server, for the baseline's render to read from memory.
 */
async function captureShare(databaseUrl: string, paths: string[]): Promise<BaselinePlan> {
  const port = await freePort();
  const captureFile = join(DATA_DIR, `captured-${process.pid}-${port}.jsonl`);
  writeFileSync(captureFile, '');
  const server = startSiteServer(
    port,
    databaseUrl,
    { API_CACHE_SECONDS: '0', SQL_CAPTURE_FILE: captureFile, LOG_LEVEL: 'warn', SITEMAP_CHECK_SECONDS: '86400' },
    [require.resolve('tsx/cjs'), resolve(__dirname, 'sql-capture.preload.ts')],
  );
  const at = base(port);
  const plan: BaselinePlan = { paths: {}, pages: { answers: {}, settings: null } };
  const captured = openSync(captureFile, 'r');
  try {
    await waitFor(() => answersOk(`${at}/api/health/ready`), Date.now() + 300_000, 'The capture server start');
    await waitFor(() => answersOk(`${at}${storeMapApiPath(WHOLE_MAP_VIEW)}`), Date.now() + 600_000, 'The capture server map index');
    const { url, name } = pageReads(await (await fetch(`${at}/`)).text())!.settings!.site;
    const site = { name, host: new URL(url).host };
    let readTo = 0;
    const newStatements = (): CapturedStatement[] => {
      const fresh = Buffer.alloc(fstatSync(captured).size - readTo);
      const read = readSync(captured, fresh, 0, fresh.length, readTo);
      // Whole lines only: a statement still being written is read with the next call.
      const whole = fresh.subarray(0, read).lastIndexOf(0x0a) + 1;
      readTo += whole;
      return fresh
        .subarray(0, whole)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CapturedStatement);
    };
    for (const path of paths) {
      await fetch(`${at}${path}`, { redirect: 'manual' }).then((response) => response.arrayBuffer());
      newStatements();
      // The preload writes each statement as it is sent, so they are all written when the answer comes.
      const response = await fetch(`${at}${path}`, { redirect: 'manual' });
      const body = await response.text();
      const statements = newStatements();
      const reads = response.headers.get('content-type')?.startsWith('text/html') ? pageReads(body) : null;
      const picture =
        response.status === 200 && response.headers.get('content-type') === SHARE_IMAGE_TYPE ? await artworkOf(at, path, site) : null;
      plan.paths[path] = {
        ...(picture
          ? { statements, picture }
          : statements.length > 0
            ? { statements, ...(reads ? { page: true as const } : {}) }
            : { body }),
        ...(response.status === 200 ? {} : { status: response.status }),
      };
      if (!reads) continue;
      plan.pages.settings ??= reads.settings;
      for (const apiPath of reads.apiPaths) {
        if (plan.pages.answers[apiPath]) continue;
        const answer = await fetch(`${at}${apiPath}`);
        plan.pages.answers[apiPath] = { status: answer.status, body: await answer.text() };
      }
      newStatements();
    }
  } finally {
    closeSync(captured);
    await stopServer(server);
    rmSync(captureFile, { force: true });
  }
  return plan;
}

/** What differs between two renders of a page at different instants: the clock in its page state. */
const withoutClock = (html: string) => html.replace(/"(renderedAt|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":("[^"]*"|\d+)/g, '');

/**
 * The baseline renders pages with the app's own renderer: each page of the plan (up to `sample`,
 * evenly spread) is asked of both, and nearly all must come with the same status and the same HTML
 * but for the render's clock, or the baseline would be measuring other work than the server's. One
 * in twenty may differ: a store's 'Open now' as a minute turns between the two renders, or a page
 * with an operator's own description (read by the server, not by the baseline).
 */
async function comparePages(plan: BaselinePlan, server: string, baseline: string, sample = 200): Promise<string> {
  if (BASELINE_PAGES !== 'render') return "no: it answers their queries' rows (BENCH_BASELINE_PAGES=rows)";
  const pages = Object.entries(plan.paths).flatMap(([path, step]) => ('page' in step ? [path] : []));
  const every = Math.max(1, Math.ceil(pages.length / sample));
  const asked = pages.filter((_, index) => index % every === 0);
  const differing: string[] = [];
  for (const path of asked) {
    const [ours, theirs] = await Promise.all(
      [server, baseline].map(async (at) => {
        const response = await fetch(`${at}${path}`, { redirect: 'manual' });
        return `${response.status} ${withoutClock(await response.text())}`;
      }),
    );
    if (ours !== theirs) differing.push(path);
  }
  if (differing.length > asked.length / 20)
    throw new Error(
      `The baseline's pages differ from the server's: ${differing.slice(0, 10).join(', ')} (${differing.length} of ${asked.length})`,
    );
  return `${asked.length} of ${pages.length} pages compared with the server's: ${asked.length - differing.length} the same but for the clock${differing.length ? `; differing: ${differing.join(', ')}` : ''}`;
}

interface TrafficResult {
  mix: ReturnType<typeof describeMix>;
  /** Paths whose status on the deployed server is not the one the capture saw. */
  statusMismatches: Awaited<ReturnType<typeof statusMismatches>>;
  deployed: TrafficLadder;
  baseline: TrafficLadder;
  /** The deployed server's requests/s at p95 under 100 ms against the baseline's, in percent (null: either had no such step). */
  deployedToBaseline: number | null;
}

/** The traffic's headline ratio, in percent; null when a server had no step under the p95 limit. */
const trafficPercent = (value: number | null) => (value === null ? 'n/a (a server had no step under the limit)' : `${value}%`);

/**
 * The replayed traffic: the mix's summary (with the statuses the capture saw), every distinct path's
 * status on the deployed server checked against the capture's, then the mix under load on the
 * deployed server and the baseline, step by step (traffic-load.ts).
 */
async function measureTraffic(
  mix: TrafficRequest[],
  plan: BaselinePlan,
  servers: Record<'deployed' | 'baseline', TrafficServer>,
  postmaster: number,
  settled: () => Promise<void>,
): Promise<TrafficResult> {
  const statusOf = (path: string) => plan.paths[path]!.status ?? 200;
  const summary = describeMix(mix, statusOf);
  console.log(JSON.stringify({ 'traffic mix': summary }));
  const checked = new Map(mix.map(({ path }) => [path, statusOf(path)]));
  const started = performance.now();
  const mismatches = await statusMismatches(servers.deployed.at, checked);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Statuses of ${checked.size} paths checked on the deployed server in ${seconds} s; other than at capture: ${JSON.stringify(mismatches)}`,
  );
  const mixFile = join(DATA_DIR, `traffic-mix-${process.pid}.txt`);
  writeFileSync(mixFile, mix.map(({ path }) => `${path}\n`).join(''));
  try {
    const { deployed, baseline } = await climbTraffic(mixFile, servers, postmaster, settled);
    const deployedToBaseline = deployed.best && baseline.best ? ratio(deployed.best, baseline.best) : null;
    console.log(
      `Replayed traffic, requests/s at p95 under ${P95_LIMIT_MS} ms: deployed ${trafficPercent(deployedToBaseline)} of the baseline's`,
    );
    return { mix: summary, statusMismatches: mismatches, deployed, baseline, deployedToBaseline };
  } finally {
    rmSync(mixFile, { force: true });
  }
}

/**
 * The realistic search mix (search-mix.ts) against the server with its answer cache off, so that
 * every request queries: one search at a time, then CONNECTIONS at once, each run SEARCH_MIX_SECONDS
 * through the list in turn; the same for suggestions. A search whose page is past its last (a 400)
 * is left out of the list beforehand, and counted.
 */
async function measureSearchMix(databaseUrl: string, at: string) {
  const mix = await searchMix(databaseUrl, SEARCH_MIX_SIZE);
  const answered: string[] = [];
  for (const path of mix.searches) {
    const response = await fetch(`${at}${path}`);
    await response.arrayBuffer();
    if (response.ok) answered.push(path);
  }
  const figures = (result: LoadResult & { requests: number }) =>
    `${result.requests} requests, ${result.requestsPerSecond}/s; p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms; ${result.errors} errors`;
  const runs = async (label: string, paths: string[]) => ({
    'one at a time': figures(await measureLoad(label, at, paths, {}, false, { connections: 1, seconds: SEARCH_MIX_SECONDS })),
    [`${CONNECTIONS} connections`]: figures(await measureLoad(label, at, paths, {}, false, { seconds: SEARCH_MIX_SECONDS })),
  });
  return {
    searches: `${answered.length} distinct (${mix.searches.length - answered.length} left out: a page past the last)`,
    search: await runs('search mix', answered),
    suggestions: await runs('suggestions', mix.suggestions),
  };
}

/** The sitemap made again by an administrator: time, and the server's memory before and at its highest meanwhile. */
async function regenerateSitemap(server: ChildProcess, at: string) {
  const signIn = await fetch(`${at}/api/admin/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: at },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const before = residentMegabytes(server.pid!);
  const stopSampling = sampleMemory(server.pid!);
  const started = performance.now();
  const status = await fetchJson<{ info: { urlCount: number } }>(`${at}/api/regenerate-sitemap`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: at },
  });
  const seconds = (performance.now() - started) / 1000;
  return { seconds: Number(seconds.toFixed(1)), urls: status.info.urlCount, serverMbBefore: before, serverMbPeak: stopSampling() };
}

/** Gzipped size of the scripts index.html loads before anything else (entry and modulepreloads). */
function initialScript(): { files: number; kilobytes: number } {
  const dist = join(ROOT, 'frontend/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files: files.length, kilobytes: Math.round(bytes / 1024) };
}

interface EndpointResult {
  name: string;
  page: boolean;
  /** Each server's run of median requests/s among its rounds. */
  deployed: LoadResult;
  uncached: LoadResult;
  baseline: LoadResult;
  /** Deployed against baseline in each round, in percent (null: the baseline answered nothing). */
  roundRatios: (number | null)[];
  /** The same for the server with the answer cache off: how far the machine moved the figure between rounds. */
  uncachedRoundRatios: (number | null)[];
}

/** The run of median requests/s (of an even number, the lower of the middle two). */
const medianRun = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((runs.length - 1) / 2)]!;

/** Requests/s against the baseline's, in percent; null when the baseline answered nothing in its run (too short for its queries). */
const ratio = (result: LoadResult, baseline: LoadResult) =>
  baseline.requestsPerSecond > 0 ? Math.round((result.requestsPerSecond / baseline.requestsPerSecond) * 100) : null;
const percent = (value: number | null) => (value === null ? 'none from the baseline' : `${value}%`);

/** The replayed traffic's section: how it was run, the headline, and every step of both servers. */
function trafficMarkdown(traffic: TrafficResult): string[] {
  const kinds = Object.entries(traffic.mix.kinds)
    .map(([kind, { share, distinct, statuses }]) => `${kind} ${share} (${distinct} distinct; ${Object.keys(statuses).join(', ')})`)
    .join('; ');
  const rows = (server: 'deployed' | 'baseline') =>
    traffic[server].steps.map(
      (step) =>
        `| ${server} | ${step.connections} | ${step.requestsPerSecond} | ${step.p50} | ${step.p95} | ${step.p99} | ${step.errors} | ${step.answers4xx} | ${step.serverCpuMsPer1000} | ${step.postgresCpuMsPer1000} | ${step.serverPeakMb} | ${step === traffic[server].best ? `**best under ${P95_LIMIT_MS} ms**` : ''} |`,
    );
  return [
    '### Replayed traffic',
    '',
    `${traffic.mix.requests.toLocaleString('en-US')} requests, ${traffic.mix.distinct.toLocaleString('en-US')} distinct paths, ${traffic.mix['requests to a path asked once']} of requests to a path asked once: ${kinds}. Statuses that differ between the capture and the deployed server: ${traffic.statusMismatches.length}.`,
    '',
    `Each server replays the mix in its order with wrk at ${CONNECTION_STEPS.join(', ')} connections, ${TRAFFIC_SECONDS} s a step, until a step's p95 reaches ${P95_LIMIT_MS} ms; errors are socket errors, timeouts and 5xx (4xx apart); CPU in ms per 1,000 requests (the server's process; PostgreSQL's processes); memory the server's highest resident MB in the step. **Deployed requests/s at p95 under ${P95_LIMIT_MS} ms: ${trafficPercent(traffic.deployedToBaseline)} of the baseline's.**`,
    '',
    '| server | connections | req/s | p50 | p95 | p99 | errors | 4xx | server CPU ms / 1,000 | PostgreSQL CPU ms / 1,000 | server peak MB | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows('deployed'),
    ...rows('baseline'),
    '',
  ];
}

function markdown(stores: number, facts: Record<string, unknown>, traffic: TrafficResult | null, results: EndpointResult[]): string {
  const cell = (result: LoadResult) => `${result.requestsPerSecond} | ${result.p50} | ${result.p95} | ${result.p99}`;
  return [
    `## ${stores.toLocaleString('en-US')} stores`,
    '',
    ...Object.entries(facts).map(([name, value]) => `- ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`),
    '',
    ...(traffic ? trafficMarkdown(traffic) : []),
    `${CONNECTIONS} connections, ${SECONDS} s a run; the three servers in turn, ${ROUNDS} rounds; each server's run of median requests/s shown; latencies in ms; ratio = requests/s against the baseline's (per round: that round's server against its baseline).`,
    '',
    '| endpoint | deployed req/s | p50 | p95 | p99 | cache off req/s | p50 | p95 | p99 | baseline req/s | p50 | p95 | p99 | deployed / baseline | per round | cache off / baseline | per round | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.name} | ${cell(result.deployed)} | ${cell(result.uncached)} | ${cell(result.baseline)} | ${percent(ratio(result.deployed, result.baseline))} | ${result.roundRatios.map(percent).join(', ')} | ${percent(ratio(result.uncached, result.baseline))} | ${result.uncachedRoundRatios.map(percent).join(', ')} | ${result.deployed.errors + result.uncached.errors + result.baseline.errors} |`,
    ),
    '',
  ].join('\n');
}

async function benchSize(stores: number): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('The benchmark needs PostgreSQL server binaries (apt-get install postgresql-15)');
  for (const { port } of Object.values(servers)) {
    if (await answersOk(`${base(port)}/`)) throw new Error(`Port ${port} is in use: stop what listens there, or set BENCH_PORT`);
  }
  const { file, generatedIn } = await dataFile(stores);
  /** The baseline's statements for each path: the baseline server reads it at start; removed at the end. */
  const planFile = join(DATA_DIR, `baseline-plan-${process.pid}.json`);
  const postgres = await ServerPostgres.start(binaries, POSTGRES_SETTINGS);
  const running: ChildProcess[] = [];
  try {
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database directory_bench');
    await admin.end();
    const databaseUrl = postgres.url('directory_bench');
    const environment = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
    await run(process.execPath, ['backend/dist/database/migrate.cli.js'], environment);
    const imported = await run(process.execPath, ['backend/dist/database/import/import.cli.js', file], environment);
    const facts: Record<string, unknown> = {
      'Node.js': nodeRuntime(),
      PostgreSQL: `${postgres.description}, settings: ${POSTGRES_SETTINGS}`,
      'data file': `${file} (${(statSync(file).size / 1e6).toFixed(1)} MB gzipped; generated ${generatedIn})`,
      import: `${stores.toLocaleString('en-US')} rows in ${(imported.ms / 1000).toFixed(1)} s = ${Math.round(stores / (imported.ms / 1000)).toLocaleString('en-US')} rows/s (whole command: start, migrations check, one transaction, city totals); importer peak memory ${imported.peakMb} MB`,
    };
    console.log(JSON.stringify(facts));
    const database = new Client({ connectionString: databaseUrl });
    await database.connect();
    // One page with a description of its own, for the meta description endpoint to find.
    await database.query(
      `insert into meta_description (path, description) values ('/california', 'Consignment stores in California, city by city.')`,
    );
    await database.query('vacuum analyze');
    const largestCity = await largestCityPath(database);
    await database.end();

    // The server as deployed: its first start on this directory makes the first sitemap and the map's index.
    const started = performance.now();
    const deployed = startSiteServer(servers.deployed.port, databaseUrl, {});
    running.push(deployed);
    const at = base(servers.deployed.port);
    await waitFor(() => answersOk(`${at}/api/health/ready`), Date.now() + 300_000, 'The server start');
    facts['cold start (process start to ready)'] = `${Math.round(performance.now() - started)} ms`;
    await waitFor(() => answersOk(`${at}${storeMapApiPath(WHOLE_MAP_VIEW)}`), Date.now() + 600_000, 'The map index');
    facts['start to first map view (index built)'] = `${Math.round(performance.now() - started)} ms`;
    await waitFor(() => answersOk(`${at}/sitemap.xml`), Date.now() + 600_000, 'The first sitemap');
    facts['start to first sitemap'] = `${Math.round(performance.now() - started)} ms`;
    facts['sitemap regeneration'] = await regenerateSitemap(deployed, at);
    facts['server memory after start-up and regeneration'] = {
      rss: residentMegabytes(deployed.pid!),
      peak: peakResidentMegabytes(deployed.pid!),
    };
    facts['initial JavaScript (gzipped)'] = initialScript();
    const endpoints = (await endpointsFor(stores, at, largestCity)).filter((endpoint) => ENDPOINT_FILTER.test(endpoint.name));
    // After the requests above: the render's own requests leave kept-alive connections to the server
    // idle for seconds, which the server may close just as a next request takes one.
    facts['server render, CPU beyond its reads, per kind of page'] = await renderCostPerKind(at, largestCity);
    console.log(JSON.stringify(facts));

    const mix = SCENARIOS.has('traffic') ? await trafficMix(databaseUrl, TRAFFIC_REQUESTS, join(ROOT, 'frontend/dist')) : [];
    const measuredPaths = [
      ...(SCENARIOS.has('endpoints') ? endpoints.flatMap((endpoint) => endpoint.paths) : []),
      ...mix.map(({ path }) => path),
    ];
    const plan = await capturePlan(databaseUrl, [...new Set(measuredPaths)]);
    writeFileSync(planFile, JSON.stringify(plan));

    const uncached = startSiteServer(servers.uncached.port, databaseUrl, { API_CACHE_SECONDS: '0', SITEMAP_CHECK_SECONDS: '86400' });
    running.push(uncached);
    const baseline = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), resolve(__dirname, 'baseline-server.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        BASELINE_PLAN: planFile,
        BASELINE_PAGES: BASELINE_PAGES,
        DATABASE_URL: databaseUrl,
        PORT: String(servers.baseline.port),
        POOL_SIZE: '10',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.push(baseline);
    await waitFor(
      () => answersOk(`${base(servers.uncached.port)}${storeMapApiPath(WHOLE_MAP_VIEW)}`),
      Date.now() + 600_000,
      'The second server',
    );
    // Any answer will do: the baseline knows only the measured paths.
    await waitFor(
      () => fetch(`${base(servers.baseline.port)}/`).then((response) => response.arrayBuffer().then(() => true)),
      Date.now() + 60_000,
      'The baseline start',
    );

    facts['pages the baseline renders'] = await comparePages(plan, base(servers.uncached.port), base(servers.baseline.port));
    console.log(JSON.stringify({ 'pages the baseline renders': facts['pages the baseline renders'] }));

    const monitor = new Client({ connectionString: databaseUrl });
    // A lost connection (PostgreSQL stopped under the run) ends the run with its reason, after the
    // servers and PostgreSQL are stopped, instead of an unhandled error event that stops neither.
    let monitorLost: Error | null = null;
    monitor.on('error', (error) => {
      monitorLost = error;
    });
    await monitor.connect();
    // A load run leaves the requests the servers had queued still running in PostgreSQL; the next
    // run starts once they have finished, so that each measures its own load only.
    const settled = async () => {
      await waitFor(
        async () => {
          if (monitorLost) return true;
          const { rows } = await monitor.query<{ busy: number }>(
            `select count(*)::int as busy from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
          );
          return rows[0]!.busy === 0;
        },
        Date.now() + 120_000,
        "PostgreSQL finishing the previous run's queries",
      );
      if (monitorLost) throw new Error(`The bench lost its connection to PostgreSQL: ${monitorLost.message}`);
    };

    const traffic = SCENARIOS.has('traffic')
      ? await measureTraffic(
          mix,
          plan,
          {
            deployed: { label: 'deployed', at, pid: deployed.pid! },
            baseline: { label: 'baseline', at: base(servers.baseline.port), pid: baseline.pid! },
          },
          await postmasterPid(monitor),
          settled,
        )
      : null;

    if (SCENARIOS.has('searches')) {
      facts['search mix (answer cache off)'] = await measureSearchMix(databaseUrl, base(servers.uncached.port));
      console.log(JSON.stringify(facts['search mix (answer cache off)']));
    }

    const results: EndpointResult[] = [];
    const measure = async (endpoint: Endpoint, at: string, warmUp: boolean) => {
      await settled();
      return measureLoad(endpoint.name, at, endpoint.paths, endpoint.headers, warmUp);
    };
    const sides = { deployed: at, uncached: base(servers.uncached.port), baseline: base(servers.baseline.port) };
    for (const endpoint of SCENARIOS.has('endpoints') ? endpoints : []) {
      // The three servers in turn, ROUNDS times: a server's speed drifts by several percent between
      // runs of a few seconds, and runs taken in turn drift alike.
      const runs: Record<keyof typeof sides, LoadResult[]> = { deployed: [], uncached: [], baseline: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const side of Object.keys(sides) as (keyof typeof sides)[]) runs[side].push(await measure(endpoint, sides[side], round === 0));
      }
      const perRound = (server: LoadResult[]) => server.map((run, round) => ratio(run, runs.baseline[round]!));
      const result: EndpointResult = {
        name: endpoint.name,
        page: endpoint.page ?? false,
        deployed: medianRun(runs.deployed),
        uncached: medianRun(runs.uncached),
        baseline: medianRun(runs.baseline),
        roundRatios: perRound(runs.deployed),
        uncachedRoundRatios: perRound(runs.uncached),
      };
      console.log(JSON.stringify(result));
      results.push(result);
    }
    await monitor.end();
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, `${stores}.json`), JSON.stringify({ stores, facts, traffic, results }, null, 2));
    writeFileSync(join(RESULTS_DIR, `${stores}.md`), markdown(stores, facts, traffic, results));
    console.log(`Results: bench-results/${stores}.md`);
  } finally {
    await Promise.all(running.map(stopServer));
    await postgres.stop();
    rmSync(planFile, { force: true });
  }
}

runScript(async () => {
  for (const stores of SIZES) await benchSize(stores);
});
