import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { copyEmbeddedTemplate, EmbeddedPostgresProcess } from './test-postgres';

export const TEMPLATE_DATABASE = 'directory_template';

/** A database of its own for one test file, a copy of the template the global setup loaded. */
export interface TestDatabase {
  url: string;
  poolSize: number;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_POSTGRES_KIND === 'server') {
    const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL!;
    const name = `directory_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    return {
      url: adminUrl.replace(/\/postgres$/, `/${name}`),
      poolSize: 10,
      async drop() {
        const client = new Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const directory = await copyEmbeddedTemplate(process.env.TEST_TEMPLATE_DIRECTORY!);
  const embedded = await EmbeddedPostgresProcess.start(directory);
  return {
    url: embedded.url,
    poolSize: 1,
    async drop() {
      await embedded.stop();
      await rm(dirname(directory), { recursive: true, force: true });
    },
  };
}

/** Runs one query on a test database, outside the app: to look at what the app wrote. */
export async function queryDatabase<Row extends object>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
