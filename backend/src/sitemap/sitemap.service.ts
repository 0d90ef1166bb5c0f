import { hostname } from 'node:os';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CreateRequestContext, EnsureRequestContext } from '@mikro-orm/core';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { CitiesService } from '../cities/cities.service';
import type { Cache } from 'cache-manager';
import { weakEtag, type PreparedAnswer } from '../common/http/prepared-answer';
import { GzipWriter } from '../common/cache/gzip-writer';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable';
import { errorText } from '../common/errors/error-text';
import { AppConfig } from '../config/app-config';
import type { SitemapCacheInfo } from '../contracts/admin.contract';
import { AWARDS_PAGE_PATH, MAP_PAGE_PATH, STATIC_PAGES, TOOL_PAGES } from '../contracts/fixed-page-heads';
import { mapCityPage, mapStatePage, mapStorePage } from './sitemap.mapper';
import { SitemapRepository, type GenerationRow, type StoredFile } from './sitemap.repository';
import { SITEMAP_ROOT_FILE, sitemapIndexXml, sitemapPartName, SitemapSplitter, type SitemapPart } from './sitemap-xml';

/** Every page of the site that is neither data (states, cities, stores) nor kept out of search engines. */
export const FIXED_PAGE_PATHS: readonly string[] = [
  '/',
  ...Object.values(STATIC_PAGES).map((page) => page.path),
  MAP_PAGE_PATH,
  AWARDS_PAGE_PATH,
  ...Object.values(TOOL_PAGES).map((page) => page.path),
];

/**
 * Stores read per query while writing the sitemap. Few enough that a batch's rows are gone before
 * the garbage collector moves them to the old generation: at 1,000,000 stores, batches of 10,000 left
 * 40 to 80 MB there by the end of a regeneration, batches of 2,000 about 14 MB, in the same time.
 */
const STORE_BATCH = 2_000;

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** How long a file read from the database is kept in the app's cache. */
const KEPT_FILE_MILLISECONDS = 24 * 3_600_000;
/** Crawlers may keep a file an hour; a regeneration shows to them after that. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export type RegenerationReason = 'schedule' | 'admin';

export type RegenerationOutcome =
  | { kind: 'generated'; generation: GenerationRow }
  /** The sitemap in the database is fresh: nothing to do. */
  | { kind: 'fresh' }
  /** Another regeneration (of this or another app instance) holds the lock. */
  | { kind: 'busy' };

/**
 * The XML sitemap: written from the database into the database (so every instance of the app serves
 * the same files), served from memory, and made again when it expires (the scheduled task) or when an
 * administrator asks. Only one regeneration runs at a time across all instances (a PostgreSQL advisory
 * lock), and one that fails changes nothing: its transaction is rolled back and the last good sitemap
 * stays.
 */
