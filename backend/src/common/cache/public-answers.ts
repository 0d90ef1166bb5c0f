import { createKeyv } from '@cacheable/memory';
import { CACHE_MANAGER, CacheInterceptor, CacheModule, type Cache } from '@nestjs/cache-manager';
import { Global, Inject, Injectable, Module, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';

/**
 * What pages and public API answers tell browsers and shared caches (the caching proxy in front, a
 * CDN): browsers check back before each use (the ETag makes that a 304); a shared cache may send an
 * answer for `seconds` and then, while it asks again, for as long once more. Without that time,
 * everyone checks back.
 */
export const sharedCacheControl = (seconds: number) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'no-cache';

/** Browsers (and shared caches) may keep a controller's answers this many seconds, in place of `sharedCacheControl`. */
export const BrowserCacheSeconds = Reflector.createDecorator<number>();

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

  constructor(@Inject(CACHE_MANAGER) cacheManager: Cache, reflector: Reflector, config: AppConfig) {
    super(cacheManager, reflector);
    this.seconds = config.apiCache.seconds;
  }

  override intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const browserSeconds = this.reflector.getAllAndOverride(BrowserCacheSeconds, [context.getHandler(), context.getClass()]);
    context
      .switchToHttp()
      .getResponse<Response>()
      .set('Cache-Control', browserSeconds ? `public, max-age=${browserSeconds}` : sharedCacheControl(this.seconds));
    return super.intercept(context, next);
  }

  /** Nothing is kept with API_CACHE_SECONDS=0. */
  protected override trackBy(context: ExecutionContext): ReturnType<CacheInterceptor['trackBy']> {
    return this.seconds > 0 ? super.trackBy(context) : undefined;
  }
}

/**
 * The app's one cache: bounded in memory (`API_CACHE_ENTRIES`, least recently used going first), its
 * values kept as they are (neither serialised nor copied on every read): the public API's answers,
 * the sitemap's files, the share cards.
 */
@Global()
@Module({
  imports: [
    CacheModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        stores: [createKeyv({ ttl: config.apiCache.seconds * 1000, lruSize: config.apiCache.entries, useClone: false })],
      }),
    }),
  ],
  providers: [PublicAnswersInterceptor],
  exports: [CacheModule, PublicAnswersInterceptor],
})
export class AppCacheModule {}
