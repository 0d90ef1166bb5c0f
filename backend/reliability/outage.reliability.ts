/**
 * Database outage under load: the built server (sample directory, answer cache off so that API calls
 * reach the database) serves 16 connections while its PostgreSQL is stopped for 10 s and started
 * again. Passes when, while the database is down, API calls answer 503 with a JSON message within
 * 1 s, readiness answers 503 and /sitemap.xml is still served; no request hangs; and after the
 * database is back the API answers again within 5 s, without a restart; and the server's log stays
 * JSON, without statements or a warning's stack, each cause of the failures written at most once per
 * interval (not once per failed request). Prints JSON lines of figures.
 */
import autocannon from 'autocannon';
import { createInterface } from 'node:readline';
import { BASE, createBenchDirectory, serverAnswers, startServer, stopServer, waitFor, runScript } from '../bench/bench-directory';
import { logProblems } from './log-checks';

const DOWN_SECONDS = 10;
const PROBE = '/api/states/texas/cities';

interface Probe {
  status: number;
  ms: number;
  json: boolean;
}

async function probe(path: string): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}${path}`, { signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    let json = false;
    try {
      json = typeof JSON.parse(text) === 'object';
    } catch {
      json = false;
    }
    return { status: response.status, ms: performance.now() - started, json };
  } catch {
    return { status: 0, ms: performance.now() - started, json: false };
  }
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_outage', 1);
  const server = startServer(directory.databaseUrl, {
    SAMPLE_DATA_ON_EMPTY: 'false',
    API_RATE_LIMIT: '0',
    API_CACHE_SECONDS: '0',
    LOG_LEVEL: 'log',
  });
  // The log meanwhile: a line per failed request, and each cause of the failures once per interval.
  const logLines: string[] = [];
  createInterface({ input: server.stdout! }).on('line', (line) => logLines.push(line));
  const started = Date.now();
  const failures: string[] = [];
  try {
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');
    await waitFor(async () => (await fetch(`${BASE}/sitemap.xml`)).ok, Date.now() + 60_000, 'The first sitemap');

    const load = autocannon({
      url: BASE,
      connections: 16,
      duration: DOWN_SECONDS + 20,
      timeout: 10,
      requests: [PROBE, '/api/stats', '/api/states/oregon/cities/portland/stores?limit=100', '/api/stores/search?query=vintage'].map(
        (path) => ({ method: 'GET' as const, path }),
      ),
    });
    await new Promise((wait) => setTimeout(wait, 5_000));

    await directory.postgres.pause();
    const downAt = Date.now();
    const api: Probe[] = [];
    const ready: Probe[] = [];
    const sitemap: Probe[] = [];
    while (Date.now() - downAt < DOWN_SECONDS * 1000) {
      const [a, r, s] = await Promise.all([probe(PROBE), probe('/api/health/ready'), probe('/sitemap.xml')]);
      api.push(a);
      ready.push(r);
      sitemap.push(s);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    await directory.postgres.resume();
    const upAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - upAt < 30_000) {
      const answer = await probe(PROBE);
      if (answer.status === 200) {
        recoveredMs = Date.now() - upAt;
        break;
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const result = await load;

    // The first probes may still find a connection that has not noticed yet: judge those after the first second.
    const settled = api.slice(5);
    const slowest = Math.round(Math.max(...settled.map((answer) => answer.ms)));
    const figures = {
      label: `outage: PostgreSQL stopped for ${DOWN_SECONDS} s under 16 connections`,
      whileDown: {
        apiStatuses: count(api.map((answer) => answer.status)),
        apiSlowestMs: slowest,
        apiAllJson: api.every((answer) => answer.json),
        readinessStatuses: count(ready.map((answer) => answer.status)),
        sitemapStatuses: count(sitemap.map((answer) => answer.status)),
      },
      recoveredAfterMs: recoveredMs,
      load: {
        requests: result.requests.total,
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
        errors: result.errors,
        timeouts: result.timeouts,
      },
    };
    console.log(JSON.stringify(figures));

    if (!settled.every((answer) => answer.status === 503 && answer.json)) failures.push('API calls did not all answer 503 JSON while down');
    if (slowest >= 1000) failures.push(`an API call took ${slowest} ms while down`);
    if (!ready.slice(5).every((answer) => answer.status === 503)) failures.push('readiness did not report the outage');
    if (!sitemap.every((answer) => answer.status === 200)) failures.push('/sitemap.xml was not served while down');
    if (recoveredMs < 0 || recoveredMs > 5_000) failures.push(`recovery took ${recoveredMs} ms`);
    if (result.timeouts > 0) failures.push(`${result.timeouts} requests hung`);
    const unexpected = Object.keys(result.statusCodeStats ?? {}).filter((code) => code !== '200' && code !== '503');
    if (unexpected.length > 0) failures.push(`answers with status ${unexpected.join(', ')}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    const warnings = logLines.filter((line) => /^\{"level":(40|50|60)\b/.test(line));
    const logFailures = logProblems(logLines, seconds);
    console.log(
      JSON.stringify({
        label: 'outage: the log',
        seconds,
        lines: logLines.length,
        warningsAndErrors: warnings.length,
        problems: logFailures.length,
      }),
    );
    for (const line of warnings.slice(0, 20)) console.log(`  ${line.slice(0, 220)}`);
    failures.push(...logFailures.slice(0, 10));
  } finally {
    await stopServer(server);
    await directory.stop();
  }
  if (failures.length > 0) {
    console.error(`Outage test failed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

function count(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

runScript(main);