@Injectable()
export class SitemapService {
  private readonly logger = new Logger(SitemapService.name);
  private readonly instance = `${hostname()}:${process.pid}`;
  private running: Promise<RegenerationOutcome> | null = null;
  private lastGenerationId: number | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly sitemaps: SitemapRepository,
    private readonly cities: CitiesService,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
  ) {}

  /** Spec `cacheInfo`: the sitemap being served, and whether it is still fresh. */
  @EnsureRequestContext()
  async status(now = Date.now()): Promise<SitemapCacheInfo> {
    const latest = await this.sitemaps.latest();
    if (!latest) {
      return {
        valid: false,
        timeUntilExpiry: 0,
        info: { urlCount: 0, stateCount: 0, cityCount: 0, storeCount: 0, lastGenerated: null, expiresAt: null },
      };
    }
    const timeUntilExpiry = this.isFresh(latest, now) ? latest.expiresAt.getTime() - now : 0;
    return {
      valid: timeUntilExpiry > 0,
      timeUntilExpiry,
      info: {
        urlCount: latest.urlCount,
        stateCount: latest.stateCount,
        cityCount: latest.cityCount,
        storeCount: latest.storeCount,
        lastGenerated: latest.generatedAt.toISOString(),
        expiresAt: latest.expiresAt.toISOString(),
      },
    };
  }

  /** The scheduled task's work: a new sitemap when there is none or it expired, on one instance only. */
  refreshIfExpired(): Promise<RegenerationOutcome> {
    return this.run('schedule', true);
  }

  /** An administrator's request: a new sitemap now, unless one is being made. */
  regenerate(): Promise<RegenerationOutcome> {
    return this.run('admin', false);
  }

  /**
   * A file of the sitemap being served (`sitemap.xml`, `sitemap-N.xml`), or null when it has no such
   * file. A request never makes one: before the first exists (the scheduled task makes it at
   * start-up), this throws SitemapNotReadyError.
   */
  async file(name: string): Promise<PreparedAnswer | null> {
    const generationId = await this.currentGenerationId();
    if (generationId === null) throw new SitemapNotReadyError();
    const key = `sitemap:${generationId}:${name}`;
    const kept = await this.cache.get<PreparedAnswer | false>(key);
    if (kept !== undefined && kept !== null) return kept || null;
    const stored = await this.sitemaps.findFile(generationId, name);
    const answer: PreparedAnswer | null = stored
      ? { contentType: SITEMAP_CONTENT_TYPE, cacheControl: SITEMAP_CACHE_CONTROL, body: stored.gzipped, gzipped: true, etag: stored.etag }
      : null;
    // A generation's files never change: kept until they are crowded out or the day is over.
    await this.cache.set(key, answer ?? false, KEPT_FILE_MILLISECONDS);
    return answer;
  }

  /**
   * The newest generation's id; while the database is out of reach, the last one read, so that
   * crawlers keep getting the files this instance holds in memory.
   */
  private async currentGenerationId(): Promise<number | null> {
    try {
      this.lastGenerationId = await this.sitemaps.latestId();
      return this.lastGenerationId;
    } catch (error) {
      if (this.lastGenerationId === null || !isDatabaseUnavailable(error)) throw error;
      return this.lastGenerationId;
    }
  }

  /** Not expired, and made for this public address; with a data version, made from that version of the directory. */
  private isFresh(generation: GenerationRow | null, now = Date.now(), dataVersion?: string): generation is GenerationRow {
    return (
      generation !== null &&
      generation.expiresAt.getTime() > now &&
      generation.siteUrl === this.config.siteUrl &&
      (dataVersion === undefined || generation.dataVersion === dataVersion)
    );
  }

  private run(reason: RegenerationReason, onlyIfExpired: boolean): Promise<RegenerationOutcome> {
    if (this.running) return onlyIfExpired ? this.running : Promise.resolve({ kind: 'busy' });
    this.running = this.runUnderLock(reason, onlyIfExpired).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Shared by whoever asked while it runs (the scheduled task, an administrator's request): in an
   * entity manager of its own. Every query of the transaction's callback goes through the
   * transaction, repositories' too.
   */
  @CreateRequestContext()
  private async runUnderLock(reason: RegenerationReason, onlyIfExpired: boolean): Promise<RegenerationOutcome> {
    const started = Date.now();
    try {
      // Read before the transaction, outside its snapshot.
      // An import committed after this read shows in the sitemap; the next check then makes another.
      const dataVersion = await this.cities.dataVersion();
      const outcome = await this.em.transactional<RegenerationOutcome>(
        async () => {
          if (!(await this.sitemaps.tryLockForTransaction())) return { kind: 'busy' };
          // Read after the lock: another instance may have just made one.
          if (onlyIfExpired && this.isFresh(await this.sitemaps.latest(), Date.now(), dataVersion)) return { kind: 'fresh' };
          return { kind: 'generated', generation: await this.write(reason, dataVersion) };
        },
        // One snapshot for every query of the generation: its states, cities and stores agree.
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      );
      if (outcome.kind === 'generated') {
        const { urlCount, id } = outcome.generation;
        this.logger.log(`Sitemap ${id} generated (${reason}): ${urlCount} URLs in ${Date.now() - started} ms`);
      }
      return outcome;
    } catch (error) {
      this.logger.error(`Sitemap regeneration (${reason}) failed; the last good sitemap is still served: ${errorText(error)}`);
      throw error;
    }
  }

  /** Writes a new generation: every page's URL, a file per 50,000, an index above one file. */
  private async write(reason: RegenerationReason, dataVersion: string): Promise<GenerationRow> {
    const siteUrl = this.config.siteUrl;
    const generatedAt = new Date();
    const expiresAt = new Date(generatedAt.getTime() + this.config.sitemap.maxAgeHours * 3_600_000);
    const counts = { urlCount: 0, stateCount: 0, cityCount: 0, storeCount: 0 };
    const generation = await this.sitemaps.insertGeneration({
      generatedAt,
      expiresAt,
      siteUrl,
      dataVersion,
      ...counts,
      reason,
      generatedBy: this.instance,
    });

    // What the index needs of each file; the XML itself goes once it is stored.
    const parts: Array<Pick<SitemapPart, 'number' | 'lastmod'>> = [];
    const splitter = new SitemapSplitter(siteUrl, async (part) => {
      await this.sitemaps.insertFile(generation, sitemapPartName(part.number), { ...stored(part.gzipped), urlCount: part.urlCount });
      parts.push({ number: part.number, lastmod: part.lastmod });
    });

    try {
      for (const path of FIXED_PAGE_PATHS) await splitter.add({ path, lastmod: null });
      const states = await this.sitemaps.listStatesWithStores();
      for (const state of states) await splitter.add(mapStatePage(state));
      counts.stateCount = states.length;
      const cities = await this.sitemaps.listCityPages();
      for (const city of cities) await splitter.add(mapCityPage(city));
      counts.cityCount = cities.length;
      for (let afterId = 0; ;) {
        const stores = await this.sitemaps.listStorePagesAfter(afterId, STORE_BATCH);
        if (stores.length === 0) break;
        for (const store of stores) await splitter.add(mapStorePage(store));
        counts.storeCount += stores.length;
        afterId = stores[stores.length - 1]!.id;
      }
      await splitter.finish();
    } catch (error) {
      splitter.abandon();
      throw error;
    }
    counts.urlCount = FIXED_PAGE_PATHS.length + counts.stateCount + counts.cityCount + counts.storeCount;

    if (parts.length === 1) {
      await this.sitemaps.renameFile(generation, sitemapPartName(1), SITEMAP_ROOT_FILE);
    } else {
      await this.sitemaps.insertFile(generation, SITEMAP_ROOT_FILE, {
        ...stored(await new GzipWriter().end(sitemapIndexXml(siteUrl, parts))),
        urlCount: 0,
      });
    }
    // Written by the unit of work as the transaction commits.
    this.sitemaps.assign(generation, counts);
    await this.sitemaps.deleteFilesBeforePrevious(generation);
    return { id: generation.id, generatedAt, expiresAt, siteUrl, dataVersion, ...counts };
  }
}

/** A file as kept: its validator is worked out from the compressed bytes, the only copy there is. */
const stored = (gzipped: Buffer): StoredFile => ({ gzipped, etag: weakEtag(gzipped) });

/** No sitemap exists yet: the scheduled task is making the first one. */
export class SitemapNotReadyError extends Error {
  constructor() {
    super('The sitemap is being generated. Try again in a minute.');
  }
}
