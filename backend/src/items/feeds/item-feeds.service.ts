import { CreateRequestContext, EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { errorText } from '../../common/errors/error-text';
import type { ItemFeedKind, ItemFeedStatus, ItemFileCheck } from '../../contracts/items.contract';
import { ItemRepository } from '../item.repository';
import { ItemPhotoFiles } from '../item-photo-files';
import { FeedFileUnreadable, readFeedFile } from './feed-files';
import { readFeedRecords, readShopifyPage, TooManyItems, FEED_ITEMS_MAX, type FeedItem, type FeedProblem } from './feed-items';
import { ITEM_FEED_ERROR_LENGTH, type ItemFeed } from './item-feed.entity';
import { ItemFeedRepository } from './item-feed.repository';
import { ITEM_PHOTO_MISSING } from './item-photo-missing';
import { nextRefreshAt } from './refresh-schedule';
import { safeFetch, SafeFetchRefused, type SafeFetchLimits } from './safe-fetch';

type FetchedKind = Exclude<ItemFeedKind, 'upload'>;

/** A Shopify storefront's products, this many a page (its most). */
const SHOPIFY_PAGE_SIZE = 250;
/** Pages read of a storefront at most (50,000 products, `FEED_ITEMS_MAX`). */
const SHOPIFY_PAGES_MAX = FEED_ITEMS_MAX / SHOPIFY_PAGE_SIZE;
/** Each answer of a feed: at most 20 MB, within 20 seconds. */
const FEED_ANSWER = { maxBytes: 20 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };
/** A photo: at most 10 MB, within 15 seconds. */
const PHOTO_ANSWER = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 };
/** A whole read, every page of it: the scheduled task's, and the one an owner waits for as they connect. */
const REFRESH_MILLISECONDS = 10 * 60_000;
const CONNECT_MILLISECONDS = 60_000;
/** Photos fetched after each read at most: the rest after the next. */
const PHOTOS_PER_REFRESH = 40;
/** How often the task looks for feeds due, and how many it takes at once (one per host). */
const CHECK_MILLISECONDS = 60_000;
const FEEDS_PER_CHECK = 4;
/** A refresh's lease, longer than a read and its writing: another instance takes the feed after it. */
const LEASE_SECONDS = 15 * 60;
/** The advisory lock the instances take in turn to lease feeds, so that two never lease one host's at once. */
const LEASE_LOCK = 740_067;
/** A feed that failed is tried again after this, or its period if shorter. */
const RETRY_MILLISECONDS = 60 * 60_000;
/** Problems the owner is told of, at most. */
const PROBLEMS_SHOWN = 20;
/** An uploaded file's items shown before it is saved. */
const PREVIEW_ITEMS = 10;
const ADDRESS_MESSAGE = 'url must be the address of the store’s web shop or feed, such as https://shop.example.com';
const PAUSED_MESSAGE = 'An administrator paused this store’s items: they stay as they are until the administrator resumes them.';

/** A feed's items, read whole, and the records that could not be items. */
export interface FeedRead {
  items: FeedItem[];
  problems: FeedProblem[];
}

/** Why a feed could not be read, in the owner's words. */
export class FeedUnreadable extends Error {}

/**
 * The address a feed is kept and read at: `http(s)` only, without a user name; a Shopify storefront
 * by its origin ('https://shop.example.com'), an address typed without a scheme read as `https://`.
 */
export function feedAddress(kind: FetchedKind, address: string): string {
  const typed = address.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  if (!URL.canParse(withScheme)) throw new BadRequestException(ADDRESS_MESSAGE);
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadRequestException('The address must start with http:// or https://.');
  if (url.username || url.password) throw new BadRequestException('The address must not hold a user name or password.');
  const kept = kind === 'shopify' ? url.origin : url.href;
  if (kept.length > 2000) throw new BadRequestException('url must be at most 2000 characters');
  return kept;
}

