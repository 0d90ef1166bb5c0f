import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { findPostgresBinaries, ServerPostgres } from '../backend/test/test-postgres';
import { E2E_ADMIN_PASSWORD } from './support/admin-credentials';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const SERVER_ENTRY = resolve(__dirname, '../backend/dist/main.js');

async function waitUntilReady(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${E2E_BASE_URL}/api/stats`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer ${E2E_BASE_URL}/api/stats within ${timeoutMs} ms`);
}

/**
 * The built app as an operator starts it (`node backend/dist/main.js`), on a PostgreSQL of its own
 * that the run starts (the embedded one where no server binaries exist), with the sample data loaded
 * by the app's own first start. `settings` are further environment variables for the app. Returns the
 * function that stops both.
 */
export async function startE2eServer(settings: NodeJS.ProcessEnv = {}): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run 'npm run build' first`);
  const binaries = findPostgresBinaries();
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    SITE_URL: E2E_BASE_URL,
    SAMPLE_DATA_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
    // Both browser projects share one address and make far more requests than a visitor.
    API_RATE_LIMIT: '0',
    // The admin tests sign in with it.
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    ...settings,
  };
  // A hash from the shell would compete with the password above.
  delete environment.ADMIN_PASSWORD_HASH;
  let postgres: ServerPostgres | null = null;
  let folder: string | null = null;
  if (binaries) {
    postgres = await ServerPostgres.start(binaries);
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database directory_e2e');
    await admin.end();
    environment.DATABASE_URL = postgres.url('directory_e2e');
    console.log(`e2e: the app runs on ${postgres.description}`);
  } else {
    folder = await mkdtemp(join(tmpdir(), 'directory-e2e-'));
    environment.EMBEDDED_DATABASE_DIR = join(folder, 'pglite');
    console.log('e2e: the app runs on its embedded PostgreSQL (no server binaries found)');
  }

  const server = spawn(process.execPath, [SERVER_ENTRY], { env: environment, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntilReady(server, 120_000);
  } catch (error) {
    server.kill('SIGKILL');
    await postgres?.stop();
    throw error;
  }
  return async () => {
    await new Promise<void>((resolveExit) => {
      if (server.exitCode !== null) return resolveExit();
      server.once('exit', () => resolveExit());
      server.kill('SIGTERM');
    });
    await postgres?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
