/**
 * `npm run bench:core`: median and tail latency of the core API under 32 concurrent connections.
 * Starts its own PostgreSQL (15 where installed) in a temporary folder and the built server on
 * 127.0.0.1 with the sample data, runs autocannon for a bounded time per endpoint, then stops both.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { findPostgresBinaries, ServerPostgres } from '../test/test-postgres';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/stats`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('The server did not start in time');
}

async function measure(path: string) {
  // A short warm-up, then the measured run.
  await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: SECONDS });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('The benchmark needs PostgreSQL server binaries (apt-get install postgresql-15)');
  const postgres = await ServerPostgres.start(binaries);
  const admin = new Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('create database directory_bench');
  await admin.end();

  const server = spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url('directory_bench'),
      SAMPLE_DATA_ON_EMPTY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(Date.now() + 120_000);
    const { stores } = (await (await fetch(`${BASE}/api/states/california/cities/los-angeles/stores?limit=1`)).json()) as {
      stores: { slug: string }[];
    };
    const paths = ['/api/states/california/cities', `/api/stores/${stores[0]!.slug}`];
    console.log(`${postgres.description}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
    for (const path of paths) console.log(JSON.stringify(await measure(path)));
  } finally {
    server.kill('SIGTERM');
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
