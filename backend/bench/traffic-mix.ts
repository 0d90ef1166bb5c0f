/**
 * A replayed access log for the bench: request paths drawn from the bench's directory as a directory
 * site's log shows them. Server-rendered store, city and state pages with a long tail (Zipf, s = 1,
 * over stores by reviews and cities by stores: a few thousand pages take most requests, and many are
 * asked once), the API calls the app makes for the next page a visitor opens, searches and suggestions
 * (search-mix.ts), map views around many places, the site's other pages, its built files, crawlers'
 * files, and unknown addresses and bots' scans. Pages come with their pictures as a browser asks for
 * them: a store page's hero and a city page's first screen of cards right after the page, more cards
 * as some visitors scroll; social sites' crawlers ask for pages' share cards. The same directory gives
 * the same list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { apiPaths } from '../src/contracts/api-paths';
import { badgeImagePath, FIRST_AWARD_YEAR } from '../src/contracts/awards.contract';
import { cityPath, statePath, storePath } from '../src/contracts/page-paths';
import { shareImagePath } from '../src/contracts/share-image.contract';
import { storePicturePath } from '../src/contracts/store-picture.contract';
import { AWARDS_PAGE_PATH, MAP_PAGE_PATH, STATIC_PAGES, TOOL_PAGES } from '../src/contracts/fixed-page-heads';
import { storeMapApiPath, WHOLE_MAP_VIEW } from '../src/contracts/store-map.contract';
import { INVENTORY_TRACKER_DOWNLOADS } from '../src/contracts/tools.contract';
import { mapViewPathAround } from './bench-directory';
import { random, searchMix } from './search-mix';

/** Each kind's share of the requests (they add up to 1). */
export const TRAFFIC_SHARES = {
  /** Most visits land from a search engine on one store's page: a store's name is what people look up. */
  storePage: 0.26,
  /** A city's page: the next most looked up ('consignment stores in Austin'), and where visitors browse from. */
  cityPage: 0.12,
  /** A state's page: 51 of them, linked from every page's header and footer. */
  statePage: 0.04,
  /** The home page: visits typed in, and the logo's link. */
  homePage: 0.03,
  /** The app's calls for a store opened inside it (store, award check, nearby cities): the first page came with its data. */
  storeApi: 0.09,
  /** The app's calls for a city opened inside it (city, its stores, nearby cities). */
  cityApi: 0.045,
  /** The app's calls for a state opened inside it (state, its cities). */
  stateApi: 0.015,
  /** Searches (the results' API call): one request in eight, most of them asked once. */
  search: 0.12,
  /** Suggestions as one types into a search box: only some of those who search type slowly enough to ask. */
  suggestion: 0.03,
  /** Clustered map views as visitors open the map, pan and zoom. */
  mapView: 0.05,
  /** The site's other pages (map, awards, tools, about, sitemap, contact, policies): few visitors look for them. */
  staticPage: 0.05,
  /** Built scripts, styles and images: browsers keep them, so only first visits and pages of a new kind ask. */
  asset: 0.09,
  /** robots.txt and sitemap.xml: crawlers check them now and then. */
  crawlerFile: 0.01,
  /** Unknown addresses (404s): bots' scans for other software's weak points, and links to pages that never were. */
  unknown: 0.04,
  /** Pages' share cards: social sites and chat apps fetch one when a page's link is shared. */
  shareImage: 0.01,
} as const;
/**
 * The kinds above, and stores' drawn pictures, which come with the store and city pages' visits (on
 * top of their shares): a store page's hero, a city page's first screen of cards, more cards as a
 * visitor scrolls.
 */
export type TrafficKind = keyof typeof TRAFFIC_SHARES | 'picture';

/**
 * Page visits from a browser that asks for the page's pictures: the others are crawlers (which ask
 * for pages only) and visitors whose browser already keeps them.
 */
const PICTURED_VISITS = 0.5;
/** Cards of a city page on its first screen (desktop; a phone's screen with lazy loading's margin asks about as many). */
const FIRST_SCREEN_CARDS = 4;
/** Cards of a city page whose pictures a visitor who scrolls may reach: its first 30 stores. */
const SCROLLED_CARDS = 30;
/** The share of pictured city page visits that scroll past the first screen, each to a point drawn evenly. */
const SCROLLING_VISITS = 0.5;

/** Distinct searches (and suggestion requests) at most: each asked once, popular ones again. */
const DISTINCT_SEARCHES = 2000;
const SEED = 20261127;

