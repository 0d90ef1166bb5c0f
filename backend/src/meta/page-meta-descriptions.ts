import { CreateRequestContext } from '@mikro-orm/core';
import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import { metaDescriptionPath, type MetaDescriptionAnswer } from '../contracts/meta.contract';
import { DatabaseConnection } from '../database/database-connection';
import { errorText } from '../common/errors/error-text';
import { META_DESCRIPTION_CHANGED, MetaDescriptionRepository } from './meta-description.repository';

const REFRESH_TASK = 'meta-descriptions-refresh';
/** How often the descriptions are read again when API_CACHE_SECONDS is 0. */
const DEFAULT_REFRESH_SECONDS = 60;

/**
 * The operators' own meta descriptions as pages use them: all of them in memory (a few hundred at
 * most), so that no page asks the database for one and pages that need no data render while the
 * database is down. Read at start, again when the operator's command announces a change (PostgreSQL's
 * NOTIFY, on a connection of its own), and every API_CACHE_SECONDS for changes made any other way.
 */
@Injectable()
export class PageMetaDescriptions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PageMetaDescriptions.name);
  private descriptions = new Map<string, string>();
  private listener: Client | null = null;
  private readonly refreshMilliseconds: number;

  constructor(
    private readonly repository: MetaDescriptionRepository,
    private readonly connection: DatabaseConnection,
    private readonly scheduler: SchedulerRegistry,
    config: AppConfig,
  ) {
    this.refreshMilliseconds = (config.apiCache.seconds || DEFAULT_REFRESH_SECONDS) * 1000;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.scheduler.addInterval(
      REFRESH_TASK,
      setInterval(() => void this.refresh(), this.refreshMilliseconds),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** `GET /api/meta-description`: the description of the page at `url`; 404 when it has none. */
  find(url: string): MetaDescriptionAnswer {
    const path = metaDescriptionPath(url);
    const description = this.descriptions.get(path);
    if (description === undefined) throw new NotFoundException(`There is no custom meta description for ${path}`);
    return { metaDescription: description };
  }

  /** The description a page's head uses instead of its own, if an operator set one. */
  descriptionFor(path: string): string | null {
    return this.descriptions.get(metaDescriptionPath(path)) ?? null;
  }

  /**
   * Reads them all again (no request: in an entity manager of its own); while the database is out of
   * reach, the ones read last stay.
   */
  @CreateRequestContext<PageMetaDescriptions>((self) => self.repository)
  async refresh(): Promise<void> {
    try {
      const rows = await this.repository.listByPath();
      this.descriptions = new Map(rows.map((row) => [row.path, row.description]));
      await this.listen();
    } catch (error) {
      this.logger.warn(`Custom meta descriptions not read: ${errorText(error)}`);
    }
  }

  /** Listens for the operator's changes, unless it does already. */
  private async listen(): Promise<void> {
    if (this.listener) return;
    const client = new Client({ connectionString: this.connection.settings.url });
    // A lost connection is made again at the next refresh.
    client.on('error', () => {
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
    });
    client.on('notification', () => void this.refresh());
    this.listener = client;
    try {
      await client.connect();
      // LISTEN names a channel: no statement of the ORM says it.
      await client.query(`listen ${META_DESCRIPTION_CHANGED}`);
    } catch (error) {
      this.listener = null;
      await client.end().catch(() => undefined);
      throw error;
    }
  }
}
