import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../config/app-config';
import { ChangeNotices } from './change-notices';
import { DatabaseConnection } from './database-connection';
import { DatabaseSetup } from './database-setup';
import { StoreImporter } from './import/store-importer';
import { createMikroOrmOptions } from './mikro-orm.config';
import { ReadReplicas, ReplicaReadsInterceptor } from './read-replicas';

@Global()
@Module({
  providers: [{ provide: DatabaseConnection, inject: [AppConfig], useFactory: (config: AppConfig) => DatabaseConnection.open(config) }],
  exports: [DatabaseConnection],
})
class DatabaseConnectionModule {}

/**
 * MikroORM on the configured PostgreSQL, or on the embedded one when no address is configured, with
 * its read replicas, if any (`ReadReplicas`); and the changes announced between app instances
 * (`ChangeNotices`), which every module may follow.
 */
@Global()
@Module({
  providers: [StoreImporter, DatabaseSetup, ChangeNotices, ReadReplicas, { provide: APP_INTERCEPTOR, useClass: ReplicaReadsInterceptor }],
  exports: [StoreImporter, DatabaseSetup, ChangeNotices],
  imports: [
    MikroOrmModule.forRootAsync({
      imports: [DatabaseConnectionModule],
      inject: [DatabaseConnection],
      // Every request gets an entity manager of its own (MikroORM's request context, the module's
      // middleware): an entity it loaded is found again by its key without a query. Work outside a
      // request makes its own (`@CreateRequestContext()`); the global one refuses to load entities.
      useFactory: (connection: DatabaseConnection) => createMikroOrmOptions(connection.settings),
      // Names the driver's package, whose EntityManager and MikroORM classes are injected; the
      // options' driver is its subclass, `ReplicasDriver`.
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
