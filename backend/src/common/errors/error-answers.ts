import { HttpException, HttpStatus, Injectable, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '../../contracts/api.contract';
import { API_PATH, isUnderPath } from '../http/routed-path';
import { ThrottledLog } from '../logging/throttled-log';
import { isFilePath } from '../../site/file-path';
import { bounded, errorText, errorWithStack, listProblems } from './error-text';
import {
  databaseErrorCause,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isStatementTimeout,
  STATEMENT_TIMEOUT_MESSAGE,
} from './database-unavailable';

/** Errors from Express's middleware (the body parser, serve-static) carry an HTTP status of their own. */
interface ErrorWithStatus {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  /** body-parser's kind of error. */
  type?: unknown;
}

/** What body-parser's refusals say, in the API's words. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'The request body is not valid JSON',
};

/** The request an error answers, as the request log names it. */
export interface RequestNamed {
  id?: unknown;
  method: string;
  url: string;
}

function statusOf(error: ErrorWithStatus): number | null {
  const status = error.status ?? error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return listProblems(message.map(String));
  return typeof message === 'string' ? message : exception.message;
}

const answer = (statusCode: number, message: string): ApiError => ({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });

/**
 * Nest's own 404 for an address that no route and no file answered (its router says `Cannot GET /x`),
 * in the site's words: which of the API's routes, or which file, is not there.
 */
function unroutedMessage(exception: unknown, request: RequestNamed | null): string | null {
  if (!request || !(exception instanceof NotFoundException) || exception.message !== `Cannot ${request.method} ${request.url}`) return null;
  const path = request.url.split('?', 1)[0]!;
  if (isUnderPath(path, [API_PATH])) return `No API route ${request.method} ${path}`;
  return isFilePath(path) ? `No file ${path}` : `Nothing answers ${request.method} ${path}`;
}

/**
 * What an error answers, wherever it happens (a route, a middleware, a page's read of the directory):
 * `{ statusCode, error, message }`, the message cut at a bound. Client errors keep their message and
 * are not logged. A database out of reach or a statement past its time limit is a 503; anything
 * unexpected a plain 500, never internals. Server-side causes are logged once per interval each (with
 * the first request, and the stack of an unexpected error), however many requests they fail.
 */
@Injectable()
export class ErrorAnswers implements OnApplicationShutdown {
  private readonly log = new ThrottledLog(new Logger('Errors'));

  answer(exception: unknown, request: RequestNamed | null): ApiError {
    const req = request ?? undefined;
    if (isDatabaseUnavailable(exception) || isStatementTimeout(exception)) {
      const timedOut = !isDatabaseUnavailable(exception);
      // Expected while the database restarts, or when a request asks for too much: no stack; the client may retry.
      const cause = timedOut ? 'statement-timeout' : `database-unavailable:${databaseErrorCause(exception)}`;
      this.log.write('warn', cause, { req, msg: `${timedOut ? 'Statement timeout' : 'Database unavailable'}: ${errorText(exception)}` });
      return answer(HttpStatus.SERVICE_UNAVAILABLE, timedOut ? STATEMENT_TIMEOUT_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE);
    }
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      if (exception instanceof HttpException) {
        // Answered 5xx on purpose (readiness while the database is down, a server shutting down): no stack.
        this.log.write('warn', `http-${body.statusCode}:${body.message}`, { req, msg: `${body.statusCode}: ${body.message}` });
      } else {
        // Under its message and where it was thrown: another fault with the same words gets its own stack.
        const [message = '', firstFrame = ''] = errorWithStack(exception).split('\n');
        this.log.write('error', `unexpected:${message}:${firstFrame.trim()}`, { req, msg: errorWithStack(exception) });
      }
    }
    return body;
  }

  onApplicationShutdown(): void {
    this.log.stop();
  }

  private toBody(exception: unknown, request: RequestNamed | null): ApiError {
    const unrouted = unroutedMessage(exception, request);
    if (unrouted) return answer(HttpStatus.NOT_FOUND, bounded(unrouted));
    if (exception instanceof HttpException) return answer(exception.getStatus(), bounded(messageOf(exception)));
    if (typeof exception === 'object' && exception !== null) {
      const error = exception as ErrorWithStatus;
      const statusCode = statusOf(error);
      if (statusCode !== null && statusCode < 500) {
        const known = typeof error.type === 'string' ? BODY_PARSER_MESSAGES[error.type] : undefined;
        const message = known ?? (error.expose !== false && typeof error.message === 'string' ? error.message : STATUS_CODES[statusCode]);
        return answer(statusCode, bounded(message ?? 'Bad request'));
      }
    }
    return answer(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side.');
  }
}
