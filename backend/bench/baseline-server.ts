/**
 * The benchmark's baseline: a minimal server on Node's own `http` and `pg`, without framework, ORM,
 * validation, security headers or logs. For each path it knows, it runs the statements the real server
 * ran for that path (captured by sql-capture.preload.ts) one after another on a pool of the same size,
 * and answers the last one's rows as JSON; a path the real server answers without a query (from memory,
 * or a file) it answers with the same body, compressed once at start when the request accepts gzip, as
 * the real server keeps it; either with the status the real server gave (200 unless the plan says).
 * The benchmark runs both on the same database in the same run, so their requests per second show what
 * the framework and the ORM cost.
 *
 *   BASELINE_PLAN=plan.json DATABASE_URL=... PORT=... POOL_SIZE=10 node --require tsx/cjs baseline-server.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Pool } from 'pg';
import type { CapturedStatement } from './sql-capture.preload';

/** What the baseline does for one path: run these statements, or send this body; with this status (default 200). */
export type BaselinePlan = Record<string, ({ statements: CapturedStatement[] } | { body: string }) & { status?: number }>;

const plan = JSON.parse(readFileSync(process.env.BASELINE_PLAN!, 'utf8')) as BaselinePlan;
/** Each kept body as bytes, plain and compressed, made once as the real server keeps it. */
const bodies = new Map(
  Object.entries(plan).flatMap(([path, step]) =>
    'body' in step ? [[path, { plain: Buffer.from(step.body), gzip: gzipSync(step.body) }] as const] : [],
  ),
);
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

const server = createServer((request, response) => {
  const step = plan[request.url ?? ''];
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
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
  })().catch((error: unknown) => {
    response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
