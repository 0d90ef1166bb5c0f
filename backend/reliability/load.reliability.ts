/**
 * Load: 64 connections for 60 s (RELIABILITY_CONNECTIONS, RELIABILITY_SECONDS) on a realistic mix of
 * pages and API calls, against the built server on 127.0.0.1 with the sample directory on its own
 * PostgreSQL. Passes with no errors and the server's memory flat: resident memory at the end within
 * 15% of what it was after a warm-up. Prints one JSON line of figures.
 */
import autocannon from 'autocannon';
import {
  BASE,
  createBenchDirectory,
  fetchJson,
  residentMegabytes,
  serverAnswers,
  startServer,
  stopServer,
  waitFor,
  runScript,
} from '../bench/bench-directory';

const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 60);
/** Longer than the answer cache keeps an answer (60 s): the cache and the heap reach their working size. */
const WARM_UP_SECONDS = 70;

interface Slugged {
  slug: string;
}

const json = <T>(path: string) => fetchJson<T>(`${BASE}${path}`);

/** What visitors ask for, in proportion: pages of every kind and the API calls the app makes. */
async function visitorMix(): Promise<string[]> {
  const states = await json<Slugged[]>('/api/states');
  const paths = ['/', '/map', '/tools', '/about', '/sitemap', '/robots.txt', '/sitemap.xml', '/api/states', '/api/stats'];
  for (const state of states.filter((_, index) => index % 5 === 0)) {
    const cities = await json<Slugged[]>(`/api/states/${state.slug}/cities`);
    paths.push(`/${state.slug}`, `/api/states/${state.slug}`, `/api/states/${state.slug}/cities`);
    for (const city of cities.slice(0, 3)) {
      const { stores } = await json<{ stores: Array<{ slug: string; id: number }> }>(
        `/api/states/${state.slug}/cities/${city.slug}/stores?limit=100`,
      );
      paths.push(`/${state.slug}/${city.slug}`, `/api/states/${state.slug}/cities/${city.slug}/stores?limit=100`);
      for (const store of stores.slice(0, 2)) {
        paths.push(`/${state.slug}/${city.slug}/${store.slug}`, `/api/stores/${store.slug}`, `/api/awards/validate/${store.id}`);
      }
    }
  }
  for (const query of ['vintage', 'austin', 'portland, or', '90210', 'antiques', 'scotsdale', 'furniture']) {
    paths.push(`/search?q=${encodeURIComponent(query)}`, `/api/stores/search?query=${encodeURIComponent(query)}&page=1`);
  }
  paths.push('/api/stores/map?bbox=-125,24,-66,50&zoom=4', '/api/stores/map?bbox=-98,30,-97,31&zoom=10');
  return paths;
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_load', 1);
  // As in production (a line logged per request), but without the per-client limit: every request
  // here comes from one address.
  const server = startServer(directory.databaseUrl, { SAMPLE_DATA_ON_EMPTY: 'false', API_RATE_LIMIT: '0', LOG_LEVEL: 'log' });
  server.stdout?.resume();
  try {
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');
    await waitFor(async () => (await fetch(`${BASE}/sitemap.xml`)).ok, Date.now() + 60_000, 'The first sitemap');
    const paths = await visitorMix();
    const requests = paths.map((path) => ({ method: 'GET' as const, path, headers: { 'Accept-Encoding': 'gzip' } }));

    await autocannon({ url: BASE, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests });
    const afterWarmUp = residentMegabytes(server.pid!);
    const result = await autocannon({ url: BASE, connections: CONNECTIONS, duration: SECONDS, requests });
    const atEnd = residentMegabytes(server.pid!);
    const growth = (atEnd - afterWarmUp) / afterWarmUp;
    const figures = {
      label: `load: ${CONNECTIONS} connections, ${SECONDS} s, ${paths.length} pages and API calls in turn`,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      memoryMb: { afterWarmUp, atEnd, growthPercent: Math.round(growth * 1000) / 10 },
    };
    console.log(JSON.stringify(figures));
    const failures = [
      ...(result.errors + result.timeouts + result.non2xx > 0 ? ['errors or non-2xx answers'] : []),
      ...(growth > 0.15 ? ['memory grew more than 15%'] : []),
    ];
    if (failures.length > 0) throw new Error(`Load test failed: ${failures.join(', ')}`);
  } finally {
    await stopServer(server);
    await directory.stop();
  }
}

runScript(main);
