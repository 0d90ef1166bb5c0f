import { Migration } from '@mikro-orm/migrations';

/**
 * The base of this project's migrations: their statements have no time limit (the server's
 * connections have `DATABASE_STATEMENT_TIMEOUT_MS`), since an index made on a million stores takes
 * longer than any request may. The setting is local to the migration's transaction.
 */
export abstract class DirectoryMigration extends Migration {
  /** Tells a DirectoryMigration from a plain one (the list of migrations takes only these). */
  readonly runsWithoutTimeLimit = true;

  override getQueries(): ReturnType<Migration['getQueries']> {
    return ['set local statement_timeout = 0', ...super.getQueries()];
  }
}
