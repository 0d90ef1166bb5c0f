import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { DatabaseConnection } from './database-connection';
import { DatabaseSetup } from './database-setup';
import { StoreImporter } from './import/store-importer';
import { createMikroOrmOptions } from './mikro-orm.config';

@Global()
@Module({
  providers: [{ provide: DatabaseConnection, inject: [AppConfig], useFactory: (config: AppConfig) => DatabaseConnection.open(config) }],
  exports: [DatabaseConnection],
})
class DatabaseConnectionModule {}

/** MikroORM on the configured PostgreSQL, or on the embedded one when no address is configured. */
@Module({
  providers: [StoreImporter, DatabaseSetup],
  exports: [StoreImporter, DatabaseSetup],
  imports: [
    MikroOrmModule.forRootAsync({
      imports: [DatabaseConnectionModule],
      inject: [DatabaseConnection],
      // No request context: the app's queries are plain SQL through repositories of the global
      // entity manager (nothing is loaded into an identity map), and the context's middleware would
      // put every request in an AsyncLocalStorage, whose hooks then slow every answer (transaction.ts).
      useFactory: (connection: DatabaseConnection) => ({ ...createMikroOrmOptions(connection.settings), registerRequestContext: false }),
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