/** What bots ask every site for: other software's sign-in, set-up and secret files. None is here. */
const BOT_SCANS = [
  '/wp-login.php',
  '/.env',
  '/xmlrpc.php',
  '/admin.php',
  '/wp-admin/setup-config.php',
  '/.git/config',
  '/phpmyadmin/index.php',
  '/config.json',
  '/.aws/credentials',
  '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
  '/server-status',
  '/backup.sql',
];

/** The site's other pages, most visited first. */
const STATIC_PATHS = [
  MAP_PAGE_PATH,
  AWARDS_PAGE_PATH,
  TOOL_PAGES.profitCalculator.path,
  TOOL_PAGES.tools.path,
  TOOL_PAGES.inventoryTracker.path,
  STATIC_PAGES.about.path,
  STATIC_PAGES.sitemap.path,
  STATIC_PAGES.contact.path,
  INVENTORY_TRACKER_DOWNLOADS.csv,
  STATIC_PAGES.privacyPolicy.path,
  STATIC_PAGES.termsOfService.path,
];

const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml'];

interface StoreRow {
  id: number;
  slug: string;
  cityId: number;
  citySlug: string;
  stateSlug: string;
  /** Without a photo of its own: its page shows its drawn picture. */
  drawn: boolean;
}

interface CityRow {
  id: number;
  slug: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export interface TrafficRequest {
  path: string;
  kind: TrafficKind;
}

/** Draws indexes 0 to n - 1 by Zipf's law (s = 1): index k with a chance proportional to 1 / (k + 1). */
function zipf(n: number, next: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) cumulative[k] = total += 1 / (k + 1);
  return () => {
    const target = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/**
 * The stores at these ranks (1 = the most reviewed), read along the index of that order up to the
 * deepest rank asked: one pass, however many ranks.
 */
async function storesAtRanks(client: Client, ranks: number[]): Promise<Map<number, StoreRow>> {
  const deepest = ranks.reduce((most, rank) => Math.max(most, rank), 0);
  const { rows } = await client.query<StoreRow & { rank: number }>(
    `select ranked.rank::int as rank, st.id, st.slug, st.city_id as "cityId", c.slug as "citySlug", s.slug as "stateSlug",
            st.photo is null as drawn
       from (select id, row_number() over (order by number_of_reviews desc nulls last, business_name, id) as rank
               from store order by number_of_reviews desc nulls last, business_name, id limit $2) ranked
       join store st on st.id = ranked.id join city c on c.id = st.city_id join state s on s.id = c.state_id
      where ranked.rank = any($1::bigint[])`,
    [ranks, deepest],
  );
  return new Map(rows.map((row) => [row.rank, row]));
}

/** The built files index.html names (entry script, styles, icon) first, then the page chunks beside them. */
function assetPaths(frontendDist: string): string[] {
  const html = readFileSync(join(frontendDist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
  const chunks = readdirSync(join(frontendDist, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file}`)
    .sort();
  return [...new Set([...entry, badgeImagePath(FIRST_AWARD_YEAR), ...chunks])];
}

/** The first SCROLLED_CARDS stores of each city, in its page's order (most reviewed first, then by name). */
async function firstStoresOfCities(client: Client, cityIds: number[]): Promise<Map<number, StoreRow[]>> {
  const { rows } = await client.query<StoreRow>(
    `select st.id, st.slug, st.city_id as "cityId", c.slug as "citySlug", s.slug as "stateSlug", st.photo is null as drawn
       from city c join state s on s.id = c.state_id
       cross join lateral (select * from store where city_id = c.id
                            order by number_of_reviews desc nulls last, business_name, id limit $2) st
      where c.id = any($1::int[])
      order by c.id, st.number_of_reviews desc nulls last, st.business_name, st.id`,
    [cityIds, SCROLLED_CARDS],
  );
  const byCity = new Map<number, StoreRow[]>();
  for (const row of rows) byCity.set(row.cityId, [...(byCity.get(row.cityId) ?? []), row]);
  return byCity;
}

/**
 * `count` requests of the kinds of TRAFFIC_SHARES, with the pictures their visits ask for on top, in
 * the order they are to be asked, drawn from the directory at `databaseUrl`; the built files are read
 * from `frontendDist`.
 */
export async function trafficMix(databaseUrl: string, count: number, frontendDist: string): Promise<TrafficRequest[]> {
  const next = random(SEED);
  const kinds = Object.keys(TRAFFIC_SHARES) as (keyof typeof TRAFFIC_SHARES)[];
  const targets = new Map<TrafficKind, number>(kinds.map((kind) => [kind, Math.round(TRAFFIC_SHARES[kind] * count)]));
  // Rounding's remainder goes to the largest kind, so that the mix has `count` requests.
  const rounded = [...targets.values()].reduce((sum, target) => sum + target, 0);
  targets.set('storePage', targets.get('storePage')! + count - rounded);

  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let states: string[];
  let cities: CityRow[];
  let stores: StoreRow[];
  let cityPages: CityRow[];
  let firstStores: Map<number, StoreRow[]>;
  try {
    ({ rows: cities } = await client.query<CityRow>(
      `select c.id, c.slug, s.slug as state, c.latitude, c.longitude from city c join state s on s.id = c.state_id
        where c.store_count > 0 order by c.store_count desc, c.id`,
    ));
    states = (
      await client.query<{ slug: string }>(
        `select s.slug from state s join city c on c.state_id = s.id group by s.id order by sum(c.store_count) desc, s.id`,
      )
    ).rows.map((row) => row.slug);
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from store');
    // Every store a page or an app's call asks for, drawn now and read in one query.
    const storeRank = zipf(rows[0]!.count, next);
    const draws = Array.from({ length: targets.get('storePage')! + Math.ceil(targets.get('storeApi')! / 3) }, () => storeRank() + 1);
    const byRank = await storesAtRanks(client, [...new Set(draws)]);
    stores = draws.map((rank) => byRank.get(rank)!);
    // The city pages visited, drawn now, and the stores on their first cards, for their pictures.
    const cityPageRank = zipf(cities.length, next);
    cityPages = Array.from({ length: targets.get('cityPage')! }, () => cities[cityPageRank()]!);
    firstStores = await firstStoresOfCities(client, [...new Set(cityPages.map((city) => city.id))]);
  } finally {
    await client.end();
  }
  const searchCount = Math.min(DISTINCT_SEARCHES, targets.get('search')!);
  const { searches, suggestions } = await searchMix(databaseUrl, searchCount);
  const assets = assetPaths(frontendDist);
  const mapped = cities.filter((city) => city.latitude !== null && city.longitude !== null);

  const cityRank = zipf(cities.length, next);
  const mappedRank = zipf(mapped.length, next);
  const stateRank = zipf(states.length, next);
  const searchRank = zipf(searches.length, next);
  const staticRank = zipf(STATIC_PATHS.length, next);
  const assetRank = zipf(assets.length, next);
  const botRank = zipf(BOT_SCANS.length, next);
  const city = () => cities[cityRank()]!;
  const state = () => states[stateRank()]!;
  let storeDrawn = 0;
  let cityPageDrawn = 0;
  let searched = 0;
  let suggested = 0;
  /** A slug nothing of the directory has. */
  const missing = () => `gone-${Math.floor(next() * 2 ** 32).toString(36)}`;
  const pictures = (shown: StoreRow[], width: 480 | 960): TrafficRequest[] =>
    shown.filter((store) => store.drawn).map((store) => ({ path: storePicturePath(store, width), kind: 'picture' }));
  const paths = (kind: TrafficKind, ...asked: string[]): TrafficRequest[] => asked.map((path) => ({ path, kind }));
  const visits: Record<keyof typeof TRAFFIC_SHARES, () => TrafficRequest[]> = {
    // A store page's hero: its picture at the larger width (on a phone's and a desktop's screen alike).
    storePage: () => {
      const store = stores[storeDrawn++]!;
      return [...paths('storePage', storePath(store)), ...(next() < PICTURED_VISITS ? pictures([store], 960) : [])];
    },
    // A city page's cards: the first screen's pictures, then as far as the visitor scrolls.
    cityPage: () => {
      const { state, slug, id } = cityPages[cityPageDrawn++]!;
      const pictured = next() < PICTURED_VISITS;
      const seen =
        next() < SCROLLING_VISITS
          ? FIRST_SCREEN_CARDS + Math.floor(next() * (SCROLLED_CARDS - FIRST_SCREEN_CARDS + 1))
          : FIRST_SCREEN_CARDS;
      return [...paths('cityPage', cityPath(state, slug)), ...(pictured ? pictures((firstStores.get(id) ?? []).slice(0, seen), 480) : [])];
    },
    statePage: () => paths('statePage', statePath(state())),
    homePage: () => paths('homePage', '/'),
    storeApi: () => {
      const store = stores[storeDrawn++]!;
      return paths('storeApi', apiPaths.store(store.slug), apiPaths.awardCheck(store.id), apiPaths.nearbyCities(store.cityId));
    },
    cityApi: () => {
      const { state, slug, id } = city();
      return paths('cityApi', apiPaths.city(state, slug), apiPaths.cityStores(state, slug), apiPaths.nearbyCities(id));
    },
    stateApi: () => {
      const slug = state();
      return paths('stateApi', apiPaths.state(slug), apiPaths.stateCities(slug));
    },
    // Each distinct search once, then popular ones again.
    search: () => paths('search', searched < searches.length ? searches[searched++]! : searches[searchRank()]!),
    suggestion: () => paths('suggestion', suggestions[suggested++ % suggestions.length]!),
    // A visit to the map: the whole country first (one in three opens the page inside the app), then
    // one to three views around a place, zooming in, some panned east or west.
    mapView: () => {
      const { latitude, longitude } = mapped[mappedRank()]!;
      const first = 5 + Math.floor(next() * 8);
      const views = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, step) =>
        mapViewPathAround(latitude!, longitude!, first + step * 2, Math.round((next() - 0.5) * 4) / 2),
      );
      return paths('mapView', ...(next() < 1 / 3 ? [storeMapApiPath(WHOLE_MAP_VIEW), ...views] : views));
    },
    staticPage: () => paths('staticPage', STATIC_PATHS[staticRank()]!),
    asset: () => paths('asset', assets[assetRank()]!),
    crawlerFile: () => paths('crawlerFile', CRAWLER_FILES[Math.floor(next() * CRAWLER_FILES.length)]!),
    // Half are scans; the rest a store, city or API address that is not there.
    unknown: () => {
      const roll = next();
      if (roll < 0.5) return paths('unknown', BOT_SCANS[botRank()]!);
      const { state, slug } = city();
      if (roll < 0.75) return paths('unknown', `${cityPath(state, slug)}/${missing()}`);
      if (roll < 0.9) return paths('unknown', apiPaths.store(missing()));
      return paths('unknown', `${statePath(state)}/${missing()}`);
    },
    // Links shared: mostly stores' pages (the long tail of the stores drawn above), then cities'.
    shareImage: () => {
      if (next() < 0.7) return paths('shareImage', shareImagePath(storePath(stores[Math.floor(next() * stores.length)]!)));
      const { state, slug } = city();
      return paths('shareImage', shareImagePath(cityPath(state, slug)));
    },
  };

  const made: TrafficRequest[][] = [];
  for (const kind of kinds) {
    for (let requests = 0; requests < targets.get(kind)!;) {
      // A visit's own requests up to its kind's target; the pictures that come with them on top.
      let room = targets.get(kind)! - requests;
      const visit = visits[kind]().filter((request) => request.kind !== kind || room-- > 0);
      made.push(visit);
      requests += visit.filter((request) => request.kind === kind).length;
    }
  }
  // Visits in a shuffled order, each visit's requests together (Fisher-Yates).
  for (let at = made.length - 1; at > 0; at -= 1) {
    const other = Math.floor(next() * (at + 1));
    [made[at], made[other]] = [made[other]!, made[at]!];
  }
  return made.flat();
}

/**
 * What the mix holds: requests, distinct paths, the share of requests whose path is asked only once,
 * and for each kind its share, distinct paths and the statuses `statusOf` gives its requests.
 */
export function describeMix(mix: TrafficRequest[], statusOf: (path: string) => number) {
  const asked = new Map<string, number>();
  for (const { path } of mix) asked.set(path, (asked.get(path) ?? 0) + 1);
  const percent = (part: number) => `${((part / mix.length) * 100).toFixed(1)}%`;
  const kinds: Record<string, { share: string; distinct: number; statuses: Record<number, number> }> = {};
  for (const kind of [...Object.keys(TRAFFIC_SHARES), 'picture'] as TrafficKind[]) {
    const requests = mix.filter((request) => request.kind === kind);
    const statuses: Record<number, number> = {};
    for (const { path } of requests) statuses[statusOf(path)] = (statuses[statusOf(path)] ?? 0) + 1;
    kinds[kind] = { share: percent(requests.length), distinct: new Set(requests.map(({ path }) => path)).size, statuses };
  }
  return {
    requests: mix.length,
    distinct: asked.size,
    'requests to a path asked once': percent(mix.filter(({ path }) => asked.get(path) === 1).length),
    kinds,
  };
}
