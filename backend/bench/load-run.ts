import autocannon from 'autocannon';

/** Concurrent connections and measured seconds of every load run (BENCH_CONNECTIONS, BENCH_SECONDS). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds, from every measured response. */
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

const round = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

/**
 * Load on one path, or on a mix of paths that each connection goes through in turn, against a
 * server on 127.0.0.1: every path once (as earlier visitors would have asked), a warm-up, then
 * SECONDS measured. Percentiles come from each response's own time (autocannon's histogram keeps
 * whole milliseconds only).
 */
export async function measureLoad(
  label: string,
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
  seconds = SECONDS,
): Promise<LoadResult> {
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  };
  for (const path of paths) await fetch(`${base}${path}`, { headers });
  if (WARM_UP_SECONDS > 0) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const latencies: number[] = [];
  // The run is both a promise of the result and an emitter of each response.
  const run = autocannon({ ...options, duration: seconds }) as ReturnType<typeof autocannon> & import('node:events').EventEmitter;
  run.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => latencies.push(milliseconds));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    errors: result.errors + result.non2xx,
  };
}
