import { CreateRequestContext } from '@mikro-orm/core';
import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { metaDescriptionPath, type MetaDescriptionAnswer } from '../contracts/meta.contract';
import { KeptAnswers } from '../common/cache/public-answers';
import { CHANGE_CHANNELS, ChangeNotices } from '../database/change-notices';
import { errorText } from '../common/errors/error-text';
import { MetaDescriptionRepository } from './meta-description.repository';

const REFRESH_TASK = 'meta-descriptions-refresh';
/** How often the descriptions are read again when API_CACHE_SECONDS is 0. */
const DEFAULT_REFRESH_SECONDS = 60;

/**
 * The operators' own meta descriptions as pages use them: all of them in memory (a few hundred at
 * most), so that no page asks the database for one and pages that need no data render while the
 * database is down. Read at start, again when the operator's command announces a change (then the
 * pages kept with the old ones are dropped), and every API_CACHE_SECONDS in case a change was missed.
 */
@Injectable()
export class PageMetaDescriptions implements OnApplicationBootstrap {
  private readonly logger = new Logger(PageMetaDescriptions.name);
  private descriptions = new Map<string, string>();
  private readonly refreshMilliseconds: number;

  constructor(
    private readonly repository: MetaDescriptionRepository,
    private readonly notices: ChangeNotices,
    private readonly keptAnswers: KeptAnswers,
    private readonly scheduler: SchedulerRegistry,
    config: AppConfig,
  ) {
    this.refreshMilliseconds = (config.apiCache.seconds || DEFAULT_REFRESH_SECONDS) * 1000;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    // The descriptions first, then the pages made with the old ones.
    this.notices.follow(CHANGE_CHANNELS.metaDescriptions, async () => {
      if (await this.refresh()) await this.keptAnswers.drop();
    });
    this.scheduler.addInterval(
      REFRESH_TASK,
      setInterval(() => void this.refresh(), this.refreshMilliseconds),
    );
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
   * reach, the ones read last stay (and it answers false).
   */
  @CreateRequestContext<PageMetaDescriptions>((self) => self.repository)
  async refresh(): Promise<boolean> {
    try {
      const rows = await this.repository.listByPath();
      this.descriptions = new Map(rows.map((row) => [row.path, row.description]));
      return true;
    } catch (error) {
      this.logger.warn(`Custom meta descriptions not read: ${errorText(error)}`);
      return false;
    }
  }
}
