import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Concurrent connections and measured seconds of every load run (BENCH_CONNECTIONS, BENCH_SECONDS). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
/** The load tool's threads (BENCH_LOAD_THREADS): one leaves the other core to the server and PostgreSQL. */
const THREADS = Number(process.env.BENCH_LOAD_THREADS ?? 1);
/** A request unanswered this long counts as an error. */
const TIMEOUT_SECONDS = 10;

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds, from every measured response. */
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * wrk's script: the paths given after `--` in turn, and at the end one JSON line of what was
 * measured (latencies in microseconds; errors are failed connections, reads, writes, timeouts and
 * answers of 400 or more).
 */
const WRK_SCRIPT = `
local paths, turn = {}, 0
function init(args)
  for _, path in ipairs(args) do paths[#paths + 1] = path end
end
function request()
  turn = turn % #paths + 1
  return wrk.format(nil, paths[turn])
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"microseconds":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

let scriptFile: string | undefined;
const execFileAsync = promisify(execFile);

interface WrkSummary {
  requests: number;
  microseconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function wrk(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<WrkSummary> {
  if (!scriptFile) {
    const folder = mkdtempSync(join(tmpdir(), 'directory-bench-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    scriptFile = join(folder, 'paths.lua');
    writeFileSync(scriptFile, WRK_SCRIPT);
  }
  const args = [
    `--threads=${Math.min(THREADS, connections)}`,
    `--connections=${connections}`,
    `--duration=${seconds}s`,
    `--timeout=${TIMEOUT_SECONDS}s`,
    `--script=${scriptFile}`,
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    base,
    '--',
    ...paths,
  ];
  const { stdout } = await execFileAsync('wrk', args, { maxBuffer: 1 << 20 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('The benchmark needs wrk on the PATH (Debian: apt-get install wrk)');
    throw error;
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as WrkSummary;
}

const milliseconds = (microseconds: number) => Math.round(microseconds / 10) / 100;

/**
 * Load on one path, or on a mix of paths taken in turn, against a server on 127.0.0.1: every path
 * once (as earlier visitors would have asked), a warm-up (unless `warmUp` is false: a server just
 * measured on the same paths is warm), then SECONDS measured, with wrk. Its
 * percentiles come from each response's own time, in microseconds. (autocannon, used before, keeps
 * each answer's body as a string it appends to: 290 KB answers came at 235 a second where wrk reads
 * 13,900 from the same server, so it measured itself.)
 */
export async function measureLoad(
  label: string,
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
  warmUp = true,
  { connections = CONNECTIONS, seconds = SECONDS }: { connections?: number; seconds?: number } = {},
): Promise<LoadResult & { requests: number }> {
  if (warmUp) {
    for (const path of paths) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    if (WARM_UP_SECONDS > 0) await wrk(base, paths, headers, WARM_UP_SECONDS, connections);
  }
  const run = await wrk(base, paths, headers, seconds, connections);
  const answered = run.requests > 0;
  return {
    label,
    requests: run.requests,
    requestsPerSecond: Math.round(run.requests / (run.microseconds / 1e6)),
    p50: answered ? milliseconds(run.p50) : Number.NaN,
    p95: answered ? milliseconds(run.p95) : Number.NaN,
    p99: answered ? milliseconds(run.p99) : Number.NaN,
    errors: run.errors,
  };
}
