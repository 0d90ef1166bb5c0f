import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { PopularSearches } from './popular-searches.service';

/**
 * Tells popular searches about every search answered (an API search's `query`, the results page's
 * `q`) once its answer has gone out with 200, an answer kept in memory too: listed before the answer
 * cache's interceptor, it sees every request the cache answers.
 */
@Injectable()
export class SearchesSeen implements NestInterceptor {
  constructor(private readonly popular: PopularSearches) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const text = request.query.query ?? request.query.q;
    if (typeof text === 'string' && request.ip) {
      const address = request.ip;
      response.once('finish', () => {
        if (response.statusCode !== 200) return;
        this.popular.seen(text, address);
      });
    }
    return next.handle();
  }
}
