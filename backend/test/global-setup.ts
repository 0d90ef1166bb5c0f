import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { TEMPLATE_DATABASE } from './test-database';
import { EmbeddedPostgresProcess, findPostgresBinaries, ServerPostgres, type TestPostgres } from './test-postgres';

declare global {
  var testPostgres: TestPostgres | undefined;
}

/**
 * Starts the run's PostgreSQL and loads a template directory (migrations and the sample data) once;
 * each test file then gets its own copy of it (see test-database.ts).
 */
const run = promisify(execFile);
const IMPORT_CLI = resolve(__dirname, '../dist/database/import/import.cli.js');
const SAMPLE_DATA = resolve(__dirname, '../src/database/sample-data/sample-stores.csv.gz');

/**
 * Migrations and the sample data, through the built importer as an operator runs it. (In a child
 * process: MikroORM started inside Jest's global setup breaks it in the test files, mikro-orm#3783.)
 */
async function prepareDirectory(databaseUrl: string, poolSize: number): Promise<void> {
  if (!existsSync(IMPORT_CLI)) throw new Error(`${IMPORT_CLI} is missing: run 'npm run build' first`);
  await run(process.execPath, [IMPORT_CLI, SAMPLE_DATA], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize), LOG_LEVEL: 'error' },
  });
}

export default async function globalSetup(): Promise<void> {
  const startedAt = Date.now();
  const binaries = findPostgresBinaries();
  if (binaries) {
    const server = await ServerPostgres.start(binaries);
    globalThis.testPostgres = server;
    const admin = new Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    await prepareDirectory(server.url(TEMPLATE_DATABASE), 10);
    process.env.TEST_POSTGRES_KIND = 'server';
    process.env.TEST_POSTGRES_ADMIN_URL = server.url('postgres');
  } else {
    const templateDirectory = join(await mkdtemp(join(tmpdir(), 'directory-test-template-')), 'pglite');
    const embedded = await EmbeddedPostgresProcess.start(templateDirectory);
    await prepareDirectory(embedded.url, 1);
    await embedded.stop();
    process.env.TEST_POSTGRES_KIND = 'embedded';
    process.env.TEST_TEMPLATE_DIRECTORY = templateDirectory;
  }
  const description = binaries ? globalThis.testPostgres!.description : 'embedded PostgreSQL (PGlite): no server binaries found';
  process.env.TEST_POSTGRES_DESCRIPTION = description;
  console.log(`\nIntegration tests run on ${description}; template directory ready in ${Date.now() - startedAt} ms`);
}
