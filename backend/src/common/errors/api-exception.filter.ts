import { Catch, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError } from '../../contracts/api.contract';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable';
import { ErrorAnswers } from './error-answers';
import { RetryLaterException } from './retry-later';

/**
 * The one place errors become responses: the JSON `ErrorAnswers` makes of them. Every 503, and a
 * service's 429 (`RetryLaterException`), says when to come back. An answer already on its way is cut, so that the client does not take it for whole.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly answers: ErrorAnswers) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = this.answers.answer(exception, { id: request.id, method: request.method, url: request.originalUrl });
    if (response.headersSent) {
      if (!response.writableEnded) response.destroy();
      return;
    }
    if (exception instanceof RetryLaterException) response.set('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    if (body.statusCode === Number(HttpStatus.SERVICE_UNAVAILABLE) && !response.hasHeader('Retry-After')) {
      response.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    this.send(response, body);
  }

  /**
   * The error's JSON. Whatever an answer had set for a success goes: an error is never kept by a
   * cache, and a file's validators and ranges are not the error's.
   */
  private send(response: Response, body: ApiError): void {
    for (const header of ['ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Disposition', 'Content-Encoding'])
      response.removeHeader(header);
    if (body.statusCode !== Number(HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE)) response.removeHeader('Content-Range');
    response.set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }).status(body.statusCode).json(body);
  }
}
