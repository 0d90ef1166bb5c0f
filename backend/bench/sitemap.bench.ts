/**
 * `npm run bench:sitemap`: the XML sitemap of 100 times the sample directory (600,000+ stores,
 * BENCH_SITEMAP_COPIES). On its own PostgreSQL (see bench-directory.ts), with the answer cache off,
 * against 127.0.0.1 and for a bounded time:
 *   - the first sitemap, made by the scheduled task at start-up: time, files, and the slowest other
 *     request meanwhile (a probe every 100 ms);
 *   - a regeneration asked for by an administrator (POST /api/regenerate-sitemap);
 *   - the files under load, as crawlers ask for them (gzip).
 */
import type { ChildProcess } from 'node:child_process';
import {
  BASE,
  createBenchDirectory,
  residentMegabytes,
  serverAnswers,
  startServer,
  stopServer,
  waitFor,
  runScript,
} from './bench-directory';
import { measureLoad } from './load-run';

const COPIES = Number(process.env.BENCH_SITEMAP_COPIES ?? 100);
const PASSWORD = 'sitemap-bench-password';

/** Another visitor meanwhile: a city's stores (a query: the answer cache is off) every 100 ms until `done`. */
async function probeUntil(done: () => boolean): Promise<{ slowestOtherRequestMs: number; probes: number }> {
  let slowest = 0;
  let probes = 0;
  while (!done()) {
    const sent = performance.now();
    await fetch(`${BASE}/api/states/texas/cities/austin/stores?limit=100`);
    slowest = Math.max(slowest, performance.now() - sent);
    probes += 1;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { slowestOtherRequestMs: Math.round(slowest), probes };
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_sitemap_bench', COPIES);
  let server: ChildProcess | null = null;
  try {
    const started = Date.now();
    server = startServer(directory.databaseUrl, { SAMPLE_DATA_ON_EMPTY: 'false', API_CACHE_SECONDS: '0', ADMIN_PASSWORD: PASSWORD });
    let generatedLine = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      generatedLine ||= /Sitemap \d+ generated[^"\n]*/.exec(chunk.toString())?.[0] ?? '';
    });
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');

    // At start-up the map's index is being built too: both count in the slowest other request.
    const firstProbe = await probeUntil(() => generatedLine !== '' || Date.now() - started > 600_000);
    if (!generatedLine) throw new Error('No sitemap was generated within 10 minutes');
    console.log(
      JSON.stringify({
        label: 'first sitemap, by the scheduled task at start-up',
        log: generatedLine,
        ...firstProbe,
        serverMemoryMb: residentMegabytes(server.pid!),
      }),
    );

    const index = await (await fetch(`${BASE}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    const partSizes = await Promise.all(
      parts.slice(0, 2).map(async (path) => {
        const sent = performance.now();
        const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
        const gzipBytes = Number(response.headers.get('content-length'));
        const xmlBytes = Buffer.byteLength(await response.text());
        return { path, firstRequestMs: Math.round(performance.now() - sent), gzipBytes, xmlBytes };
      }),
    );
    console.log(JSON.stringify({ label: 'files', indexEntries: parts.length, parts: partSizes }));

    const signIn = await fetch(`${BASE}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const sent = performance.now();
    let regenerating = true;
    const probing = probeUntil(() => !regenerating);
    const regenerated = await fetch(`${BASE}/api/regenerate-sitemap`, { method: 'POST', headers: { Cookie: cookie } });
    const status = (await regenerated.json()) as { info: { urlCount: number } };
    regenerating = false;
    console.log(
      JSON.stringify({
        label: 'regeneration asked by an administrator',
        status: regenerated.status,
        ms: Math.round(performance.now() - sent),
        urlCount: status.info.urlCount,
        ...(await probing),
        serverMemoryMb: residentMegabytes(server.pid!),
      }),
    );

    const gzip = { 'Accept-Encoding': 'gzip' };
    console.log(JSON.stringify(await measureLoad('sitemap index under load (gzip)', BASE, ['/sitemap.xml'], gzip)));
    console.log(JSON.stringify(await measureLoad(`all ${parts.length} sitemap files under load (gzip)`, BASE, parts, gzip)));
    console.log(JSON.stringify({ label: 'after the load', serverMemoryMb: residentMegabytes(server.pid!) }));
  } finally {
    if (server) await stopServer(server);
    await directory.stop();
  }
}

runScript(main);
