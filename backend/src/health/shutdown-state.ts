import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { AppConfig } from '../config/app-config';

/**
 * The server's stop, as Nest's shutdown hooks run it (`enableShutdownHooks`, main.ts): on SIGTERM (or
 * SIGINT) readiness fails at once, so a load balancer sends no more; the server stops taking
 * connections and lets the requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS, then they are
 * cut off); then Nest closes the app, the database last.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private stopping = false;
  private readonly timeoutMilliseconds: number;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    config: AppConfig,
  ) {
    this.timeoutMilliseconds = config.shutdownTimeoutSeconds * 1000;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.stopping = true;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!signal || !server?.listening) return;
    this.logger.log(`${signal}: finishing the requests in flight`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections close now; busy ones after their request.
    server.closeIdleConnections();
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), this.timeoutMilliseconds).unref());
    if ((await Promise.race([drained, timeout])) === 'timeout') {
      this.logger.warn(`Requests still running after ${this.timeoutMilliseconds / 1000} s are cut off`);
      server.closeAllConnections();
    }
  }

  onApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log('Stopped');
  }
}
