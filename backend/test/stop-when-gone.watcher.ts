import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Cleanup } from './stop-when-gone';

/**
 * Started by `stopWhenGone`: args are the JSON of the run's process ids and of the cleanup. Once one
 * of those processes is gone, it asks the processes to stop (SIGKILL after 10 s), runs the commands,
 * removes the folders and exits; SIGTERM (the run cleaned up itself) ends it at once.
 */
const run = promisify(execFile);
const [watched, cleanup] = [JSON.parse(process.argv[2] ?? '[]') as number[], JSON.parse(process.argv[3] ?? '{}') as Cleanup];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Sends `signal` to `pid` unless it has ended meanwhile. */
const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
};

async function cleanUp(): Promise<void> {
  const processes = cleanup.processes ?? [];
  for (const pid of processes) signal(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (processes.some(alive) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
  for (const pid of processes.filter(alive)) signal(pid, 'SIGKILL');
  for (const [command, ...args] of cleanup.commands ?? []) await run(command!, args).catch(() => undefined);
  for (const folder of cleanup.folders ?? []) await rm(folder, { recursive: true, force: true });
}

process.on('SIGTERM', () => process.exit(0));
const timer = setInterval(() => {
  if (watched.every(alive)) return;
  clearInterval(timer);
  void cleanUp().finally(() => process.exit(0));
}, 250);
