import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { SitemapService } from './sitemap.service';

const TASK_NAME = 'sitemap-refresh';

/**
 * The daily regeneration: every `SITEMAP_CHECK_SECONDS` each instance asks whether the sitemap has
 * expired (it lives `SITEMAP_MAX_AGE_HOURS`, a day by default); the first to take the lock makes the
 * new one and the others find it fresh. An interval of @nestjs/schedule's registry (its API for an
 * interval the configuration sets, which a decorator cannot read), started by the server after it
 * listens (main.ts), so tests and command-line tools run without it.
 */
@Injectable()
export class SitemapTask implements OnApplicationShutdown {
  private readonly logger = new Logger(SitemapTask.name);
  private readonly checkMilliseconds: number;

  constructor(
    private readonly sitemaps: SitemapService,
    private readonly registry: SchedulerRegistry,
    config: AppConfig,
  ) {
    this.checkMilliseconds = config.sitemap.checkSeconds * 1000;
  }

  /** Checks at once (a new database gets its first sitemap), then on every interval. */
  start(): void {
    if (this.registry.doesExist('interval', TASK_NAME)) return;
    void this.check();
    this.registry.addInterval(
      TASK_NAME,
      setInterval(() => void this.check(), this.checkMilliseconds),
    );
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('interval', TASK_NAME)) this.registry.deleteInterval(TASK_NAME);
  }

  /** One run of the task; a failure is logged (by the service) and tried again at the next interval. */
  async check(): Promise<void> {
    try {
      await this.sitemaps.refreshIfExpired();
    } catch {
      this.logger.warn(`The sitemap will be tried again in ${this.checkMilliseconds / 1000} s`);
    }
  }
}
