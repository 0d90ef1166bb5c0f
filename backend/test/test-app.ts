import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Module, type DynamicModule } from '@nestjs/common';
import { AppModule } from '../src/app.module';
import { loadAppConfig, type AppConfig } from '../src/config/app-config';
import { AppConfigModule } from '../src/config/app-config.module';
import { configureApp } from '../src/configure-app';
import { DatabaseModule } from '../src/database/database.module';
import { DatabaseSetup } from '../src/database/database-setup';
import { StoreImporter } from '../src/database/import/store-importer';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The configuration a test app runs with: a given database, no start-up work, quiet logs. */
export function testConfig(databaseUrl: string, poolSize: number, overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadAppConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    MIGRATE_ON_START: 'false',
    SAMPLE_DATA_ON_EMPTY: 'false',
    SITE_URL: 'https://directory.test',
    LOG_LEVEL: 'error',
    // A test file makes more requests a minute than a visitor would; the limit has its own test.
    API_RATE_LIMIT: '0',
    ...overrides,
  });
}

/** The whole app, as the server runs it, on a test database. */
export async function createTestApp(config: AppConfig): Promise<NestExpressApplication> {
  // Made as main.ts makes it (modules that serve files pick their loader from the HTTP adapter as they start).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    logger: ['fatal', 'error'],
    bodyParser: false,
  });
  configureApp(app, config);
  await app.init();
  return app;
}

/** A test database with the sample directory and the whole app on it (see useTestApp). */
export interface TestAppOnDatabase {
  readonly database: TestDatabase;
  readonly app: NestExpressApplication;
  /** supertest on the app. */
  http(): ReturnType<typeof request>;
}

/**
 * A database of its own and the app on it, for the tests of the `describe` this is called in: made
 * before them (after the `beforeAll` hooks declared earlier, so `overrides` may be a function reading
 * what those made), closed and dropped after them.
 */
export function useTestApp(overrides: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {}): TestAppOnDatabase {
  let database: TestDatabase | undefined;
  let app: NestExpressApplication | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(testConfig(database.url, database.poolSize, typeof overrides === 'function' ? overrides() : overrides));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get database() {
      return database!;
    },
    get app() {
      return app!;
    },
    http: () => request(app!.getHttpServer()),
  };
}

@Module({})
class DatabaseOnlyModule {
  static forConfig(config: AppConfig): DynamicModule {
    return { module: DatabaseOnlyModule, imports: [AppConfigModule.forConfig(config), DatabaseModule] };
  }
}

/** The importer on a database, without the HTTP side. */
export async function createImporterContext(config: AppConfig) {
  const context = await NestFactory.createApplicationContext(DatabaseOnlyModule.forConfig(config), { logger: ['fatal', 'error'] });
  return { importer: context.get(StoreImporter), setup: context.get(DatabaseSetup), close: () => context.close() };
}
