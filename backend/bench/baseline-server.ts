/**
 * The benchmark's baseline: a minimal server on Node's own `http` and `pg`, without framework, ORM,
 * validation, security headers or logs. For each path it knows, it runs the statements the real server
 * ran for that path (captured by sql-capture.preload.ts) one after another on a pool of the same size,
 * then answers:
 * - an API path: the last statement's rows as JSON;
 * - a page: the same page, rendered by the web app's own built renderer (`entry-server.cjs`, as the
 *   real server loads it) from the API answers the real server gave at capture, held in memory, in
 *   the same document (`site/page-document.ts`). A raw server that serves the page has to render
 *   it: what stays out is the framework (Nest, Express, MikroORM, validation, the render's reads
 *   through the app's own pipeline). `BASELINE_PAGES=rows` answers pages with the rows instead;
 * - a store's picture or a page's share card: the same picture, drawn from the same data by the same
 *   artwork (`share-card-artwork.ts`) on its own request loop, once per picture, then kept in memory;
 * - a path the real server answers without a query (from memory, or a file): the same body,
 *   compressed once at start when the request accepts gzip, as the real server keeps it;
 * each with the status the real server gave (200 unless the plan says).
 * The benchmark runs both on the same database in the same run, so their requests per second show what
 * the framework and the ORM cost.
 *
 *   BASELINE_PLAN=plan.json DATABASE_URL=... PORT=... POOL_SIZE=10 node --require tsx/cjs baseline-server.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Pool } from 'pg';
import type { SiteSettings } from '../src/contracts/page-render.contract';
import { documentEnd, documentStart } from '../src/site/page-document';
import type { ArtworkTask } from '../src/share-images/artwork-pool';
import { shareCardPng, storePicturePng } from '../src/share-images/share-card-artwork';
import { builtRenderer, type CapturedAnswer } from './built-renderer';
import type { CapturedStatement } from './sql-capture.preload';

/** What the baseline does for one path: run these statements (then render the page, if it is one), or send this body; with this status (default 200). */
type BaselineStep = ({ statements: CapturedStatement[]; page?: true; picture?: ArtworkTask } | { body: string }) & { status?: number };

export interface BaselinePlan {
  paths: Record<string, BaselineStep>;
  /** What the pages' renders read: the real server's answer to each API address, and its site settings. */
  pages: { answers: Record<string, CapturedAnswer>; settings: Omit<SiteSettings, 'renderedAt'> | null };
}

const plan = JSON.parse(readFileSync(process.env.BASELINE_PLAN!, 'utf8')) as BaselinePlan;
const renderPages = (process.env.BASELINE_PAGES ?? 'render') === 'render';
/** Each kept body as bytes, plain and compressed, made once as the real server keeps it. */
const bodies = new Map(
  Object.entries(plan.paths).flatMap(([path, step]) =>
    'body' in step ? [[path, { plain: Buffer.from(step.body), gzip: gzipSync(step.body) }] as const] : [],
  ),
);
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

/** The web app's renderer and shell, loaded as the real server loads them, reading the API answers from memory. */
function pageRenderer() {
  const settings = plan.pages.settings;
  if (!renderPages || !settings) return null;
  const answers = new Map(Object.entries(plan.pages.answers));
  const { renderer, shell } = builtRenderer((path) => answers.get(path));
  return async (path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> => {
    const page = await renderer.renderPage(new URL(path, settings.site.url).href, { ...settings, renderedAt: new Date().toISOString() });
    if (page.kind === 'redirect') return { status: 301, headers: { Location: page.location }, body: '' };
    const body = documentStart(shell, page.head, settings.site) + page.renderBody() + documentEnd(shell, page.state);
    return { status: page.status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body };
  };
}
const renderPage = pageRenderer();

/** Each picture drawn, by path: drawn at its first request. */
const pictures = new Map<string, Buffer>();
const draw = (task: ArtworkTask) => (task.kind === 'card' ? shareCardPng(task.card, task.site) : storePicturePng(task.store, task.width));

const server = createServer((request, response) => {
  const step = plan.paths[request.url ?? ''];
  if (!step) {
    response.writeHead(404).end();
    return;
  }
  const status = step.status ?? 200;
  if ('body' in step) {
    const body = bodies.get(request.url!)!;
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).end(body.gzip);
    } else {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(body.plain);
    }
    return;
  }
  (async () => {
    let rows: unknown[] = [];
    for (const statement of step.statements) rows = (await pool.query(statement.text, statement.values)).rows;
    if (step.picture) {
      const png = pictures.get(request.url!) ?? (await draw(step.picture));
      pictures.set(request.url!, png);
      response.writeHead(status, { 'Content-Type': 'image/png' }).end(png);
    } else if (step.page && renderPage) {
      const page = await renderPage(request.url!);
      response.writeHead(page.status, page.headers).end(page.body);
    } else {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
    }
  })().catch((error: unknown) => {
    response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
