/**
 * Loaded into a server started by the benchmark (`node --require tsx/cjs --require this-file`): every
 * statement the server sends to PostgreSQL is appended, with its parameters, to SQL_CAPTURE_FILE as
 * one JSON line. The baseline server (baseline-server.ts) replays exactly these statements.
 */
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

export interface CapturedStatement {
  text: string;
  values?: unknown[];
}

const file = process.env.SQL_CAPTURE_FILE;
if (!file) throw new Error('SQL_CAPTURE_FILE must name the file to write statements to');

// eslint-disable-next-line @typescript-eslint/unbound-method -- kept unbound on purpose: called below with the client as `this`
const query = Client.prototype.query as (...args: unknown[]) => unknown;
Client.prototype.query = function capturedQuery(this: Client, ...args: unknown[]) {
  const [config, values] = args;
  const statement: CapturedStatement =
    typeof config === 'string'
      ? { text: config, values: Array.isArray(values) ? values : undefined }
      : {
          text: (config as { text: string }).text,
          values: (config as { values?: unknown[] }).values ?? (Array.isArray(values) ? values : undefined),
        };
  appendFileSync(file, `${JSON.stringify(statement)}\n`);
  return query.apply(this, args);
} as typeof Client.prototype.query;
