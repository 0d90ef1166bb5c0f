import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const BACKEND_ROOT = resolve(__dirname, '..');

/**
 * A PostgreSQL for one test run: a real server (Debian's PostgreSQL, preferably 15, started in a
 * temporary folder) or, where no server binaries exist, the embedded PGlite the app uses locally.
 */
export interface TestPostgres {
  kind: 'server' | 'embedded';
  /** What the log says about it: version and where it came from. */
  description: string;
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Debian keeps server binaries in /usr/lib/postgresql/<version>/bin; 15 first, else the newest. */
export function findPostgresBinaries(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'pg_ctl')) ? process.env.PG_BIN_DIR : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((left, right) => Number(right) - Number(left));
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? join(root, chosen, 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * Server settings for tests: durability off (a crash loses nothing a test needs) and costs for SSDs.
 * Benchmarks pass their own, as a production server would have them.
 */
export const TEST_POSTGRES_SETTINGS =
  '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c random_page_cost=1.1 -c max_connections=200';

export class ServerPostgres implements TestPostgres {
  readonly kind = 'server' as const;

  private constructor(
    private readonly binaries: string,
    private readonly folder: string,
    readonly port: number,
    readonly description: string,
    private readonly settings: string,
  ) {}

  static async start(binaries: string, settings = TEST_POSTGRES_SETTINGS): Promise<ServerPostgres> {
    const folder = await mkdtemp(join(tmpdir(), 'directory-test-pg-'));
    const data = join(folder, 'data');
    if (process.getuid?.() === 0) await chown(folder, ...(await postgresUserIds()));
    const port = await freePort();
    await run(
      ...asPostgresUser(join(binaries, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']),
    );
    await ServerPostgres.startServer(binaries, folder, port, settings);
    const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.end();
    return new ServerPostgres(binaries, folder, port, `PostgreSQL ${rows[0]!.server_version} server (${binaries})`, settings);
  }

  private static async startServer(binaries: string, folder: string, port: number, settings: string): Promise<void> {
    await run(
      ...asPostgresUser(join(binaries, 'pg_ctl'), [
        '-D',
        join(folder, 'data'),
        '-w',
        '-l',
        join(folder, 'server.log'),
        'start',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} ${settings}`,
      ]),
    );
  }

  /** Stops the server as an outage would (connections cut), keeping its data for `resume`. */
  async pause(): Promise<void> {
    await run(...asPostgresUser(join(this.binaries, 'pg_ctl'), ['-D', join(this.folder, 'data'), '-w', '-m', 'immediate', 'stop']));
  }

  /** Starts the paused server again, on the same port and data. */
  async resume(): Promise<void> {
    await ServerPostgres.startServer(this.binaries, this.folder, this.port, this.settings);
  }

  url(database: string): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async stop(): Promise<void> {
    await run(...asPostgresUser(join(this.binaries, 'pg_ctl'), ['-D', join(this.folder, 'data'), '-m', 'immediate', 'stop'])).catch(
      () => undefined,
    );
    await rm(this.folder, { recursive: true, force: true });
  }
}

async function postgresUserIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid.trim()), Number(gid.trim())];
}

/** An embedded PGlite server on a data folder, in a child process (so it lives outside Jest's sandbox). */
export class EmbeddedPostgresProcess implements TestPostgres {
  readonly kind = 'embedded' as const;
  readonly description = 'embedded PostgreSQL (PGlite): no PostgreSQL server binaries were found';

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(directory: string): Promise<EmbeddedPostgresProcess> {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), join(BACKEND_ROOT, 'src/database/embedded-postgres.cli.ts'), directory],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const firstLine = await new Promise<string>((resolveLine, reject) => {
      child.once('exit', (code) => reject(new Error(`The embedded PostgreSQL exited with code ${code}`)));
      createInterface({ input: child.stdout }).once('line', resolveLine);
    });
    return new EmbeddedPostgresProcess(child, (JSON.parse(firstLine) as { url: string }).url);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await new Promise<void>((resolveExit) => {
      this.child.once('exit', () => resolveExit());
      this.child.kill('SIGTERM');
    });
  }
}

/** A copy of a prepared PGlite data folder, for one test file. */
export async function copyEmbeddedTemplate(templateDirectory: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'directory-test-pglite-'));
  const copy = join(folder, 'pglite');
  await cp(templateDirectory, copy, { recursive: true });
  return copy;
}
