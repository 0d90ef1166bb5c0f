import { Global, Injectable, Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import { RouteConfig } from '@nestjs/platform-fastify';
import accepts from 'accepts';
import createEtag from 'etag';
import isFresh from 'fresh';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config';
import { copyReplyHeaders } from '../http/hijacked-reply';

/** An answer ready to send as often as asked: its bytes (plain and gzipped) and validator, made once. */
export interface PreparedAnswer {
  contentType: string;
  cacheControl: string | null;
  /** The plain body; null when only the compressed one is kept (a large answer, unpacked for the rare client that needs it). */
  body: Buffer | null;
  /**
   * The body compressed once, for clients that accept gzip; null when too small to gain; undefined
   * until the first client that takes it asks (many answers are asked for once, by one client).
   */
  gzipped?: Buffer | null;
  etag: string;
}

/**
 * What pages and public API answers tell browsers and shared caches (a CDN, a reverse proxy in front
 * of several instances): browsers check back before each use (the ETag makes that a 304); a shared
 * cache may send an answer for `seconds` and then, while it asks again, for as long once more, as
 * this process's answer cache does (`API_CACHE_SECONDS`). Without that time, everyone checks back.
 */
export const sharedCacheControl = (seconds: number) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'no-cache';

/** Below this many bytes compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** The hash inside an answer's validator (the `etag` package's: length and SHA-1), for answers sent from memory and by Fastify alike. */
export const etagHash = (bytes: Buffer | string) => createEtag(bytes).slice(1, -1);

/** An answer's validator, weak: the plain and the compressed body are the same answer. */
export const weakEtag = (bytes: Buffer) => `W/"${etagHash(bytes)}"`;

/**
 * Keeps successful GET answers in memory, by URL, exactly as they were sent: the API's JSON and the
 * pages' HTML. The directory changes only when stores are imported, and answering from memory costs
 * far less than the queries behind an answer. Entries are fresh for `API_CACHE_SECONDS`; an expired
 * one is still sent while a single request makes it anew (so an import shows within that time and
 * one request). They take at most `API_CACHE_MEGABYTES`, least recently used going first.
 */
@Injectable()
export class AnswerCache {
  private readonly answers: LRUCache<string, PreparedAnswer> | null;

  private readonly ttlMilliseconds: number;
  /** Addresses whose expired answer one request is making anew. */
  private readonly refreshing = new Set<string>();
  /** Paths whose clients add a cache-busting `_` parameter (a timestamp): their answers are kept without it. */
  private readonly cacheBustedPaths = new Set<string>();
  /** Whether each Accept-Encoding seen takes gzip: clients send few different ones (bounded: a client may send anything). */
  private readonly gzipTakers = new LRUCache<string, boolean>({
    max: 200,
    memoMethod: (acceptEncoding) =>
      accepts({ headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage).encoding('gzip') === 'gzip',
  });

  constructor(config: AppConfig) {
    const { seconds, megabytes } = config.apiCache;
    this.ttlMilliseconds = seconds * 1000;
    this.answers =
      seconds > 0
        ? new LRUCache<string, PreparedAnswer>({
            ttl: seconds * 1000,
            maxSize: megabytes * 1024 * 1024,
            // An answer not yet compressed counts a quarter of its body for the compressed copy to come.
            sizeCalculation: (answer) =>
              (answer.body?.length ?? 0) +
              (answer.gzipped === undefined ? Math.ceil((answer.body?.length ?? 0) / 4) : (answer.gzipped?.length ?? 0)) +
              128,
          })
        : null;
  }

  /** Makes an answer's bytes and validator, once, so that sending it again costs little (its compressed copy is made when first asked for). */
  prepare(contentType: string, text: string, cacheControl: string | null = null): PreparedAnswer {
    const body = Buffer.from(text);
    return { contentType, cacheControl, body, gzipped: body.length >= COMPRESS_FROM_BYTES ? undefined : null, etag: weakEtag(body) };
  }

  /** Marks a path whose clients add a cache-busting `_` parameter, which its answers' addresses leave out. */
  ignoreCacheBuster(path: string): void {
    this.cacheBustedPaths.add(path);
  }

  /** The address an answer is kept under: the URL, less the `_` parameter on a path whose clients add it. */
  keyOf(url: string): string {
    if (this.cacheBustedPaths.size === 0 || !url.includes('_=')) return url;
    const query = url.indexOf('?');
    if (query === -1 || !this.cacheBustedPaths.has(url.slice(0, query))) return url;
    const parameters = new URLSearchParams(url.slice(query + 1));
    parameters.delete('_');
    return `${url.slice(0, query)}?${parameters.toString()}`;
  }

  /** Keeps an answer for later requests of the same URL; gives it back. */
  keep(url: string, answer: PreparedAnswer): PreparedAnswer {
    this.answers?.set(url, answer);
    return answer;
  }

  store(url: string, contentType: string, text: string, cacheControl: string | null = null): void {
    if (this.answers) this.keep(url, this.prepare(contentType, text, cacheControl));
  }

  /** Forgets every answer: after an import into this process's database. */
  clear(): void {
    this.answers?.clear();
    this.refreshing.clear();
  }

  /**
   * Sends a prepared answer: 304 when the client holds it already, the compressed bytes when the
   * client takes gzip, the plain ones otherwise; a HEAD request gets the headers alone.
   */
  respond(request: IncomingMessage, response: ServerResponse, answer: PreparedAnswer): void {
    const headers = ['Content-Type', answer.contentType];
    if (answer.cacheControl) headers.push('Cache-Control', answer.cacheControl);
    headers.push('ETag', answer.etag, 'Vary', 'Accept-Encoding');
    if (isFresh(request.headers, { etag: answer.etag })) {
      response.writeHead(304, headers).end();
      return;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    const gzip = answer.gzipped !== null && acceptEncoding !== undefined && this.gzipTakers.memo(acceptEncoding);
    // Compressed for the first client that takes it, and kept with the answer for the next.
    if (gzip && answer.gzipped === undefined) answer.gzipped = gzipSync(answer.body!);
    const bytes = gzip ? answer.gzipped : answer.body;
    if (bytes || !answer.gzipped) {
      if (gzip) headers.push('Content-Encoding', 'gzip');
      headers.push('Content-Length', String(bytes?.length ?? 0));
      response.writeHead(response.statusCode, headers).end(request.method === 'HEAD' ? undefined : bytes);
      return;
    }
    // Only the compressed bytes are kept, and this client does not take them.
    response.writeHead(response.statusCode, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    pipeline(Readable.from([answer.gzipped]), createGunzip(), response).catch(() => response.destroy());
  }

  /**
   * Sends a prepared answer from a controller, on Node's response (Fastify leaves it alone from
   * here), with the headers the controller set before.
   */
  send(reply: FastifyReply, answer: PreparedAnswer): void {
    reply.hijack();
    copyReplyHeaders(reply);
    this.respond(reply.request.raw, reply.raw, answer);
  }

  /**
   * Middleware (run on Fastify's `onRequest` hook, on Node's request and response) that answers a cached GET
   * before any routing, validation or database context (a conditional request gets its 304);
   * anything else goes on to the app.
   */
  readonly serve = (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void => {
    if (!this.answers || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const url = this.keyOf(request.originalUrl ?? request.url!);
    const status: LRUCache.Status<string, PreparedAnswer> = {};
    const answer = this.answers.get(url, { allowStale: true, noDeleteOnStaleGet: true, status });
    if (!answer) return next();
    if (status.get === 'stale') {
      // Expired for longer than it lived: too old to stand in for the new one.
      if ((status.remainingTTL ?? 0) < -this.ttlMilliseconds) {
        this.answers.delete(url);
        return next();
      }
      // Expired: one request makes the answer anew while the others get the expired one meanwhile,
      // so that expiring answers never send every visitor to the database at once.
      if (!this.refreshing.has(url)) {
        this.refreshing.add(url);
        response.once('close', () => {
          this.refreshing.delete(url);
          // The address now answers an error (a store removed, say): the old answer must not stand.
          if (response.statusCode >= 400) this.answers?.delete(url);
        });
        return next();
      }
    }
    this.respond(request, response, answer);
  };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswersOptions {
  /** Browsers and shared caches may keep the answers this long (`Cache-Control: public, max-age`); else `sharedCacheControl`. */
  browserSeconds?: number;
  /**
   * Browsers must not keep the answers (`Cache-Control: no-store`), and clients add a cache-busting
   * `_` parameter (a timestamp) that the server's own cache leaves out of the address.
   */
  noStore?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@CachedAnswers` on each route of a controller. */
    answerCache?: CachedAnswersOptions;
  }
}

/**
 * Marks a controller's GET answers as cacheable: kept by the server for `API_CACHE_SECONDS`, and by
 * browsers as the options say. Each of its routes carries the options in its Fastify route config,
 * which `KeepAnswers.onSend` reads.
 */
export const CachedAnswers =
  (options: CachedAnswersOptions = {}): ClassDecorator =>
  (controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
      if (name !== 'constructor' && typeof descriptor.value === 'function')
        RouteConfig({ answerCache: options })(prototype, name, descriptor);
    }
  };

/**
 * Fastify's `onSend` hook for the routes `@CachedAnswers` marks: a successful GET answer's JSON, as
 * Fastify serialized it, gets its Cache-Control and is kept in the AnswerCache (hits are answered by
 * `AnswerCache.serve` before they reach a route). Errors are never kept.
 */
@Injectable()
export class KeepAnswers {
  private readonly sharedCacheControl: string;

  constructor(
    private readonly cache: AnswerCache,
    config: AppConfig,
  ) {
    this.sharedCacheControl = sharedCacheControl(config.apiCache.seconds);
  }

  readonly onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const options = request.routeOptions.config.answerCache;
    if (options && request.method === 'GET' && reply.statusCode === 200 && typeof payload === 'string') {
      const cacheControl = options.browserSeconds
        ? `public, max-age=${options.browserSeconds}`
        : options.noStore
          ? 'no-store'
          : this.sharedCacheControl;
      void reply.header('Cache-Control', cacheControl);
      if (options.noStore) this.cache.ignoreCacheBuster(request.url.split('?', 1)[0]!);
      this.cache.store(this.cache.keyOf(request.url), JSON_TYPE, payload, cacheControl);
    }
    done(null, payload);
  };
}

@Global()
@Module({
  providers: [AnswerCache, KeepAnswers],
  exports: [AnswerCache, KeepAnswers],
})
export class AnswerCacheModule {}
