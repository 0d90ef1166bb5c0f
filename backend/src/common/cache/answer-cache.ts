import {
  Global,
  Injectable,
  Module,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { gzipSync } from 'node:zlib';
import createEtag from 'etag';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { map, tap, type Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';

interface CachedAnswer {
  contentType: string;
  cacheControl: string | null;
  body: Buffer;
  /** The body compressed once when stored, for clients that accept gzip; null when too small to gain. */
  gzipped: Buffer | null;
  etag: string;
}

/** Below this many bytes compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Keeps successful GET answers in memory, by URL, exactly as they were sent: the API's JSON and the
 * pages' HTML. The directory changes only when stores are imported, and answering from memory costs
 * far less than the queries behind an answer. Entries live `API_CACHE_SECONDS` (so an import shows
 * within that time) and take at most `API_CACHE_MEGABYTES`, least recently used going first.
 */
@Injectable()
export class AnswerCache {
  private readonly answers: LRUCache<string, CachedAnswer> | null;

  constructor(config: AppConfig) {
    const { seconds, megabytes } = config.apiCache;
    this.answers =
      seconds > 0
        ? new LRUCache<string, CachedAnswer>({
            ttl: seconds * 1000,
            maxSize: megabytes * 1024 * 1024,
            sizeCalculation: (answer) => answer.body.length + (answer.gzipped?.length ?? 0) + 128,
          })
        : null;
  }

  store(url: string, contentType: string, text: string, cacheControl: string | null = null): void {
    if (!this.answers) return;
    const body = Buffer.from(text);
    const gzipped = body.length >= COMPRESS_FROM_BYTES ? gzipSync(body) : null;
    // The same weak validator Express would compute, once instead of on every answer (weak: the
    // plain and the compressed body are the same answer).
    this.answers.set(url, { contentType, cacheControl, body, gzipped, etag: createEtag(body, { weak: true }) });
  }

  /** Forgets every answer: after an import into this process's database. */
  clear(): void {
    this.answers?.clear();
  }

  /**
   * Express middleware that answers a cached GET before any routing, validation or database
   * context (a conditional request gets its 304); anything else goes on to the app.
   */
  readonly serve = (request: Request, response: Response, next: NextFunction): void => {
    const answer = request.method === 'GET' || request.method === 'HEAD' ? this.answers?.get(request.originalUrl) : undefined;
    if (!answer) return next();
    response.setHeader('Content-Type', answer.contentType);
    if (answer.cacheControl) response.setHeader('Cache-Control', answer.cacheControl);
    response.setHeader('ETag', answer.etag);
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    if (answer.gzipped && request.acceptsEncodings('gzip') === 'gzip') {
      response.setHeader('Content-Encoding', 'gzip');
      response.send(answer.gzipped);
      return;
    }
    response.send(answer.body);
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a controller's GET answers as JSON text and keeps them in the AnswerCache. */
@Injectable()
export class ApiCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: AnswerCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (request.method !== 'GET') return next.handle();

    // Hits are answered by `AnswerCache.serve` before they get here; this keeps what misses answer.
    // JSON text is sent by Express as it is, with the type set here.
    response.setHeader('Content-Type', JSON_TYPE);
    return next.handle().pipe(
      map((body: unknown) => JSON.stringify(body)),
      tap((json) => this.cache.store(request.originalUrl, JSON_TYPE, json)),
    );
  }
}

/** Marks a controller's GET answers as cacheable. */
export const CachedAnswers = () => UseInterceptors(ApiCacheInterceptor);

@Global()
@Module({
  providers: [AnswerCache, ApiCacheInterceptor],
  exports: [AnswerCache, ApiCacheInterceptor],
})
export class AnswerCacheModule {}