/** What the owner reads of a read's problems, within the column that keeps it. */
function problemsText(problems: readonly FeedProblem[]): string | null {
  if (problems.length === 0) return null;
  const first = problems
    .slice(0, 3)
    .map((problem) => `item ${problem.line}: ${problem.message}`)
    .join('; ');
  const text = `${problems.length === 1 ? '1 listed item was' : `${problems.length} listed items were`} left out: ${first}`;
  return text.length > ITEM_FEED_ERROR_LENGTH ? `${text.slice(0, ITEM_FEED_ERROR_LENGTH - 1)}…` : text;
}

const isExpected = (error: unknown): error is Error => error instanceof FeedUnreadable || error instanceof SafeFetchRefused;

/**
 * Stores' item feeds (docs/architecture.md, "Shop the racks"): read when an owner connects one, then
 * by the scheduled task every ITEM_FEED_REFRESH_HOURS. A read writes the items in one transaction,
 * with the feed's row locked and unchanged since the read began: those listed are on sale and seen
 * now, those no longer listed are sold. A feed that cannot be read keeps its items and says why.
 * Every address is fetched by `safeFetch`.
 */
@Injectable()
export class ItemFeedsService {
  private readonly logger = new Logger(ItemFeedsService.name);
  private readonly limits: Pick<SafeFetchLimits, 'allowedAddresses'>;
  private readonly periodMilliseconds: number;
  private refreshing: Promise<number> | null = null;

  constructor(
    // For `@CreateRequestContext`: each refresh's work in a context of its own.
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
   * within a minute is refused with why, and nothing is kept), its items written, then refreshed on
   * schedule. Refused while an administrator has paused the store's items.
   */
  async connect(storeId: number, kind: FetchedKind, address: string): Promise<{ status: ItemFeedStatus; problems: FeedProblem[] }> {
    const url = feedAddress(kind, address);
    if ((await this.feeds.findOfStore(storeId))?.pausedAt) throw new ForbiddenException(PAUSED_MESSAGE);
    let read: FeedRead;
    try {
      read = await this.read(kind, url, Date.now() + CONNECT_MILLISECONDS);
    } catch (error) {
      if (isExpected(error)) throw new BadRequestException(error.message);
      throw error;
    }
    const feed = await this.replaceItems(storeId, { kind, url, host: new URL(url).host }, read);
    void this.fetchPhotos(storeId);
    return { status: mapStatus(feed), problems: read.problems.slice(0, PROBLEMS_SHOWN) };
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
      if (error instanceof FeedFileUnreadable || error instanceof TooManyItems) throw new BadRequestException(error.message);
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
    if ((await this.feeds.findOfStore(storeId))?.pausedAt) throw new ForbiddenException(PAUSED_MESSAGE);
    const feed = await this.replaceItems(storeId, { kind: 'upload', url: null, host: null }, read);
    void this.fetchPhotos(storeId);
    return { ...check, saved: true, feed: mapStatus(feed) };
  }

