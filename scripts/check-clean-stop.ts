import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * SIGTERM to `npm test` during the browser tests (as a CI time-out sends it) leaves nothing running:
 * starts `npm test` with its browser layer only, sends npm SIGTERM once the app answers and the tests
 * run, then waits up to 40 s until no process of that run is left (its PostgreSQL, the app, the test
 * workers, the browsers), found by a mark in their environment. Exits 1, naming them, if some are.
 */
const MARK_VALUE = randomBytes(8).toString('hex');
const MARK = `TEST_CLEAN_STOP_CHECK=${MARK_VALUE}`;

function marked(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(MARK)) continue;
      found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ').trim()}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

async function main(): Promise<number> {
  const run = spawn('npm', ['test'], {
    env: { ...process.env, TEST_LAYERS: 'test:e2e', TEST_CLEAN_STOP_CHECK: MARK_VALUE },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<void>((resolveStarted, reject) => {
    createInterface({ input: run.stdout }).on('line', (line) => {
      console.log(`  | ${line}`);
      // The list reporter's first results: the app answers and the browsers run.
      if (/^\s+✓/.test(line)) resolveStarted();
    });
    run.once('exit', (code) => reject(new Error(`npm test ended (${code}) before the browser tests ran`)));
  });
  await started;
  console.log(`SIGTERM to npm test (${run.pid}) during the browser tests; ${marked().length} processes of the run`);
  run.kill('SIGTERM');
  const deadline = Date.now() + 40_000;
  let left = marked();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 500));
    left = marked();
  }
  if (left.length > 0) {
    console.error(`Left running 40 s after SIGTERM:\n${left.join('\n')}`);
    for (const pid of left.map((line) => Number(line.split(' ')[0]))) process.kill(pid, 'SIGKILL');
    return 1;
  }
  console.log('Nothing of the run is left running.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
