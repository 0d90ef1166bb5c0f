/**
 * The replayed traffic (traffic-mix.ts) under load, against the server as deployed and the baseline:
 * wrk asks each the mix in its order at 1, 2, 4, ... 64 connections, BENCH_TRAFFIC_SECONDS a step
 * (default 15), until a step's p95 reaches 100 ms. A server's figure is its step with the most
 * requests per second under that p95, with the CPU the server and PostgreSQL spent per 1,000 requests
 * and the server's highest resident memory meanwhile.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Client } from 'pg';
import { sampleMemory } from './bench-directory';
import { measureReplay, WARM_UP_SECONDS, type LoadResult } from './load-run';

export const TRAFFIC_SECONDS = Number(process.env.BENCH_TRAFFIC_SECONDS ?? 15);
/** Connections of each step: doubling, up to twice the 32 the endpoints are measured with. */
export const CONNECTION_STEPS = [1, 2, 4, 8, 16, 32, 64];
/** The latency goal: a step counts while its p95 stays under this. */
export const P95_LIMIT_MS = 100;
/** Paths answering another status on the deployed server than on the capture server, reported; more stop the run. */
const TOLERATED_STATUS_MISMATCHES = 5;

export interface TrafficServer {
  label: string;
  at: string;
  pid: number;
}

export interface TrafficStep extends LoadResult {
  connections: number;
  requests: number;
  /** 4xx answers: the mix's unknown addresses, not errors. */
  answers4xx: number;
  /** CPU milliseconds per 1,000 requests: the server's process (all its threads) and PostgreSQL's processes. */
  serverCpuMsPer1000: number;
  postgresCpuMsPer1000: number;
  /** The server's highest resident memory during the step, in MB, sampled every 50 ms. */
  serverPeakMb: number;
}

export interface TrafficLadder {
  steps: TrafficStep[];
  /** The step with the most requests per second whose p95 is under P95_LIMIT_MS; null when none was. */
  best: TrafficStep | null;
}

/** The fields of /proc/<pid>/stat after the command's name, from `state` on (man proc: field n at n - 3). */
function procStat(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
}

let ticksPerSecond: number | undefined;

/** CPU time a process has used, in ms (utime + stime: all its threads); with `endedChildren`, its waited-for children's too. */
function cpuMs(pid: number, endedChildren = false): number {
  const fields = procStat(pid);
  const ticks = fields[11]! + fields[12]! + (endedChildren ? fields[13]! + fields[14]! : 0);
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  return (ticks * 1000) / ticksPerSecond;
}

/** PostgreSQL's CPU time in ms: the postmaster's, its children's that have ended, and each running child's. */
function postgresCpuMs(postmaster: number): number {
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return children.reduce(
    (total, child) => {
      try {
        return total + cpuMs(child);
      } catch {
        return total; // ended since: its time is in the postmaster's ended children's
      }
    },
    cpuMs(postmaster, true),
  );
}

/** The postmaster of the PostgreSQL a client is connected to: its session's parent process. */
export async function postmasterPid(client: Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return procStat(rows[0]!.pid)[1]!;
}

/**
 * Every path asked once of the server at `at`, one at a time: those whose status is not the one the
 * capture saw (`expected`). More than a handful would have the baseline replay another site than the
 * one measured: the run stops.
 */
export async function statusMismatches(
  at: string,
  expected: Map<string, number>,
): Promise<{ path: string; expected: number; got: number }[]> {
  const mismatches: { path: string; expected: number; got: number }[] = [];
  for (const [path, status] of expected) {
    const response = await fetch(`${at}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== status) mismatches.push({ path, expected: status, got: response.status });
  }
  if (mismatches.length > TOLERATED_STATUS_MISMATCHES) {
    throw new Error(
      `${mismatches.length} of the traffic mix's ${expected.size} paths answer the deployed server with another status than the capture server: ${JSON.stringify(mismatches.slice(0, 10))}`,
    );
  }
  return mismatches;
}

/** Milliseconds of CPU per 1,000 requests, to a tenth. */
const per1000 = (ms: number, requests: number) => (requests > 0 ? Math.round((ms / requests) * 10_000) / 10 : Number.NaN);

/**
 * The mix in `pathsFile` (one path a line) against each server at every step of CONNECTION_STEPS,
 * the servers taking turns at each step (speed drifts between runs, and runs in turn drift alike),
 * each step once PostgreSQL has `settled` and going on in the mix where the server's step before
 * stopped. A server stops after its first step whose p95 reaches P95_LIMIT_MS. A warm-up of
 * BENCH_WARM_UP_SECONDS at one connection comes before the first step. Every step is printed as it ends.
 */
export async function climbTraffic<Name extends string>(
  pathsFile: string,
  servers: Record<Name, TrafficServer>,
  postmaster: number,
  settled: () => Promise<void>,
): Promise<Record<Name, TrafficLadder>> {
  const names = Object.keys(servers) as Name[];
  /** How far into the mix each server is. */
  const asked = new Map(names.map((name) => [name, 0]));
  const steps = new Map(names.map((name) => [name, [] as TrafficStep[]]));
  if (WARM_UP_SECONDS > 0) {
    for (const name of names) {
      const warmUp = await measureReplay(servers[name].label, servers[name].at, pathsFile, 0, { connections: 1, seconds: WARM_UP_SECONDS });
      asked.set(name, warmUp.requests);
    }
  }
  for (const connections of CONNECTION_STEPS) {
    // A step that answered nothing (p95 NaN) stops its server too.
    const climbing = names.filter((name) => {
      const last = steps.get(name)!.at(-1);
      return !last || last.p95 < P95_LIMIT_MS;
    });
    for (const name of climbing) {
      const server = servers[name];
      await settled();
      const serverBefore = cpuMs(server.pid);
      const postgresBefore = postgresCpuMs(postmaster);
      const stopSampling = sampleMemory(server.pid);
      const run = await measureReplay(server.label, server.at, pathsFile, asked.get(name)!, { connections, seconds: TRAFFIC_SECONDS });
      const step: TrafficStep = {
        ...run,
        connections,
        serverCpuMsPer1000: per1000(cpuMs(server.pid) - serverBefore, run.requests),
        postgresCpuMsPer1000: per1000(postgresCpuMs(postmaster) - postgresBefore, run.requests),
        serverPeakMb: stopSampling(),
      };
      asked.set(name, asked.get(name)! + run.requests);
      steps.get(name)!.push(step);
      console.log(JSON.stringify(step));
    }
  }
  const ladder = (name: Name): TrafficLadder => {
    const under = steps.get(name)!.filter((step) => step.p95 < P95_LIMIT_MS);
    return {
      steps: steps.get(name)!,
      best: under.reduce<TrafficStep | null>(
        (best, step) => (!best || step.requestsPerSecond > best.requestsPerSecond ? step : best),
        null,
      ),
    };
  };
  return Object.fromEntries(names.map((name) => [name, ladder(name)])) as Record<Name, TrafficLadder>;
}
