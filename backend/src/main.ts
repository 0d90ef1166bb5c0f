import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigurationError, loadAppConfig, trustProxyWarning, type AppConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { AppLogger } from './common/logging/logging.module';
import { DatabaseSetup } from './database/database-setup';
import { SitemapTask } from './sitemap/sitemap.task';
import { StoreMapService } from './stores/store-map.service';

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
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), { bufferLogs: true, bodyParser: false });
  // Every message through pino, at LOG_LEVEL (the framework's registration lines at debug).
  app.useLogger(app.get(AppLogger));
  configureApp(app, config);
  const trustWarning = trustProxyWarning(config.trustProxy);
  if (trustWarning) Logger.warn(trustWarning, 'Configuration');
  // A graceful stop (health/shutdown-state.ts); exiting at the end lets the logger write what it holds.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });

  const setup = app.get(DatabaseSetup);
  if (config.database.migrateOnStart) await setup.migrate();
  if (config.database.sampleDataOnEmpty) await setup.loadSampleDataIfEmpty();

  await app.listen(config.port, config.host);
  // The map's cluster index is built now rather than on the first visit to /map.
  app.get(StoreMapService).warmUp();
  // The daily sitemap task; a new database gets its first sitemap now.
  app.get(SitemapTask).start();
  Logger.log(`Ready in ${Date.now() - startedAt} ms on ${config.siteUrl}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  // Straight to standard error: the app's logger may not be in place yet, or may not flush before exit.
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), context: 'Bootstrap', msg: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exit(1);
});
