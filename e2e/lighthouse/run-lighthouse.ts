/**
 * `npm run lighthouse`: Lighthouse scores of every kind of page (e2e/support/page-kinds.ts), on the
 * built app started as the e2e tests start it (its own PostgreSQL, the sample data), with Debian's
 * Chromium. Each page is measured RUNS times and the median score and Largest Contentful Paint
 * reported; exits 1 when a median is under its goal (performance 100 on desktop and 95 on phones; 100
 * for accessibility, best practices and SEO).
 * Options: LIGHTHOUSE_PRESET=desktop|mobile (default desktop), LIGHTHOUSE_RUNS (default 3),
 * LIGHTHOUSE_PAGES (comma-separated paths, e.g. /map,/texas: only the page kinds whose address starts so).
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, chromiumEnvironment, prepareChromium } from '../chromium';
import { startE2eServer } from '../e2e-server';
import { ITEMS_RESULTS_PAGE, NOT_FOUND_PAGE, pageKinds, SEARCH_RESULTS_PAGE } from '../support/page-kinds';

const run = promisify(execFile);
/** Lighthouse's own CLI, run as it ships (a TypeScript loader must not rewrite code it runs in the page). */
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

interface LighthouseReport {
  /** Lighthouse's measure of this machine's CPU (higher is faster), which its slowdown multiplies. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: {
        items?: {
          resourceType?: string;
          transferSize?: number;
          sourceLocation?: { url?: string };
          groupLabel?: string;
          duration?: number;
          url?: string;
          startTime?: number;
        }[];
      };
    }
  >;
}

/**
 * A category's score, in percent. Page Not Found's 404 is an error the browser writes to the console
 * about the page itself: counted against best practices ('errors-in-console') unless it is the only
 * error there, which is what a page that answers 404 on purpose must cause.
 */
function categoryScore(report: LighthouseReport, category: string, url: string, notFound: boolean): number {
  const { score, auditRefs } = report.categories[category] ?? { score: 0, auditRefs: [] };
  const consoleErrors = report.audits['errors-in-console'];
  const onlyOwnStatus = consoleErrors?.details?.items?.every((item) => item.sourceLocation?.url === url) ?? false;
  if (!(notFound && category === 'best-practices' && consoleErrors?.score === 0 && onlyOwnStatus)) return Math.round((score ?? 0) * 100);
  const counted = auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'errors-in-console' && report.audits[ref.id]?.score !== null);
  const total = counted.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((counted.reduce((sum, ref) => sum + ref.weight * (report.audits[ref.id]?.score ?? 0), 0) / total) * 100);
}

/** Lighthouse asks for a new run when Chromium's trace of the load comes back incomplete (e.g. NO_NAVSTART). */
const ATTEMPTS = 3;

async function measure(url: string, options: MeasureOptions): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, options);
    } catch (error) {
      const code = runtimeErrorCode((error as { stderr?: string }).stderr);
      if (!code || attempt === ATTEMPTS) throw error;
      console.log(`${url}: Lighthouse run failed (${code}), running it again`);
    }
  }
}

/** The code of the runtime error a failed run names: the CLI ends its message with it, as in '(NO_NAVSTART)'. */
const runtimeErrorCode = (stderr: string | undefined) => /Runtime error encountered: .*\((\w+)\)/.exec(stderr ?? '')?.[1];

/** Lighthouse's browser (chrome-launcher's CHROME_PATH), in the environment it needs. */
async function lighthouseEnvironment(): Promise<NodeJS.ProcessEnv> {
  const chromium = await prepareChromium();
  return { ...chromiumEnvironment(chromium), CHROME_PATH: chromium.path };
}

/** `notFound`: the page answers 404 on purpose (Lighthouse refuses such a page unless told). */
interface MeasureOptions {
  notFound: boolean;
}

