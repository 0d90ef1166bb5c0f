import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import type { ConnectionSettings } from './mikro-orm.config';

/** Where the app's PostgreSQL is: the configured server, or the embedded one started here. */
export class DatabaseConnection implements OnApplicationShutdown {
  private static readonly logger = new Logger(DatabaseConnection.name);

  private constructor(
    readonly settings: ConnectionSettings,
    readonly kind: 'server' | 'embedded',
    private readonly embedded: EmbeddedPostgres | null,
  ) {}

  static async open(config: AppConfig): Promise<DatabaseConnection> {
    const { url, poolSize, searchPoolSize, embeddedDirectory, waitMilliseconds, statementTimeoutMilliseconds } = config.database;
    if (url !== null) {
      // Searches, the costliest requests, have connections of their own, with their own time limit.
      const search = { poolSize: searchPoolSize, statementTimeoutMilliseconds: config.database.searchStatementTimeoutMilliseconds };
      return new DatabaseConnection({ url, poolSize, waitMilliseconds, statementTimeoutMilliseconds, search }, 'server', null);
    }

    const startedAt = Date.now();
    const embedded = await startEmbeddedPostgres(embeddedDirectory);
    DatabaseConnection.logger.log(`Embedded PostgreSQL ready in ${Date.now() - startedAt} ms (${embeddedDirectory})`);
    return new DatabaseConnection({ url: embedded.url, poolSize: 1, waitMilliseconds, statementTimeoutMilliseconds }, 'embedded', embedded);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
