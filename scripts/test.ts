import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { findPostgresBinaries, POSTGRES_MISSING } from '../backend/test/test-postgres';
import { findChromium } from '../e2e/chromium';

/**
 * `npm test`: the suite's layers in order, each an npm script (`npm run test:unit` runs one alone).
 * Run by Node itself with tsx's loader (not tsx's command, a process between npm's shell and this one).
 * It first says which PostgreSQL and browser the tests will use. Each layer runs in a process group
 * of its own, so that a stop reaches all of it: on SIGINT, SIGTERM or SIGHUP, or once the process
 * that started this one is gone (npm's shell dies on SIGTERM and leaves its children running), the
 * layer is told to stop and, 20 s on, killed. The servers a layer started stop with it
 * (backend/test/stop-when-gone.ts), watching this process too (`TEST_RUN_PID`).
 */
const ALL_LAYERS = ['lint', 'typecheck', 'build', 'test:unit', 'test:integration', 'test:e2e'];
/** `TEST_LAYERS=test:unit,test:e2e`: only those, in that order. */
const LAYERS = process.env.TEST_LAYERS?.split(',').filter(Boolean) ?? ALL_LAYERS;
const GRACE_MS = 20_000;

/** One line on the tools the tests use, or why they cannot run. */
function describeTools(): boolean {
  const postgres = findPostgresBinaries();
  const chromium = findChromium();
  const browser = chromium === 'registry' ? "npm's @sparticuz/chromium" : chromium.origin;
  if (!postgres) {
    console.error(`npm test: ${POSTGRES_MISSING}`);
    return false;
  }
  const version = execFileSync(join(postgres.directory, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  console.log(`npm test: ${version.replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ')}, ${postgres.origin}; browser: ${browser}`);
  return true;
}

let layer: ChildProcess | undefined;
let stopping: NodeJS.Signals | undefined;

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = signal;
  if (!layer?.pid || layer.exitCode !== null) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  process.kill(-layer.pid, signal);
  setTimeout(() => layer?.pid && process.kill(-layer.pid, 'SIGKILL'), GRACE_MS).unref();
}

function runLayer(script: string): Promise<number> {
  return new Promise((resolveCode) => {
    layer = spawn('npm', ['run', script], {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, TEST_RUN_PID: String(process.pid) },
    });
    layer.once('exit', (code, signal) => resolveCode(code ?? (signal ? 128 + 15 : 1)));
  });
}

async function main(): Promise<number> {
  if (!describeTools()) return 1;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM'));
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop('SIGTERM'), 500).unref();
  for (const script of LAYERS) {
    const code = await runLayer(script);
    if (stopping) return 128 + (stopping === 'SIGINT' ? 2 : 15);
    if (code !== 0) return code;
  }
  return 0;
}

void main().then((code) => process.exit(code));
