import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import type { ConnectionSettings } from './mikro-orm.config';

/** Where the app's PostgreSQL is: the configured server, or the embedded one started here. */
export class DatabaseConnection implements OnApplicationShutdown {
  private static readonly logger = new Logger(DatabaseConnection.name);

  private constructor(
    readonly settings: ConnectionSettings,
    private readonly embedded: EmbeddedPostgres | null,
  ) {}

  static async open(config: AppConfig): Promise<DatabaseConnection> {
    const {
      poolSize,
      searchPoolSize,
      searchStatementTimeoutMilliseconds,
      embeddedDirectory,
      waitMilliseconds,
      statementTimeoutMilliseconds,
      replicaUrls,
    } = config.database;
    let embedded: EmbeddedPostgres | null = null;
    if (config.database.url === null) {
      const startedAt = Date.now();
      embedded = await startEmbeddedPostgres(embeddedDirectory);
      DatabaseConnection.logger.log(
        `PostgreSQL ${embedded.created ? 'created and started' : 'started'} in ${Date.now() - startedAt} ms (${embeddedDirectory})`,
      );
    }
    const url = embedded?.url ?? config.database.url!;
    // Searches, the costliest requests, have connections of their own, with their own time limit.
    const search = { poolSize: searchPoolSize, statementTimeoutMilliseconds: searchStatementTimeoutMilliseconds };
    return new DatabaseConnection({ url, poolSize, waitMilliseconds, statementTimeoutMilliseconds, search, replicaUrls }, embedded);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
