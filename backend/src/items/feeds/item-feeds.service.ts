import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { errorText } from '../../common/errors/error-text';
import type { ItemFeedKind, ItemFeedStatus, ItemFileCheck } from '../../contracts/items.contract';
import { ItemRepository } from '../item.repository';
import { ItemPhotoFiles } from '../item-photo-files';
import { FeedFileUnreadable, readFeedFile } from './feed-files';
import { readFeedRecords, readShopifyPage, type FeedItem, type FeedProblem } from './feed-items';
import { ItemFeed } from './item-feed.entity';
import { ItemFeedRepository } from './item-feed.repository';
import { nextRefreshAt } from './refresh-schedule';
import { safeFetch, SafeFetchRefused, type SafeFetchLimits } from './safe-fetch';

/** A Shopify storefront's products, this many a page (its most). */
const SHOPIFY_PAGE_SIZE = 250;
/** Pages read of a storefront at most (50,000 products). */
const SHOPIFY_PAGES_MAX = 200;
/** Each answer of a feed: at most 20 MB, within 20 seconds. */
const FEED_ANSWER = { maxBytes: 20 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };
/** A photo: at most 10 MB, within 15 seconds. */
const PHOTO_ANSWER = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 };
/** Photos fetched after each refresh at most: the rest after the next. */
const PHOTOS_PER_REFRESH = 40;
/** How often the task looks for feeds due, and how many it takes at once (one per host). */
const CHECK_MILLISECONDS = 60_000;
const FEEDS_PER_CHECK = 4;
/** A refresh's lease: another instance takes the feed after this if this one stopped. */
const LEASE_SECONDS = 15 * 60;
/** A feed that failed is tried again after this, or its period if shorter. */
const RETRY_MILLISECONDS = 60 * 60_000;
/** Problems the owner is told of, at most. */
const PROBLEMS_SHOWN = 20;
/** An uploaded file's items shown before it is saved. */
const PREVIEW_ITEMS = 10;

/** A feed's items, read whole, and the records that could not be items. */
export interface FeedRead {
  items: FeedItem[];
  problems: FeedProblem[];
}

/** Why a feed could not be read, in the owner's words. */
export class FeedUnreadable extends Error {}

