/**
 * `npm run bench:core`: median and tail latency of the core API and of store search under 32
 * concurrent connections. Starts its own PostgreSQL (15 where installed) in a temporary folder and
 * the built server on 127.0.0.1 with the sample data, runs autocannon for a bounded time per
 * endpoint, then stops both. Search is measured as a mix of different searches, once as the site
 * runs (answer cache on) and once on a second server with the cache off (every request a query).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { findPostgresBinaries, ServerPostgres } from '../test/test-postgres';
import { CONNECTIONS, measureLoad, SECONDS } from './load-run';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const UNCACHED_PORT = PORT + 1;
const UNCACHED_BASE = `http://127.0.0.1:${UNCACHED_PORT}`;

/** Searches people make: common and rare words, cities (one misspelled), states, ZIP codes, filters, pages, near a place. */
const SEARCH_MIX = [
  'query=vin', 'query=the', 'query=con', 'query=consignment', 'query=antiques', 'query=kids', 'query=furniture',
  'query=Austin', 'query=Los+Angeles', 'query=Los+Angelos', 'query=Scotsdale', 'query=Seattle', 'query=Portland,+OR',
  'query=Texas', 'query=CA', 'query=new+york', 'query=90012', 'query=100', 'query=30303', 'query=golden+bow',
  'query=vintage&features=sellBooks,cleanOrganized', 'query=boutique&state=florida', 'query=resale&features=sellFurniture&state=TX',
  'query=the&page=2', 'query=the&page=30', 'query=Los+Angeles&page=3', 'query=closet&features=sellClothes&page=2',
  'lat=34.052&lng=-118.244', 'lat=40.713&lng=-74.006', 'lat=41.878&lng=-87.63&features=sellAntiques',
  'lat=29.76&lng=-95.37&page=2', 'query=vintage&lat=40.713&lng=-74.006',
].map((query) => `/api/stores/search?${query}`);

async function waitForServer(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/stats`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('The server did not start in time');
}

async function main(): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('The benchmark needs PostgreSQL server binaries (apt-get install postgresql-15)');
  const postgres = await ServerPostgres.start(binaries);
  const admin = new Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('create database directory_bench');
  await admin.end();

  const startServer = async (port: number, env: NodeJS.ProcessEnv) => {
    // Something already answering there would be measured instead of this build.
    const inUse = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (inUse) throw new Error(`Port ${port} is in use: stop what listens there, or set BENCH_PORT`);
    return spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url('directory_bench'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  };
  const servers = [await startServer(PORT, { SAMPLE_DATA_ON_EMPTY: 'true' })];
  try {
    await waitForServer(BASE, Date.now() + 120_000);
    // The second server starts once the first has loaded the sample data.
    servers.push(await startServer(UNCACHED_PORT, { SAMPLE_DATA_ON_EMPTY: 'false', API_CACHE_SECONDS: '0' }));
    await waitForServer(UNCACHED_BASE, Date.now() + 60_000);
    const { stores } = (await (await fetch(`${BASE}/api/states/california/cities/los-angeles/stores?limit=1`)).json()) as {
      stores: { slug: string }[];
    };
    console.log(`${postgres.description}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
    const runs: [string, string, string[]][] = [
      ['state cities', BASE, ['/api/states/california/cities']],
      ['store', BASE, [`/api/stores/${stores[0]!.slug}`]],
      [`search mix of ${SEARCH_MIX.length}`, BASE, SEARCH_MIX],
      [`search mix of ${SEARCH_MIX.length}, answer cache off`, UNCACHED_BASE, SEARCH_MIX],
    ];
    for (const [label, base, paths] of runs) console.log(JSON.stringify(await measureLoad(label, base, paths)));
  } finally {
    // The servers finish what they were answering before their database goes away.
    await Promise.all(servers.map((server) => new Promise((exited) => server.once('exit', exited).kill('SIGTERM'))));
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
