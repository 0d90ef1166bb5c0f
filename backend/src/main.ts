import 'reflect-metadata';
import { Logger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigurationError, loadAppConfig, type AppConfig, type LogLevel } from './config/app-config';
import { configureApp } from './configure-app';
import { DatabaseSetup } from './database/database-setup';
import { SitemapScheduler } from './sitemap/sitemap.scheduler';
import { StoreMapService } from './stores/store-map.service';

const LOG_LEVELS_FROM: Record<LogLevel, NestLogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

function readConfig(): AppConfig {
  try {
    return loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    logger: LOG_LEVELS_FROM[config.logLevel],
  });
  configureApp(app, config);

  const setup = app.get(DatabaseSetup);
  if (config.database.migrateOnStart) await setup.migrate();
  if (config.database.sampleDataOnEmpty) await setup.loadSampleDataIfEmpty();

  await app.listen(config.port, config.host);
  // The map's cluster index is built now rather than on the first visit to /map.
  app.get(StoreMapService).warmUp();
  // The daily sitemap task; a new database gets its first sitemap now.
  app.get(SitemapScheduler).start();
  Logger.log(`Ready in ${Date.now() - startedAt} ms on ${config.siteUrl}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  Logger.error(error instanceof Error ? error.message : String(error), 'Bootstrap');
  process.exit(1);
});
