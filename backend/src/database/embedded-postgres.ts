import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { lock } from 'proper-lockfile';

export interface EmbeddedPostgres {
  /** A postgresql:// address of the embedded server on 127.0.0.1. */
  readonly url: string;
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

/**
 * Starts PGlite (PostgreSQL in WebAssembly, with pg_trgm, cube, earthdistance, unaccent and fuzzystrmatch) on a data folder and serves it on a free
 * port of 127.0.0.1, so the app reaches it through the same postgresql driver as a real server.
 * It is a single PostgreSQL session: connect with a pool of one (by default it takes one connection;
 * `maxConnections` lets a few clients take turns). A lock file keeps a second
 * process (the importer while the site runs, say) off the same folder.
 */
export async function startEmbeddedPostgres(directory: string, options: { maxConnections?: number } = {}): Promise<EmbeddedPostgres> {
  await mkdir(dirname(directory), { recursive: true });
  const lockFile = `${directory}.lock`;
  let release: () => Promise<void>;
  try {
    release = await lock(dirname(directory), { lockfilePath: lockFile, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(directory);
    throw error;
  }

  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { cube } = await import('@electric-sql/pglite/contrib/cube');
    const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

    const database = await PGlite.create({ dataDir: directory, extensions: { pg_trgm, cube, earthdistance, unaccent, fuzzystrmatch } });
    // PGlite ignores `alter database ... set`; settings go on its one session instead.
    await database.exec('set random_page_cost = 1.1;');
    // Clients share the one session; its queue keeps each client's transaction to itself.
    const server = new PGLiteSocketServer({
      db: database,
      host: '127.0.0.1',
      port: 0,
      maxConnections: options.maxConnections ?? 1,
    });
    await server.start();
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();

    return {
      url: `postgresql://postgres@127.0.0.1:${address.port}/postgres`,
      async stop() {
        await server.stop();
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
