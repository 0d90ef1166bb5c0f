import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Concurrent connections and measured seconds of every load run (BENCH_CONNECTIONS, BENCH_SECONDS). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
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

/** How many distinct visitors the load tool's requests come from (BENCH_CLIENTS). */
export const CLIENT_ADDRESSES = Number(process.env.BENCH_CLIENTS ?? 20000);

/**
 * Lua shared by the scripts: each request from the next of `CLIENT_ADDRESSES` visitors, named in
 * `X-Forwarded-For` as the caching proxy in front names them (the deployed server trusts the
 * loopback), so that per-client state (the rate limits' counts) is as large as many visitors make
 * it, not as one address sending everything would.
 */
const CLIENT_LUA = `
local client = 0
local function visitor()
  client = client % ${CLIENT_ADDRESSES} + 1
  -- wrk.format takes these in place of the command line's headers: they are copied in.
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers['X-Forwarded-For'] = string.format('10.%d.%d.%d', math.floor(client / 65536) % 256, math.floor(client / 256) % 256, client % 256)
  return headers
end
`;

/**
 * wrk's script: the paths given after `--` in turn, each from the next visitor, and at the end one JSON line of what was
 * measured (latencies in microseconds; errors are failed connections, reads, writes, timeouts and
 * answers of 400 or more).
 */
const PATHS_SCRIPT = `${CLIENT_LUA}
local paths, turn = {}, 0
function init(args)
  for _, path in ipairs(args) do paths[#paths + 1] = path end
end
function request()
  turn = turn % #paths + 1
  return wrk.format(nil, paths[turn], visitor())
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"microseconds":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/**
 * wrk's script for a replayed log (args: file, start, threads): the file's paths (one a line, read
 * in `init`) in turn, each from the next visitor, `start` paths in (those an earlier run asked), each thread taking every
 * `threads`th path; at the end one JSON line as the paths script's, but for errors: failed
 * connections, reads, writes, timeouts and answers of 500 or more (counted by each thread in
 * `response`, summed in `done`), 4xx answers apart.
 */
const REPLAY_SCRIPT = `${CLIENT_LUA}
local threads = {}
function setup(thread)
  thread:set('id', #threads)
  table.insert(threads, thread)
end
local paths, turn, step = {}, 0, 1
server_errors = 0
function init(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
  turn = tonumber(args[2]) + id
  step = tonumber(args[3])
end
function request()
  local path = paths[turn % #paths + 1]
  turn = turn + step
  return wrk.format(nil, path, visitor())
end
function response(status, headers, body)
  if status >= 500 then server_errors = server_errors + 1 end
end
function done(summary, latency, requests)
  local e, server = summary.errors, 0
  for _, thread in ipairs(threads) do server = server + thread:get('server_errors') end
  io.write(string.format('\\n{"requests":%d,"microseconds":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"answers4xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + server, e.status - server))
end
`;

let scriptFolder: string | undefined;
/** A Lua script, written once into a folder removed at exit. */
function scriptFile(name: string, text: string): string {
  if (!scriptFolder) {
    const folder = mkdtempSync(join(tmpdir(), 'directory-bench-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    scriptFolder = folder;
  }
  const file = join(scriptFolder, name);
  if (!existsSync(file)) writeFileSync(file, text);
  return file;
}
const execFileAsync = promisify(execFile);

interface WrkSummary {
  requests: number;
  microseconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** One wrk run with a script (given after `--`, its `args`): the JSON line its `done` writes. */
async function wrk<Summary extends WrkSummary = WrkSummary>(
  base: string,
  script: string,
  scriptArgs: string[],
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Summary> {
  const args = [
    `--threads=${Math.min(THREADS, connections)}`,
    `--connections=${connections}`,
    `--duration=${seconds}s`,
    `--timeout=${TIMEOUT_SECONDS}s`,
    `--script=${script}`,
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    base,
    '--',
    ...scriptArgs,
  ];
  const { stdout } = await execFileAsync('wrk', args, { maxBuffer: 1 << 20 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('The benchmark needs wrk on the PATH (Debian: apt-get install wrk)');
    throw error;
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Summary;
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
  const script = scriptFile('paths.lua', PATHS_SCRIPT);
  if (warmUp) {
    for (const path of paths) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    if (WARM_UP_SECONDS > 0) await wrk(base, script, paths, headers, WARM_UP_SECONDS, connections);
  }
  return loadResult(label, await wrk(base, script, paths, headers, seconds, connections));
}

/** A wrk run's figures: requests per second and latencies in milliseconds (none when nothing was answered). */
function loadResult(label: string, run: WrkSummary): LoadResult & { requests: number } {
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

/**
 * A replayed log against a server on 127.0.0.1: the paths of `pathsFile` (one a line) in turn,
 * `start` paths in, with `connections` connections for `seconds`. Its errors are failed
 * connections, reads, writes, timeouts and 5xx answers; 4xx answers are part of a log (unknown
 * addresses), counted apart.
 */
export async function measureReplay(
  label: string,
  base: string,
  pathsFile: string,
  start: number,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult & { requests: number; answers4xx: number }> {
  const threads = Math.min(THREADS, connections);
  const run = await wrk<WrkSummary & { answers4xx: number }>(
    base,
    scriptFile('replay.lua', REPLAY_SCRIPT),
    [pathsFile, String(start), String(threads)],
    {},
    seconds,
    connections,
  );
  return { ...loadResult(label, run), answers4xx: run.answers4xx };
}
