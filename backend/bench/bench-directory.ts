/**
 * What the benchmarks share: a PostgreSQL of their own holding the sample directory copied N times,
 * and the built server started on it, against 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { mapViewRequestFor, storeMapApiPath, WHOLE_MAP_VIEW } from '../src/contracts/store-map.contract';
import { findPostgresBinaries, ServerPostgres } from '../test/test-postgres';
import { IMPORT_COLUMNS } from '../src/database/import/import-columns';

export const PORT = Number(process.env.BENCH_PORT ?? 3299);
/** The project's root: commands run there. */
export const ROOT = resolve(__dirname, '../..');
/** Generated data files, kept between runs (BENCH_DATA_DIR). */
export const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'directory-bench-data');
export const BASE = `http://127.0.0.1:${PORT}`;
/** Copies are scattered this many degrees (about 10 km) around the store they copy. */
const JITTER_DEGREES = 0.1;

export async function waitFor(check: () => Promise<boolean>, deadline: number, what: string): Promise<void> {
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${what} did not happen in time`);
}

export const serverAnswers = () => answersOk(`${BASE}/api/stats`);

/**
 * Waits until the server at BASE has done its start-up work: answering, the store map's index built
 * (each start) and a sitemap to serve (made at a database's first start). A measurement begun sooner
 * shares the two cores with them for up to 20 s at 1,000,000 stores. A sitemap made again when the
 * last has expired is not waited for: the old one is served meanwhile.
 */
export async function serverSettled(deadline: number): Promise<void> {
  await waitFor(serverAnswers, deadline, 'The server start');
  await waitFor(() => answersOk(`${BASE}${storeMapApiPath(WHOLE_MAP_VIEW)}`), deadline, 'The map index');
  await waitFor(() => answersOk(`${BASE}/sitemap.xml`), deadline, 'The first sitemap');
}

/** Whether an address answers 2xx within a minute, its body read (so the connection is free again). */
export async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
  await response?.arrayBuffer();
  return response?.ok ?? false;
}

/**
 * The built server on 127.0.0.1 (PORT unless `env` sets another), production mode, on the given
 * database; `preload` files are required first (`node --require`).
 */
export function startServer(databaseUrl: string, env: NodeJS.ProcessEnv, preload: string[] = []): ChildProcess {
  return spawn(process.execPath, [...preload.flatMap((file) => ['--require', file]), resolve(__dirname, '../dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'log',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Stops a server (or any child) with SIGTERM and waits until it has exited. */
export const stopServer = (server: ChildProcess): Promise<unknown> =>
  server.exitCode !== null || server.signalCode !== null
    ? Promise.resolve()
    : new Promise((exited) => server.once('exit', exited).kill('SIGTERM'));

/** A field of a process's status in MB (Linux): `VmRSS` resident now, `VmHWM` the highest so far. */
function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

/** Resident memory of a process, in MB (Linux). */
export const residentMegabytes = (pid: number) => statusMegabytes(pid, 'VmRSS');

/** The most resident memory a process has had since it started, in MB (Linux). */
export const peakResidentMegabytes = (pid: number) => statusMegabytes(pid, 'VmHWM');

/** Samples a process's resident memory every 50 ms until stopped; gives the highest seen. */
export function sampleMemory(pid: number): () => number {
  let highest = 0;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, residentMegabytes(pid));
    } catch {
      // the process has ended
    }
  }, 50);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/** The JSON answer of a URL; any other status is an error. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/**
 * The map view a 1280 x 600 screen shows around a place at a zoom, as the map page asks for it;
 * `eastward` moves it by that share of its half width.
 */
export function mapViewPathAround(latitude: number, longitude: number, zoom: number, eastward = 0): string {
  const halfWidth = (1280 / 2 / (256 * 2 ** zoom)) * 360;
  const halfHeight = halfWidth * (600 / 1280);
  const center = longitude + eastward * halfWidth;
  return storeMapApiPath(mapViewRequestFor([center - halfWidth, latitude - halfHeight, center + halfWidth, latitude + halfHeight], zoom));
}

/**
 * Every store `copies - 1` more times, each copy within JITTER_DEGREES of it and in its time zone (a
 * copy of the zone `storeTimeZone` gave the original); the cities' totals follow.
 */
async function copyStores(databaseUrl: string, copies: number): Promise<{ stores: number; seconds: number }> {
  const started = Date.now();
  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    await database.query(
      `insert into store (slug, city_id, business_name, address, zip_code, latitude, longitude, time_zone, phone, website, photo,
                          number_of_reviews, seo_description, sell_furniture, sell_clothes, sell_antiques, sell_jewelry,
                          sell_books, sell_gift_items, sell_premium_brand, sell_merchandise, wide_selection,
                          clean_organized, pricing, friendly_employees, consignment_terms,
                          consigns_furniture, least_consignor_percent, walk_in_intake)
       select s.slug || '-copy-' || copy, s.city_id, s.business_name, s.address, s.zip_code,
              s.latitude + (random() - 0.5) * $1, s.longitude + (random() - 0.5) * $1, s.time_zone, s.phone, s.website, s.photo,
              s.number_of_reviews, s.seo_description, s.sell_furniture, s.sell_clothes, s.sell_antiques, s.sell_jewelry,
              s.sell_books, s.sell_gift_items, s.sell_premium_brand, s.sell_merchandise, s.wide_selection,
              s.clean_organized, s.pricing, s.friendly_employees, s.consignment_terms,
              s.consigns_furniture, s.least_consignor_percent, s.walk_in_intake
         from store s cross join generate_series(2, $2::int) copy`,
      [JITTER_DEGREES * 2, copies],
    );
    await database.query(
      `update city set store_count = totals.count, updated_at = now()
         from (select city_id, count(*)::int as count from store group by city_id) totals where totals.city_id = city.id`,
    );
    // The first start's sitemap described the sample alone.
    await database.query('delete from sitemap_generation');
    await database.query('analyze');
    const { rows } = await database.query<{ count: string }>('select count(*) from store');
    return { stores: Number(rows[0]!.count), seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await database.end();
  }
}

export interface BenchDirectory {
  databaseUrl: string;
  postgres: ServerPostgres;
  description: string;
  stores: number;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL (15 where installed) in a temporary folder with the schema and the sample data, as a
 * first start of the built server makes them, every store then copied until there are `copies` of it.
 */
export async function createBenchDirectory(name: string, copies: number): Promise<BenchDirectory> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('The benchmark needs PostgreSQL server binaries (apt-get install postgresql-15)');
  const inUse = await fetch(`${BASE}/`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`Port ${PORT} is in use: stop what listens there, or set BENCH_PORT`);

  const postgres = await ServerPostgres.start(binaries);
  try {
    const databaseUrl = postgres.url(name);
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    const server = startServer(databaseUrl, { SAMPLE_DATA_ON_EMPTY: 'true', LOG_LEVEL: 'warn' });
    server.stdout?.resume();
    try {
      await waitFor(serverAnswers, Date.now() + 180_000, 'The first start');
    } finally {
      await stopServer(server);
    }
    const copied = await copyStores(databaseUrl, copies);
    console.log(`${postgres.description}; ${copied.stores.toLocaleString('en-US')} stores (copied in ${copied.seconds} s)`);
    return { databaseUrl, postgres, description: postgres.description, stores: copied.stores, stop: () => postgres.stop() };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}

/** Runs a benchmark's or reliability test's main function; any failure ends the process with 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}

/** Runs a command in the project's root: its time, its peak memory and its output; fails with its output's end. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ ms: number; peakMb: number; output: string }> {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const stopSampling = sampleMemory(child.pid!);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const peakMb = stopSampling();
      if (code === 0) resolveRun({ ms: performance.now() - started, peakMb, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/** The generated file for `stores` stores, made once and kept. */
export async function dataFile(stores: number): Promise<{ file: string; generatedIn: string }> {
  mkdirSync(DATA_DIR, { recursive: true });
  // Named by the import's columns too: a file kept from before a column was added is made again.
  const columns = createHash('sha256').update(IMPORT_COLUMNS.join(',')).digest('hex').slice(0, 8);
  const file = join(DATA_DIR, `stores-${stores}-${columns}.csv.gz`);
  if (existsSync(file)) return { file, generatedIn: 'kept from an earlier run' };
  const partial = `${file}.partial.csv.gz`;
  const generated = await run(process.execPath, [
    require.resolve('tsx/cli'),
    'backend/src/database/sample-data/generate-sample-data.ts',
    '--stores',
    String(stores),
    '--out',
    partial,
  ]);
  renameSync(partial, file);
  return { file, generatedIn: `${(generated.ms / 1000).toFixed(1)} s` };
}
