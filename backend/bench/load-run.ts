import autocannon from 'autocannon';

/** Concurrent connections and measured seconds of every load run (BENCH_CONNECTIONS, BENCH_SECONDS). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Load on one path, or on a mix of paths that each connection goes through in turn, against a
 * server on 127.0.0.1: every path once (as earlier visitors would have asked), a 2-second warm-up,
 * then SECONDS measured.
 */
export async function measureLoad(label: string, base: string, paths: string[], headers: Record<string, string> = {}) {
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  };
  for (const path of paths) await fetch(`${base}${path}`, { headers });
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
