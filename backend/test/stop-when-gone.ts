import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** What to undo once the run is gone: processes to stop, commands to run, folders to remove. */
export interface Cleanup {
  processes?: number[];
  commands?: string[][];
  folders?: string[];
}

/** A watch set on the run; `release` ends it once the run has cleaned up itself. */
export interface Watch {
  release(): void;
}

/**
 * The processes whose end ends the run: this one, and the suite's runner (`TEST_RUN_PID`, set by
 * `npm test`), whose end a layer it started may outlive.
 */
function runProcesses(): number[] {
  const runner = Number(process.env.TEST_RUN_PID);
  return Number.isInteger(runner) && runner > 0 && runner !== process.pid ? [process.pid, runner] : [process.pid];
}

/**
 * What a test run starts outside itself (a PostgreSQL, which pg_ctl puts in a session of its own; an
 * app server) must not outlive it, however it ends: a signal that skips its teardown, a crash, a
 * kill. A small detached process (`stop-when-gone.watcher.ts`) watches the run's processes and, once
 * one is gone, stops and removes what `cleanup` names.
 */
export function stopWhenGone(cleanup: Cleanup): Watch {
  const watcher = spawn(
    process.execPath,
    // Node itself with tsx's loader: one process (tsx's command would start a second one).
    ['--import', 'tsx', join(__dirname, 'stop-when-gone.watcher.ts'), JSON.stringify(runProcesses()), JSON.stringify(cleanup)],
    { detached: true, stdio: 'ignore', cwd: __dirname },
  );
  watcher.unref();
  return {
    release: () => {
      if (watcher.exitCode === null) watcher.kill('SIGTERM');
    },
  };
}
