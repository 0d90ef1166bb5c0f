/**
 * `npm run bench:map`: the store map with 100 times the sample directory (600,000+ stores). Starts
 * its own PostgreSQL (15 where installed) in a temporary folder, loads the sample data through the
 * built server, copies every store BENCH_MAP_COPIES - 1 more times near its own place, then starts
 * the server with the answer cache off (every request is clustered anew) and measures, against
 * 127.0.0.1 and for a bounded time:
 *   - how long the server takes to index every store after it starts;
 *   - the whole-country view the map page opens on: size, and latency alone and under load;
 *   - a mix of closer views (cities at zoom 6 to 16) under load;
 *   - the whole list (`GET /api/stores/map`): time to build it once, and its size.
 */
import type { ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { StoreMapView } from '../src/contracts/api.contract';
import { storeMapApiPath, WHOLE_MAP_VIEW } from '../src/contracts/store-map.contract';
import {
  BASE,
  createBenchDirectory,
  mapViewPathAround,
  residentMegabytes,
  serverAnswers,
  startServer,
  stopServer,
  waitFor,
  runScript,
} from './bench-directory';
import { measureLoad } from './load-run';

const COPIES = Number(process.env.BENCH_MAP_COPIES ?? 100);

/** Closer views a visitor reaches from the whole country: a city's area at zoom 6 to 16. */
const PLACES: [number, number][] = [
  [34.05, -118.24],
  [40.71, -74.0],
  [41.88, -87.63],
  [29.76, -95.37],
  [33.45, -112.07],
  [47.61, -122.33],
  [39.74, -104.99],
  [25.76, -80.19],
  [33.75, -84.39],
  [45.52, -122.68],
];
const CLOSER_VIEWS = PLACES.flatMap(([latitude, longitude], index) =>
  [6, 8, 10, 12, 14, 16].map((zoom) => mapViewPathAround(latitude, longitude, zoom, (index % 3) * 0.1)),
);

async function timed(path: string): Promise<{ ms: number; bytes: number; gzipBytes: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length, body };
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_map_bench', COPIES);
  const databaseUrl = directory.databaseUrl;
  let server: ChildProcess | null = null;
  try {
    // Every request clustered anew: no answer is kept.
    const started = Date.now();
    server = startServer(databaseUrl, { SAMPLE_DATA_ON_EMPTY: 'false', API_CACHE_SECONDS: '0' });
    let indexedLine = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      const line = /Store map indexed: [^"\n]*/.exec(chunk.toString())?.[0];
      if (line) indexedLine = stripVTControlCharacters(line);
    });
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');
    // While the map is being indexed, the rest of the server must keep answering: a probe every 100 ms.
    let indexing = true;
    let slowestProbeMs = 0;
    const probe = (async () => {
      while (indexing) {
        const sent = performance.now();
        await fetch(`${BASE}/api/states/texas/cities/austin`);
        slowestProbeMs = Math.max(slowestProbeMs, performance.now() - sent);
        await new Promise((wait) => setTimeout(wait, 100));
      }
    })();
    const whole = storeMapApiPath(WHOLE_MAP_VIEW);
    await waitFor(async () => (await fetch(`${BASE}${whole}`)).ok, Date.now() + 120_000, 'The first map view');
    indexing = false;
    await probe;
    console.log(
      JSON.stringify({
        label: 'start to first whole-country view',
        ms: Date.now() - started,
        index: indexedLine,
        slowestOtherRequestWhileIndexingMs: Math.round(slowestProbeMs),
        serverMemoryMb: residentMegabytes(server.pid!),
      }),
    );

    const single: number[] = [];
    let first: Awaited<ReturnType<typeof timed>> | null = null;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await timed(whole);
      first ??= answer;
      single.push(answer.ms);
    }
    single.sort((a, b) => a - b);
    const view = JSON.parse(first!.body) as StoreMapView;
    console.log(
      JSON.stringify({
        label: 'whole-country view, one request at a time (20)',
        path: whole,
        medianMs: Number(single[10]!.toFixed(1)),
        maxMs: Number(single[19]!.toFixed(1)),
        bytes: first!.bytes,
        gzipBytes: first!.gzipBytes,
        clusters: view.clusters.length,
        stores: view.stores.length,
        total: view.total,
      }),
    );
    console.log(JSON.stringify(await measureLoad('whole-country view under load', BASE, [whole])));
    console.log(JSON.stringify(await measureLoad(`mix of ${CLOSER_VIEWS.length} closer views under load`, BASE, CLOSER_VIEWS)));

    const listStarted = performance.now();
    const list = await fetch(`${BASE}/api/stores/map`, { headers: { 'Accept-Encoding': 'gzip' } });
    const listBytes = Number(list.headers.get('content-length'));
    await list.arrayBuffer();
    const listMs = Math.round(performance.now() - listStarted);
    const again = await timed('/api/stores/map').catch(() => null);
    console.log(
      JSON.stringify({
        label: 'whole list, first request (built and compressed once)',
        ms: listMs,
        gzipBytes: listBytes,
        nextRequestMs: again ? Math.round(again.ms) : null,
        serverMemoryMb: residentMegabytes(server.pid!),
      }),
    );
  } finally {
    if (server) await stopServer(server);
    await directory.stop();
  }
}

runScript(main);
