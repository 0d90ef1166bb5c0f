import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { TEMPLATE_DATABASE } from './test-database';
import { findPostgresBinaries, POSTGRES_MISSING, ServerPostgres, type TestPostgres } from './test-postgres';

declare global {
  var testPostgres: TestPostgres | undefined;
}

/**
 * Starts the run's PostgreSQL and loads a template directory (migrations and the sample data) once;
 * each test file then gets its own copy of it (see test-database.ts).
 */
const run = promisify(execFile);
const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');
const SAMPLE_ITEMS_CLI = resolve(__dirname, '../dist/database/sample-items.cli.js');
const SAMPLE_DATA = resolve(__dirname, '../src/database/sample-data/sample-stores.csv.gz');

/**
 * Migrations and the sample data (stores, then their items), through the built CLIs as an operator runs them. (In a child
 * process: MikroORM started inside Jest's global setup breaks it in the test files, mikro-orm#3783.)
 */
async function prepareDirectory(databaseUrl: string): Promise<void> {
  if (!existsSync(IMPORT_CLI)) throw new Error(`${IMPORT_CLI} is missing: run 'npm run build' first`);
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' };
  await run(process.execPath, [IMPORT_CLI, SAMPLE_DATA], { env });
  await run(process.execPath, [SAMPLE_ITEMS_CLI], { env });
}

export default async function globalSetup(): Promise<void> {
  const startedAt = Date.now();
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error(POSTGRES_MISSING);
  const server = await ServerPostgres.start(binaries);
  globalThis.testPostgres = server;
  const admin = new Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  await prepareDirectory(server.url(TEMPLATE_DATABASE));
  process.env.TEST_POSTGRES_ADMIN_URL = server.url('postgres');
  process.env.TEST_POSTGRES_DESCRIPTION = server.description;
  console.log(`\nIntegration tests run on ${server.description}; template directory ready in ${Date.now() - startedAt} ms`);
}
