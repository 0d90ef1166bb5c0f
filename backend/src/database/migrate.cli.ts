import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigurationError, loadAppConfig } from '../config/app-config';
import { DatabaseConnection } from './database-connection';
import { applyMigrations } from './database-setup';
import { createMikroOrmOptions } from './mikro-orm.config';

/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
async function main(): Promise<void> {
  const config = loadAppConfig();
  const connection = await DatabaseConnection.open(config);
  const orm = await MikroORM.init(createMikroOrmOptions(connection.settings));
  try {
    const applied = await applyMigrations(orm);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'The schema is up to date.');
  } finally {
    await orm.close();
    await connection.onApplicationShutdown();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
