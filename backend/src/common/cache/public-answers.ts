import { CACHE_MANAGER, CacheInterceptor, CacheModule, type Cache } from '@nestjs/cache-manager';
import { Global, Inject, Injectable, Logger, Module, type CallHandler, type ExecutionContext, type OnModuleInit } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Keyv } from 'keyv';
import { LRUCache } from 'lru-cache';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { CHANGE_CHANNELS, ChangeNotices } from '../../database/change-notices';
import { errorText } from '../errors/error-text';
import { asksForOpenNow } from '../../contracts/search.contract';

/**
 * What pages and public API answers tell browsers and shared caches (the caching proxy in front, a
 * CDN): browsers check back before each use (the ETag makes that a 304); a shared cache may send an
 * answer for `seconds` and then, while it asks again, for as long once more. Without that time,
 * everyone checks back.
 */
export const sharedCacheControl = (seconds: number) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'no-cache';

/**
 * The answers and pages the app's cache keeps. A change to the directory, announced by any instance
 * (`ChangeNotices`, each change once), empties every instance's cache. Kept answers are keyed by how
 * many times this instance has emptied it (a number that only grows: notices of changes need not
 * arrive in their order), so an answer read from the data before a change but finished after it is
 * kept under the old key, where no request looks.
 */
@Injectable()
export class KeptAnswers implements OnModuleInit {
  private readonly logger = new Logger(KeptAnswers.name);
  private emptied = 0;

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly notices: ChangeNotices,
  ) {}

  onModuleInit(): void {
    this.notices.follow(CHANGE_CHANNELS.directory, () => this.drop());
  }

  /** The key that a request starting now keeps its answer for `address` under. */
  key(address: string): string {
    return `${this.emptied}:${address}`;
  }

  /**
   * The directory changed (the change is saved): announced to every instance, this one's kept answers
   * and pages dropped before this returns (as a follower of the announcement, failed or not), the
   * others' within a second. An announcement that fails is logged; the others' answers then go as they
   * expire.
   */
  async forget(): Promise<void> {
    try {
      await this.notices.announce(CHANGE_CHANNELS.directory);
    } catch (error) {
      this.logger.warn(`A change was not announced to the other instances: ${errorText(error)}`);
    }
  }

  /** Every kept answer and page dropped: what a request that started before keeps goes under the old key. */
  async drop(): Promise<void> {
    this.emptied += 1;
    await this.cache.clear();
  }
}

/** Browsers (and shared caches) may keep a controller's answers this many seconds, in place of `sharedCacheControl`. */
export const BrowserCacheSeconds = Reflector.createDecorator<number>();

/** What caches are told of an answer of the moment: a minute at most. */
const FOR_THE_MOMENT = 'public, max-age=60';

/** Whether a request asks what changes with the clock (`asksForOpenNow`). */
function forTheMoment(context: ExecutionContext): boolean {
  const { url } = context.switchToHttp().getRequest<Request>();
  const query = url.indexOf('?');
  return query >= 0 && asksForOpenNow(new URLSearchParams(url.slice(query + 1)));
}

/**
 * The public API's GET answers, kept in the app's cache (`CacheModule`) for `API_CACHE_SECONDS` by
 * address, and marked for browsers and shared caches: `sharedCacheControl`, or `public, max-age` where
 * a controller says `@BrowserCacheSeconds(n)`. The directory changes only when stores are imported,
 * and an answer from the cache costs no query. Errors are never kept (an error's Cache-Control is the
 * exception filter's).
 */
@Injectable()
export class PublicAnswersInterceptor extends CacheInterceptor {
  private readonly seconds: number;

  constructor(
    @Inject(CACHE_MANAGER) cacheManager: Cache,
    reflector: Reflector,
    config: AppConfig,
    private readonly kept: KeptAnswers,
  ) {
    super(cacheManager, reflector);
    this.seconds = config.apiCache.seconds;
  }

  override intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const browserSeconds = this.reflector.getAllAndOverride(BrowserCacheSeconds, [context.getHandler(), context.getClass()]);
    const cacheControl = forTheMoment(context)
      ? FOR_THE_MOMENT
      : browserSeconds
        ? `public, max-age=${browserSeconds}`
        : sharedCacheControl(this.seconds);
    context.switchToHttp().getResponse<Response>().set('Cache-Control', cacheControl);
    return super.intercept(context, next);
  }

  /**
   * Nothing is kept with API_CACHE_SECONDS=0, nor an answer of the moment (open now); answers are
   * kept by address, under `KeptAnswers.key`.
   */
  protected override async trackBy(context: ExecutionContext): Promise<string | undefined> {
    const address = this.seconds > 0 && !forTheMoment(context) ? await super.trackBy(context) : undefined;
    return address ? this.kept.key(address) : undefined;
  }
}

/**
 * About what a kept value takes in memory: a buffer its bytes (a page, a prepared file); a string two
 * bytes a character (V8 keeps text with any character beyond Latin-1 so); an answer's objects twice
 * their JSON (each object's and string's own header beside its data).
 */
function bytesOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return value.length * 2;
  const body = (value as { body?: unknown } | null)?.body;
  if (Buffer.isBuffer(body)) return body.length;
  return (JSON.stringify(value)?.length ?? 0) * 2;
}

/**
 * The app's one cache's store: in memory, bounded by what its values weigh (least recently used
 * going first; lru-cache as Keyv's store), the values kept as they are (neither serialised nor
 * copied on every read).
 */
export function memoryStore(megabytes: number): Keyv {
  const entries = new LRUCache<string, { value: unknown }>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (entry) => bytesOf(entry.value) + 128,
  });
  // Keyv's store interface (a Map's methods); Keyv keeps each entry's expiry itself.
  const store = {
    get: (key: string) => entries.get(key),
    set: (key: string, entry: { value: unknown }) => void entries.set(key, entry),
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    has: (key: string) => entries.has(key),
  };
  return new Keyv({ store, serialize: undefined, deserialize: undefined });
}

/**
 * The app's one cache (`API_CACHE_MEGABYTES`): the public API's answers, found pages, the sitemap's
 * files, the share cards.
 */
@Global()
@Module({
  imports: [
    CacheModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ stores: [memoryStore(config.apiCache.megabytes)], ttl: config.apiCache.seconds * 1000 }),
    }),
  ],
  providers: [KeptAnswers, PublicAnswersInterceptor],
  exports: [CacheModule, KeptAnswers, PublicAnswersInterceptor],
})
export class AppCacheModule {}