async function measureOnce(url: string, { notFound }: MeasureOptions): Promise<LighthouseReport> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--quiet',
      ...(notFound ? ['--ignore-status-code'] : []),
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(PRESET === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: await lighthouseEnvironment(), maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESET = process.env.LIGHTHOUSE_PRESET === 'mobile' ? 'mobile' : 'desktop';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [];
/** The lowest median each category may have. */
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: PRESET === 'desktop' ? 100 : 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * Pages kept out of search engines on purpose, which Lighthouse's SEO score counts against them: a
 * results page (`noindex`) and Page Not Found (its 404 status).
 */
const NOT_FOR_SEARCH_ENGINES = new Set([SEARCH_RESULTS_PAGE, ITEMS_RESULTS_PAGE, NOT_FOUND_PAGE]);

/** Lighthouse's main-thread work by kind (script evaluation, style and layout...), the largest first. */
function mainThreadWork(report: LighthouseReport): string {
  const items = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items
    .filter((item) => (item.duration ?? 0) >= 10)
    .map((item) => `${item.groupLabel ?? 'Other'} ${Math.round(item.duration ?? 0)} ms`)
    .join(', ');
}

/** The page's longest main-thread tasks (Lighthouse's 'long-tasks'): how long, when, and whose script. */
function longestTasks(report: LighthouseReport, count = 4): string {
  const items = report.audits['long-tasks']?.details?.items ?? [];
  // A script by its name without the build's hash ('index.js'); the document or no URL: the page's own.
  const file = (url = '') => (url.endsWith('.js') ? url.slice(url.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, '.js') : 'the page');
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, count)
    .map((item) => `${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms (${file(item.url)})`)
    .join(', ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A plain land-coloured map tile, as a tile server would send one. */
const TILE = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8e4d8"/></svg>';

/**
 * The map's tile server is on the internet, out of this machine's reach: a stand-in on 127.0.0.1
 * answers every tile, so that the map page is measured loading its tiles as it does when deployed.
 */
async function startTileServer(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.svg`, close: () => server.close() };
}

async function main(): Promise<number> {
  const tiles = await startTileServer();
  try {
    return await measurePages(await startE2eServer({ MAP_TILE_URL: tiles.url }));
  } finally {
    tiles.close();
  }
}

async function measurePages({ baseUrl, stop }: { baseUrl: string; stop: () => Promise<void> }): Promise<number> {
  let failures = 0;
  try {
    const pages = Object.values(await pageKinds(baseUrl)).filter(
      (path) => ONLY.length === 0 || ONLY.some((start) => path.startsWith(start)),
    );
    const goals = CATEGORIES.map((category) => `${category} ${GOALS[category]}`).join(', ');
    console.log(`Lighthouse ${PRESET}, median of ${RUNS} runs; goals: ${goals}`);
    for (const path of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      let initialScriptKb = 0;
      const blocking: number[] = [];
      const largestPaint: number[] = [];
      const mainThread: string[] = [];
      const longTasks: string[] = [];
      const benchmarks: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const url = `${baseUrl}${path}`;
        const notFound = path === NOT_FOUND_PAGE;
        const report = await measure(url, { notFound });
        for (const category of CATEGORIES) scores[category]!.push(categoryScore(report, category, url, notFound));
        const summary = report.audits['resource-summary']?.details;
        initialScriptKb = Math.round((summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024);
        blocking.push(Math.round(report.audits['total-blocking-time']?.numericValue ?? 0));
        largestPaint.push(Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0));
        mainThread.push(mainThreadWork(report));
        longTasks.push(longestTasks(report));
        benchmarks.push(Math.round(report.environment?.benchmarkIndex ?? 0));
      }
      const medians = CATEGORIES.map((category) => [category, median(scores[category]!)] as const);
      const judged = medians.filter(([category]) => !(NOT_FOR_SEARCH_ENGINES.has(path) && category === 'seo'));
      failures += judged.filter(([category, score]) => score < GOALS[category]).length;
      const note = NOT_FOR_SEARCH_ENGINES.has(path) ? ' (seo not judged: kept out of search engines on purpose)' : '';
      const tbt = median(blocking);
      console.log(
        `${path}: ${medians.map(([category, score]) => `${category} ${score}`).join(', ')}; largest contentful paint ${median(largestPaint)} ms; total blocking time ${tbt} ms; scripts ${initialScriptKb} KB transferred${note}`,
      );
      // Where the main thread's time went, in the run whose blocking time is the median.
      console.log(`  main thread: ${mainThread[blocking.indexOf(tbt)]}`);
      console.log(`  longest tasks: ${longTasks[blocking.indexOf(tbt)] || 'none over 50 ms'}`);
      // Scores taken on a slower machine are lower for the same page: Lighthouse's CPU index says how fast this one ran.
      console.log(`  this machine's CPU (Lighthouse's benchmark index): ${benchmarks.join(', ')}`);
    }
  } finally {
    await stop();
  }
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