  /**
   * The store's feed made `source` (created if it has none) and its items the read's, in one
   * transaction with the feed's row locked: a refresh under way then finds it changed and writes
   * nothing. Two first connections at once: the second is a 409.
   */
  private async replaceItems(storeId: number, source: Pick<ItemFeed, 'kind' | 'url' | 'host'>, read: FeedRead): Promise<ItemFeed> {
    try {
      return await this.em.transactional(async () => {
        const feed = (await this.feeds.findOfStoreLocked(storeId)) ?? this.feeds.create({ storeId, ...source });
        if (feed.pausedAt) throw new ForbiddenException(PAUSED_MESSAGE);
        Object.assign(feed, source, { leasedUntil: null });
        await this.feeds.writeChanges();
        await this.write(feed, read, new Date());
        return feed;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException('The store’s items are being connected already: try again in a moment.');
      throw error;
    }
  }

  /**
   * The administrator pauses a store's feed (no refresh until resumed; its items stay) or resumes it
   * (read again at once, by the next run of the task). Null: the store has no feed.
   */
  async setPaused(storeId: number, paused: boolean): Promise<ItemFeedStatus | null> {
    return this.em.transactional(async () => {
      const feed = await this.feeds.findOfStoreLocked(storeId);
      if (!feed) return null;
      feed.pausedAt = paused ? (feed.pausedAt ?? new Date()) : null;
      if (!paused) feed.nextRefreshAt = new Date();
      await this.feeds.writeChanges();
      return mapStatus(feed);
    });
  }

  /** Removes a store's feed (a refresh under way then writes nothing): all its items leave the racks. */
  async disconnect(storeId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const feed = await this.feeds.findOfStoreLocked(storeId);
      if (feed?.pausedAt) throw new ForbiddenException(PAUSED_MESSAGE);
      if (feed) em.remove(feed);
      await this.feeds.writeChanges();
      await this.items.markAllSold(storeId, new Date());
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

  private async refreshBatches(): Promise<number> {
    let refreshed = 0;
    for (;;) {
      const due = await this.lease();
      if (due.length === 0) return refreshed;
      // Each feed in a context of its own: nothing of one refresh is flushed by another's.
      await Promise.all(due.map((feed) => this.refresh(feed.id, feed.leasedUntil)));
      refreshed += due.length;
    }
  }

  /** Leases the feeds due, under an advisory lock the instances take in turn (one of a host's feeds at a time). */
  @CreateRequestContext()
  private lease(): Promise<Array<{ id: number; leasedUntil: Date }>> {
    return this.em.transactional(async (em) => {
      // A lock of the database's, which the ORM has no form for.
      await em.execute('select pg_advisory_xact_lock(?)', [LEASE_LOCK]);
      return this.feeds.leaseDue(FEEDS_PER_CHECK, LEASE_SECONDS);
    });
  }

  /**
   * Reads one leased feed and writes what it holds, or why it could not be read, unless the feed
   * changed meanwhile (disconnected, connected elsewhere, paused, its lease taken over).
   */
  @CreateRequestContext()
  private async refresh(feedId: number, leasedUntil: Date): Promise<void> {
    const feed = await this.feeds.findOne(feedId);
    if (!feed?.url || feed.kind === 'upload') return;
    const { url } = feed;
    const now = new Date();
    try {
      const read = await this.read(feed.kind, url, Date.now() + REFRESH_MILLISECONDS);
      const written = await this.em.transactional(async () => {
        const current = await this.feeds.findOfStoreLocked(feed.storeId);
        const unchanged =
          current?.id === feedId && current.url === url && !current.pausedAt && current.leasedUntil?.getTime() === leasedUntil.getTime();
        if (unchanged) await this.write(current, read, now);
        return unchanged;
      });
      if (written) await this.fetchPhotos(feed.storeId);
    } catch (error) {
      if (!isExpected(error)) this.logger.error(`Item feed ${feedId} failed: ${errorText(error)}`);
      const message = isExpected(error) ? error.message : 'The feed could not be read: the site will try again later.';
      await this.feeds.recordFailure(feedId, leasedUntil, {
        lastError: message.slice(0, ITEM_FEED_ERROR_LENGTH),
        lastRefreshedAt: now,
        nextRefreshAt: new Date(now.getTime() + Math.min(RETRY_MILLISECONDS, this.periodMilliseconds)),
      });
    }
  }

  /** Writes a feed's items as seen `now` (in the caller's transaction) and its state. */
  private async write(feed: ItemFeed, read: FeedRead, now: Date): Promise<void> {
    await this.items.upsertSeen(feed.storeId, read.items, now);
    await this.items.markUnseenSold(feed.storeId, now);
    Object.assign(feed, {
      itemCount: await this.items.countOnSale(feed.storeId),
      lastRefreshedAt: now,
      lastError: problemsText(read.problems),
      nextRefreshAt: nextRefreshAt(feed.id, now, this.periodMilliseconds),
      leasedUntil: null,
    });
    await this.feeds.writeChanges();
  }

  /**
   * A feed's items, by `deadline`: a storefront's pages in turn, one request at a time (at most
   * 50,000 products), or a JSON feed's one answer. Anything the readers cannot read makes the feed
   * unreadable, never a failure of the site.
   */
  private async read(kind: FetchedKind, url: string, deadline: number): Promise<FeedRead> {
    try {
      return kind === 'json' ? await this.readJson(url, deadline) : await this.readShopify(url, deadline);
    } catch (error) {
      if (isExpected(error)) throw error;
      if (error instanceof TooManyItems) throw new FeedUnreadable(error.message);
      this.logger.warn(`A feed at ${url} could not be read: ${errorText(error)}`);
      throw new FeedUnreadable('The feed could not be read: check that it answers as docs/item-feeds.md says.');
    }
  }

  private async readJson(url: string, deadline: number): Promise<FeedRead> {
    const body = parseJson(await this.fetch(url, FEED_ANSWER, deadline, 'application/json'));
    const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(list)) throw new FeedUnreadable('The feed must be JSON holding a list of items: { "items": [ ... ] }.');
    return readFeedRecords(list, (index) => index + 1);
  }

  private async readShopify(url: string, deadline: number): Promise<FeedRead> {
    const storefront = new URL(url);
    const items: FeedItem[] = [];
    const problems: FeedProblem[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= SHOPIFY_PAGES_MAX; page++) {
      const address = new URL(`/products.json?limit=${SHOPIFY_PAGE_SIZE}&page=${page}`, storefront).href;
      const body = parseJson(await this.fetch(address, FEED_ANSWER, deadline, 'application/json'));
      const read = await readShopifyPage(body, storefront, (page - 1) * SHOPIFY_PAGE_SIZE + 1);
      if (!read)
        throw new FeedUnreadable(
          `${storefront.host} did not answer as a Shopify storefront does: its /products.json holds no list of products.`,
        );
      if (read.products > SHOPIFY_PAGE_SIZE)
        throw new FeedUnreadable(
          `${storefront.host} answered more than ${SHOPIFY_PAGE_SIZE} products a page, as no Shopify storefront does.`,
        );
      for (const item of read.items) {
        if (seen.has(item.externalId)) continue;
        seen.add(item.externalId);
        items.push(item);
      }
      problems.push(...read.problems);
      if (read.products < SHOPIFY_PAGE_SIZE) break;
    }
    return { items, problems };
  }

  /** An address's answer within its limits and what is left of `deadline`. */
  private async fetch(url: string, limits: Omit<SafeFetchLimits, 'allowedAddresses'>, deadline: number, accept: string): Promise<Buffer> {
    const left = deadline - Date.now();
    if (left <= 0) throw new FeedUnreadable('The feed took longer to read than the site waits: a minute as it is connected, ten later.');
    return (await safeFetch(url, { ...limits, ...this.limits, timeoutMs: Math.min(limits.timeoutMs, left) }, { accept })).body;
  }

  /** Fetches the photos of a store's items that have none yet, a few each time; one that fails is left. */
  private async fetchPhotos(storeId: number): Promise<void> {
    try {
      const waiting = await this.items.listPhotosToFetch(storeId, PHOTOS_PER_REFRESH);
      const done = new Set<string>();
      for (const { photoSource } of waiting) {
        if (!photoSource || done.has(photoSource)) continue;
        done.add(photoSource);
        const image = await this.fetch(photoSource, PHOTO_ANSWER, Date.now() + PHOTO_ANSWER.timeoutMs, 'image/*').catch(() => null);
        const file = image && (await this.photos.keep(image));
        // A photo that cannot be had is marked so, and not asked for again until its address changes.
        await this.items.setPhotoFile(storeId, photoSource, file ?? ITEM_PHOTO_MISSING);
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