/** The address of a Shopify storefront as kept: its origin ('https://shop.example.com'). */
export function storefrontOrigin(address: string): string {
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`);
  return url.origin;
}

const summary = (problems: readonly FeedProblem[]) =>
  problems
    .slice(0, 3)
    .map((problem) => `item ${problem.line}: ${problem.message}`)
    .join('; ');

/**
 * Stores' item feeds (docs/architecture.md, "Shop the racks"): read when an owner connects one, then
 * by the scheduled task every ITEM_FEED_REFRESH_HOURS. A read writes the items in one transaction:
 * those listed are on sale and seen now, those no longer listed are sold. A feed that cannot be read
 * keeps its items and says why. Every address is fetched by `safeFetch`.
 */
@Injectable()
export class ItemFeedsService {
  private readonly logger = new Logger(ItemFeedsService.name);
  private readonly limits: Pick<SafeFetchLimits, 'allowedAddresses'>;
  private readonly periodMilliseconds: number;
  private refreshing: Promise<number> | null = null;

  constructor(
    // For `@CreateRequestContext`: the task's work in a context of its own.
    protected readonly em: EntityManager,
    private readonly feeds: ItemFeedRepository,
    private readonly items: ItemRepository,
    private readonly photos: ItemPhotoFiles,
    config: AppConfig,
  ) {
    this.limits = { allowedAddresses: config.itemFeeds.allowedAddresses };
    this.periodMilliseconds = config.itemFeeds.refreshHours * 3_600_000;
  }

  async status(storeId: number): Promise<ItemFeedStatus | null> {
    const feed = await this.feeds.findOfStore(storeId);
    return feed && mapStatus(feed);
  }

  /**
   * Connects a store's Shopify storefront or JSON feed: read whole at once (a feed that cannot be read
   * is refused with why, and nothing is kept), its items written, then refreshed on schedule.
   */
  async connect(
    storeId: number,
    kind: Exclude<ItemFeedKind, 'upload'>,
    address: string,
  ): Promise<{ status: ItemFeedStatus; problems: FeedProblem[] }> {
    const url = kind === 'shopify' ? storefrontOrigin(address) : new URL(address).toString();
    let read: FeedRead;
    try {
      read = await this.read(kind, url);
    } catch (error) {
      if (error instanceof FeedUnreadable || error instanceof SafeFetchRefused) throw new BadRequestException(error.message);
      throw error;
    }
    const feed = await this.em.transactional(async () => {
      const found = (await this.feeds.findOfStore(storeId)) ?? this.feeds.create({ storeId, kind, url });
      Object.assign(found, { kind, url, host: new URL(url).host, pausedAt: null });
      await this.feeds.writeChanges();
      await this.write(found, read, new Date());
      return found;
    });
    void this.fetchPhotos(storeId);
    return { status: mapStatus(feed), problems: read.problems.slice(0, PROBLEMS_SHOWN) };
  }

  /**
   * The administrator pauses a store's feed (no refresh until resumed; its items stay) or resumes it
   * (read again at once, by the next run of the task). Null: the store has no feed.
   */
  async setPaused(storeId: number, paused: boolean): Promise<ItemFeedStatus | null> {
    const feed = await this.feeds.findOfStore(storeId);
    if (!feed) return null;
    feed.pausedAt = paused ? (feed.pausedAt ?? new Date()) : null;
    if (!paused) feed.nextRefreshAt = new Date();
    await this.feeds.writeChanges();
    return mapStatus(feed);
  }

  /**
   * An owner's CSV or .xlsx file of items: checked, its first items and its problems by line told;
   * with `save`, and only without a problem, the store's items become the file's (the feed is then
   * the file, which no task reads again) in one transaction.
   */
  async upload(storeId: number, file: Buffer, save: boolean): Promise<ItemFileCheck> {
    let read: FeedRead;
    try {
      read = await readFeedFile(file);
    } catch (error) {
      if (error instanceof FeedFileUnreadable) throw new BadRequestException(error.message);
      throw error;
    }
    const check = {
      itemCount: read.items.length,
      preview: read.items.slice(0, PREVIEW_ITEMS).map((item) => ({
        title: item.title,
        priceCents: item.priceCents,
        category: item.category,
        brand: item.brand,
        size: item.size,
        condition: item.condition,
        available: item.available,
      })),
      problems: read.problems.slice(0, PROBLEMS_SHOWN),
      problemCount: read.problems.length,
    };
    if (!save) return { ...check, saved: false, feed: await this.status(storeId) };
    if (read.problems.length > 0)
      throw new BadRequestException(
        `Nothing was saved: ${read.problems.length === 1 ? 'a line has a problem' : `${read.problems.length} lines have problems`} (line ${read.problems[0]!.line}: ${read.problems[0]!.message}). Mend the file and send it again.`,
      );
    const feed = await this.em.transactional(async () => {
      const found = (await this.feeds.findOfStore(storeId)) ?? this.feeds.create({ storeId, kind: 'upload' });
      Object.assign(found, { kind: 'upload', url: null, host: null, pausedAt: null });
      await this.feeds.writeChanges();
      await this.write(found, read, new Date());
      return found;
    });
    void this.fetchPhotos(storeId);
    return { ...check, saved: true, feed: mapStatus(feed) };
  }

  /** Removes a store's feed: its items leave the racks. */
  async disconnect(storeId: number): Promise<void> {
    await this.em.transactional(async () => {
      const feed = await this.feeds.findOfStore(storeId);
      if (feed) this.em.remove(feed);
      await this.feeds.writeChanges();
      await this.items.markUnseenSold(storeId, new Date());
    });
  }

  /** Refreshes the feeds due, a few at a time (one of each host); one run at a time in this process. */
  @Interval('item-feeds', CHECK_MILLISECONDS)
  refreshDue(): Promise<number> {
    this.refreshing ??= this.refreshBatches()
      .catch((error: unknown) => {
        this.logger.error(`Refreshing item feeds failed: ${errorText(error)}`);
        return 0;
      })
      .finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  @CreateRequestContext()
  private async refreshBatches(): Promise<number> {
    let refreshed = 0;
    for (;;) {
      const due = await this.feeds.leaseDue(FEEDS_PER_CHECK, LEASE_SECONDS);
      if (due.length === 0) return refreshed;
      await Promise.all(due.map((feed) => this.refresh(feed)));
      refreshed += due.length;
      this.em.clear();
    }
  }

  /** Reads one leased feed and writes what it holds, or why it could not be read. */
  private async refresh(feed: ItemFeed): Promise<void> {
    const now = new Date();
    try {
      const read = await this.read(feed.kind as Exclude<ItemFeedKind, 'upload'>, feed.url!);
      await this.em.transactional(() => this.write(feed, read, now));
      await this.fetchPhotos(feed.storeId);
    } catch (error) {
      const expected = error instanceof FeedUnreadable || error instanceof SafeFetchRefused;
      if (!expected) this.logger.error(`Item feed ${feed.id} failed: ${errorText(error)}`);
      Object.assign(feed, {
        lastError: expected ? error.message : 'The feed could not be read: the site will try again later.',
        lastRefreshedAt: now,
        nextRefreshAt: new Date(now.getTime() + Math.min(RETRY_MILLISECONDS, this.periodMilliseconds)),
        leasedUntil: null,
      });
      await this.feeds.writeChanges();
    }
  }

  /** Writes a feed's items as seen `now` (in the caller's transaction) and its state. */
  private async write(feed: ItemFeed, read: FeedRead, now: Date): Promise<void> {
    await this.items.upsertSeen(feed.storeId, read.items, now);
    await this.items.markUnseenSold(feed.storeId, now);
    Object.assign(feed, {
      itemCount: await this.items.countOnSale(feed.storeId),
      lastRefreshedAt: now,
      lastError: read.problems.length > 0 ? `${read.problems.length} listed items were left out: ${summary(read.problems)}` : null,
      nextRefreshAt: nextRefreshAt(feed.id, now, this.periodMilliseconds),
      leasedUntil: null,
    });
    await this.feeds.writeChanges();
  }

  /** A feed's items: a storefront's pages in turn, one request at a time, or a JSON feed's one answer. */
  private async read(kind: Exclude<ItemFeedKind, 'upload'>, url: string): Promise<FeedRead> {
    if (kind === 'json') {
      const body = parseJson(await this.fetch(url, FEED_ANSWER, 'application/json'));
      const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
      if (!Array.isArray(list)) throw new FeedUnreadable('The feed must be JSON holding a list of items: { "items": [ ... ] }.');
      return readFeedRecords(list, (index) => index + 1);
    }
    const items: FeedItem[] = [];
    const problems: FeedProblem[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= SHOPIFY_PAGES_MAX; page++) {
      const storefront = new URL(url);
      const address = new URL(`/products.json?limit=${SHOPIFY_PAGE_SIZE}&page=${page}`, storefront).toString();
      const read = readShopifyPage(parseJson(await this.fetch(address, FEED_ANSWER, 'application/json')), storefront);
      if (!read)
        throw new FeedUnreadable(
          `${storefront.host} did not answer as a Shopify storefront does: its /products.json holds no list of products.`,
        );
      for (const item of read.items) {
        if (seen.has(item.externalId)) continue;
        seen.add(item.externalId);
        items.push(item);
      }
      problems.push(...read.problems.map((problem) => ({ ...problem, line: (page - 1) * SHOPIFY_PAGE_SIZE + problem.line })));
      if (read.products < SHOPIFY_PAGE_SIZE) break;
    }
    return { items, problems };
  }

  private async fetch(url: string, limits: Omit<SafeFetchLimits, 'allowedAddresses'>, accept: string): Promise<Buffer> {
    return (await safeFetch(url, { ...limits, ...this.limits }, { accept })).body;
  }

  /** Fetches the photos of a store's items that have none yet, a few each time; one that fails is left. */
  private async fetchPhotos(storeId: number): Promise<void> {
    try {
      const waiting = await this.items.listPhotosToFetch(storeId, PHOTOS_PER_REFRESH);
      const done = new Set<string>();
      for (const { photoSource } of waiting) {
        if (!photoSource || done.has(photoSource)) continue;
        done.add(photoSource);
        const image = await this.fetch(photoSource, PHOTO_ANSWER, 'image/*').catch(() => null);
        const file = image && (await this.photos.keep(image));
        if (file) await this.items.setPhotoFile(storeId, photoSource, file);
      }
    } catch (error) {
      this.logger.warn(`Fetching item photos of store ${storeId} failed: ${errorText(error)}`);
    }
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new FeedUnreadable('The feed did not answer with JSON.');
  }
}

export function mapStatus(feed: ItemFeed): ItemFeedStatus {
  return {
    kind: feed.kind,
    url: feed.url,
    itemCount: feed.itemCount,
    lastRefreshedAt: feed.lastRefreshedAt?.toISOString() ?? null,
    nextRefreshAt: feed.url && !feed.pausedAt ? feed.nextRefreshAt.toISOString() : null,
    lastError: feed.lastError,
    paused: feed.pausedAt !== null,
  };
}
