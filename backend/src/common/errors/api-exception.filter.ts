import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import type { ApiError } from '../../contracts/api.contract';
import { errorText, errorWithStack } from './error-text';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

/** Errors from Express and its body parsers carry an HTTP status of their own (http-errors style). */
interface ErrorWithStatus {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

function statusOf(error: ErrorWithStatus): number | null {
  const status = error.status ?? error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** The request a log line is about, as the request log names it (id, method, address). */
function requestNamed(request: Request & { id?: unknown }): { id: unknown; method: string; url: string } {
  return { id: request.id, method: request.method, url: request.originalUrl };
}

/**
 * The one place errors become responses: `{ statusCode, error, message }`. Client errors keep their
 * message; anything unexpected is logged with its stack and the request's id, and answered with a
 * plain 500, never internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    if (isDatabaseUnavailable(exception)) {
      // Expected while the database restarts: one line, no stack; the client may retry.
      this.logger.warn({ req: requestNamed(http.getRequest()), msg: `Database unavailable: ${errorText(exception)}` });
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response.status(HttpStatus.SERVICE_UNAVAILABLE).json({
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        error: STATUS_CODES[HttpStatus.SERVICE_UNAVAILABLE]!,
        message: DATABASE_UNAVAILABLE_MESSAGE,
      } satisfies ApiError);
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error({ req: requestNamed(http.getRequest()), msg: errorWithStack(exception) });
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: messageOf(exception) };
    }
    if (typeof exception === 'object' && exception !== null) {
      const error = exception as ErrorWithStatus;
      const statusCode = statusOf(error);
      if (statusCode !== null && statusCode < 500) {
        const message =
          error.expose !== false && typeof error.message === 'string' ? error.message : STATUS_CODES[statusCode];
        return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: message ?? 'Bad request' };
      }
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, error: STATUS_CODES[statusCode]!, message: 'Something went wrong on our side.' };
  }
}
