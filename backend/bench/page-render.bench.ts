/**
 * The server's own work for a page, beyond its queries: the built page renderer
 * (`frontend/dist-server/entry-server.cjs`, as the server loads it) renders a page in this process
 * from API answers read once from a running server and handed back from memory, so that every
 * millisecond counted is the render's (routing, loaders, the query cache, React, the page state).
 */
import type { Client } from 'pg';
import type { SiteSettings } from '../src/contracts/page-render.contract';
import { DEFAULT_MAP_TILES } from '../src/contracts/store-map.contract';
import { builtRenderer, type CapturedAnswer } from './built-renderer';

export interface RenderCost {
  path: string;
  storeCards: number;
  htmlKilobytes: number;
  renders: number;
  /** CPU time (user + system) of one render, in ms: median, p95 and the highest. */
  cpuMs: { p50: number; p95: number; max: number };
}

/** The city with the most stores: its page shows the most store cards (up to 100). */
export async function largestCityPath(database: Client): Promise<string> {
  const { rows } = await database.query<{ state: string; city: string }>(
    'select s.slug as state, c.slug as city from city c join state s on s.id = c.state_id order by c.store_count desc, c.id limit 1',
  );
  if (!rows[0]) throw new Error('The directory has no city');
  return `/${rows[0].state}/${rows[0].city}`;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const round = (ms: number) => Number(ms.toFixed(2));

/**
 * Renders `path` `renders` times after `warmUp` renders, one at a time, with the API answers it asks
 * for (read from the server at `at` on first use) served from memory.
 */
export async function measurePageRender(at: string, path: string, renders = 200, warmUp = 30): Promise<RenderCost> {
  const answers = new Map<string, CapturedAnswer>();
  /** Reads that did not answer at all (the connection failed), to say why a page did not render. */
  const unanswered: string[] = [];
  const { renderer } = builtRenderer(async (apiPath) => {
    let answer = answers.get(apiPath);
    if (!answer) {
      try {
        // A connection the server closed as idle just as this read took it fails before any answer
        // ('other side closed'): a GET, asked again on a new one.
        const response = await fetch(`${at}${apiPath}`).catch(() => fetch(`${at}${apiPath}`));
        answer = { status: response.status, body: await response.text() };
      } catch (error) {
        unanswered.push(
          `${apiPath}: ${String(error)}${error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''}`,
        );
        throw error;
      }
      answers.set(apiPath, answer);
    }
    return answer;
  });
  const settings: SiteSettings = {
    site: { url: at, name: 'Consignment Store Finder', contactEmail: 'awards@example.com', awardYear: 2025 },
    mapTiles: DEFAULT_MAP_TILES,
    renderedAt: new Date().toISOString(),
  };
  const renderOnce = async (): Promise<string> => {
    const page = await renderer.renderPage(`${at}${path}`, settings);
    if (page.kind !== 'page' || page.status !== 200) {
      // The failed queries as the page state says them (their errors), besides the reads that failed.
      const state =
        page.kind === 'page'
          ? (JSON.parse(page.state) as { queries?: { queries?: { queryKey: unknown; state: { error: unknown } }[] } })
          : {};
      const errors = (state.queries?.queries ?? [])
        .filter((query) => query.state.error)
        .map((query) => `${JSON.stringify(query.queryKey)}: ${JSON.stringify(query.state.error).slice(0, 300)}`);
      const failed = [...answers]
        .filter(([, answer]) => answer.status !== 200)
        .map(([apiPath, answer]) => `${apiPath}: ${answer.status} ${answer.body.slice(0, 200)}`);
      const why = [...errors, ...failed, ...unanswered].join('; ') || 'every read answered 200';
      throw new Error(`${path} did not render as a page (${page.kind}${page.kind === 'page' ? ` ${page.status}` : ''}); ${why}`);
    }
    return page.renderBody() + page.state;
  };

  let html = '';
  for (let run = 0; run < warmUp; run += 1) html = await renderOnce();
  const cpu: number[] = [];
  for (let run = 0; run < renders; run += 1) {
    const before = process.cpuUsage();
    await renderOnce();
    const spent = process.cpuUsage(before);
    cpu.push((spent.user + spent.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  return {
    path,
    storeCards: html.match(/<article\b/g)?.length ?? 0,
    htmlKilobytes: Math.round(Buffer.byteLength(html) / 1024),
    renders,
    cpuMs: { p50: round(percentile(cpu, 0.5)), p95: round(percentile(cpu, 0.95)), max: round(cpu.at(-1)!) },
  };
}
