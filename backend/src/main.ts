import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { ConfigurationError, loadAppConfig, trustProxyWarning, type AppConfig } from './config/app-config';
import { configureApp, createHttpAdapter } from './configure-app';
import { ShutdownState } from './health/shutdown-state';
import { Logger as PinoLogger } from 'nestjs-pino';
import { DatabaseSetup } from './database/database-setup';
import { SitemapScheduler } from './sitemap/sitemap.scheduler';
import { StoreMapService } from './stores/store-map.service';

/**
 * On SIGTERM (or SIGINT): readiness fails at once, the server stops taking connections and lets the
 * requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), then the app closes (the database last).
 */
function stopGracefullyOnSignals(app: NestFastifyApplication, config: AppConfig): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const logger = new Logger('Shutdown');
    logger.log(`${signal}: finishing the requests in flight`);
    app.get(ShutdownState).begin();
    const server = app.getHttpServer();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections close now; busy ones after their request.
    server.closeIdleConnections();
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), config.shutdownTimeoutSeconds * 1000).unref());
    if ((await Promise.race([drained, timeout])) === 'timeout') {
      logger.warn(`Requests still running after ${config.shutdownTimeoutSeconds} s are cut off`);
      server.closeAllConnections();
    }
    await app.close();
    logger.log('Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void stop(received));
}

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
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forConfig(config), createHttpAdapter(config), {
    bufferLogs: true,
  });
  // Every message as a JSON line (pino), at LOG_LEVEL.
  app.useLogger(app.get(PinoLogger));
  await configureApp(app, config);
  const trustWarning = trustProxyWarning(config.trustProxy);
  if (trustWarning) Logger.warn(trustWarning, 'Configuration');
  stopGracefullyOnSignals(app, config);

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
  // Straight to standard error: the app's logger may not be in place yet, or may not flush before exit.
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), context: 'Bootstrap', msg: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exit(1);
});
