/**
 * What a phone's main thread does in a page's long tasks: each page loaded on the built app with the
 * CPU slowed 4× (as Lighthouse's mobile preset), traced by Chromium, and each task of 50 ms or more
 * split into the work it ran (layout, style, the app's module evaluated, its functions called...),
 * each piece's own time. `npm run lighthouse` says how long the tasks are; this says what is in them.
 *
 *   TEST_TOOLS=registry npx tsx e2e/lighthouse/main-thread-trace.ts /about /texas
 */
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, chromiumEnvironment, prepareChromium } from '../chromium';
import { startE2eServer } from '../e2e-server';

/** A complete trace event ('X'), as Chromium writes it. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

type Slice = TraceEvent & { dur: number };

const LONG_TASK_MICROSECONDS = 50_000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const ms = (microseconds: number) => Math.round(microseconds / 1000);
const within = (inner: Slice, outer: Slice) => inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;

/** The page's main thread: the renderer thread with the most events. */
function mainThread(events: TraceEvent[]): Slice[] {
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const slices = (thread: TraceEvent) =>
    events.filter(
      (event): event is Slice => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined,
    );
  return threads.map(slices).sort((a, b) => b.length - a.length)[0] ?? [];
}

/** A task's work by kind, each kind's own time (its children's taken out), the largest first. */
function workIn(task: Slice, slices: Slice[]): [string, number][] {
  const inside = slices.filter((slice) => within(slice, task) && !TASK_NAMES.has(slice.name));
  const own = new Map<string, number>();
  for (const slice of inside) {
    const children = inside.filter((other) => within(other, slice));
    const direct = children.filter((child) => !children.some((parent) => within(child, parent)));
    const url = slice.args?.data?.url;
    const kind = url ? `${slice.name} ${url.slice(url.lastIndexOf('/') + 1)}` : slice.name;
    own.set(kind, (own.get(kind) ?? 0) + slice.dur - direct.reduce((sum, child) => sum + child.dur, 0));
  }
  return [...own].sort((a, b) => b[1] - a[1]);
}

async function main(paths: string[]): Promise<void> {
  const browserFiles = await prepareChromium();
  const { baseUrl, stop } = await startE2eServer();
  const browser = await chromium.launch({
    executablePath: browserFiles.path,
    env: chromiumEnvironment(browserFiles),
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'] });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const slices = mainThread(traceEvents);
      const start = Math.min(...slices.map((slice) => slice.ts));
      const long = slices
        .filter((slice) => TASK_NAMES.has(slice.name) && slice.dur >= LONG_TASK_MICROSECONDS)
        .sort((a, b) => b.dur - a.dur);
      console.log(`${path}: ${long.length} tasks of 50 ms or more, ${ms(long.reduce((sum, task) => sum + task.dur, 0))} ms in all`);
      for (const task of long) {
        const work = workIn(task, slices)
          .slice(0, 5)
          .map(([kind, time]) => `${kind} ${ms(time)}`)
          .join('; ');
        console.log(`  ${ms(task.dur)} ms at ${ms(task.ts - start)} ms: ${work}`);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main(process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/about']).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
