import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { stopWhenGone } from '../backend/test/stop-when-gone';
import { findPostgresBinaries, freePort, POSTGRES_MISSING, ServerPostgres } from '../backend/test/test-postgres';
import { E2E_ADMIN_PASSWORD } from './support/admin-credentials';

/**
 * The app's port in the browser tests: `E2E_PORT`, else 3199 where free, else a free one. The
 * setup chooses it and writes it into `E2E_PORT`, which the test workers, started after it, read.
 */
const DEFAULT_PORT = 3199;
export const E2E_PORT = Number(process.env.E2E_PORT ?? DEFAULT_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The port the app listens on in this run (see E2E_PORT). */
async function choosePort(): Promise<number> {
  if (process.env.E2E_PORT) return E2E_PORT;
  const port = await freePort(DEFAULT_PORT);
  process.env.E2E_PORT = String(port);
  return port;
}
const SERVER_ENTRY = resolve(__dirname, '../backend/dist/main.js');

async function waitUntilReady(server: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/api/stats`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/stats within ${timeoutMs} ms`);
}

/**
 * The built app as an operator starts it (`node backend/dist/main.js`), on a PostgreSQL of its own
 * that the run starts, with the sample data loaded by the app's own first start. `settings` are
 * further environment variables for the app. Returns its address and the function that stops both;
 * they also stop when the run ends without calling it (a signal, a crash).
 */
export async function startE2eServer(settings: NodeJS.ProcessEnv = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run 'npm run build' first`);
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error(POSTGRES_MISSING);
  const port = await choosePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    SAMPLE_DATA_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
    // Both browser projects share one address and make far more requests than a visitor.
    API_RATE_LIMIT: '0',
    CONTRIBUTION_RATE_LIMIT: '0',
    // The contribution journeys come as visitors of their own (X-Forwarded-For from this machine),
    // so that their sign-ins do not count in the admin tests' limit.
    TRUST_PROXY: 'loopback',
    // The admin tests sign in with it.
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    ...settings,
  };
  // A hash from the shell would compete with the password above.
  delete environment.ADMIN_PASSWORD_HASH;
  const postgres = await ServerPostgres.start(binaries);
  try {
    const admin = new Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database directory_e2e');
    await admin.end();
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  environment.DATABASE_URL = postgres.url('directory_e2e');
  console.log(`e2e: the app runs on ${baseUrl}, on ${postgres.description}`);

  const server = spawn(process.execPath, [SERVER_ENTRY], { env: environment, stdio: ['ignore', 'inherit', 'inherit'] });
  const watch = stopWhenGone({ processes: [server.pid!] });
  const stop = async () => {
    await new Promise<void>((resolveExit) => {
      if (server.exitCode !== null) return resolveExit();
      server.once('exit', () => resolveExit());
      server.kill('SIGTERM');
    });
    watch.release();
    await postgres.stop();
  };
  try {
    await waitUntilReady(server, baseUrl, 120_000);
  } catch (error) {
    server.kill('SIGKILL');
    watch.release();
    await postgres.stop();
    throw error;
  }
  return { baseUrl, stop };
}
