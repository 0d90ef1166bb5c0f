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
  providers: [{ provide: DatabaseConnection, inject: [AppConfig], useFactory: DatabaseConnection.open }],
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
      useFactory: (connection: DatabaseConnection) => createMikroOrmOptions(connection.settings),
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
