/**
 * `npm run lighthouse`: Lighthouse scores of the main pages, on the built app started as the e2e
 * tests start it (its own PostgreSQL, the sample data), with Debian's Chromium. Each page is measured
 * RUNS times and the median score reported; exits 1 when a median is under MINIMUM.
 * Options: LIGHTHOUSE_PRESET=desktop|mobile (default desktop), LIGHTHOUSE_RUNS (default 3).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, requireChromium } from '../chromium';
import { E2E_BASE_URL, startE2eServer } from '../e2e-server';

const run = promisify(execFile);
/** Lighthouse's own CLI, run as it ships (a TypeScript loader must not rewrite code it runs in the page). */
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }>;
}

async function measure(url: string): Promise<LighthouseReport> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(PRESET === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: requireChromium() }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MINIMUM = Number(process.env.LIGHTHOUSE_MINIMUM ?? 95);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Total blocking time must stay under this (median). */
const MAX_BLOCKING_MS = 200;
const PRESET = process.env.LIGHTHOUSE_PRESET === 'mobile' ? 'mobile' : 'desktop';

/** A results page: kept out of search engines (`noindex`), which fails Lighthouse's 'is-crawlable' audit by design. */
const SEARCH_PAGE = '/search?q=Austin';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function storePath(): Promise<string> {
  const answer = (await (await fetch(`${E2E_BASE_URL}/api/states/california/cities/los-angeles/stores?limit=1`)).json()) as {
    stores: { slug: string }[];
  };
  return `/california/los-angeles/${answer.stores[0]!.slug}`;
}

async function main(): Promise<number> {
  const stop = await startE2eServer();
  let failures = 0;
  try {
    const pages = ['/', '/california', '/california/los-angeles', await storePath(), SEARCH_PAGE, '/map'];
    console.log(`Lighthouse ${PRESET}, median of ${RUNS} runs, minimum ${MINIMUM}`);
    for (const path of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      let initialScriptKb = 0;
      const blocking: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const report = await measure(`${E2E_BASE_URL}${path}`);
        for (const category of CATEGORIES) scores[category]!.push(Math.round((report.categories[category]?.score ?? 0) * 100));
        const summary = report.audits['resource-summary']?.details;
        initialScriptKb = Math.round((summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024);
        blocking.push(Math.round(report.audits['total-blocking-time']?.numericValue ?? 0));
      }
      const medians = CATEGORIES.map((category) => [category, median(scores[category]!)] as const);
      // Results pages are `noindex` on purpose, which Lighthouse's SEO score counts against them.
      const judged = medians.filter(([category]) => !(path === SEARCH_PAGE && category === 'seo'));
      failures += judged.filter(([, score]) => score < MINIMUM).length;
      const note = path === SEARCH_PAGE ? ' (seo not judged: noindex on purpose)' : '';
      const tbt = median(blocking);
      if (tbt >= MAX_BLOCKING_MS) failures += 1;
      console.log(
        `${path}: ${medians.map(([category, score]) => `${category} ${score}`).join(', ')}; total blocking time ${tbt} ms; scripts ${initialScriptKb} KB transferred${note}`,
      );
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
