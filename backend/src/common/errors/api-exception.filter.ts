import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, OnModuleDestroy } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contracts/api.contract';
import { copyReplyHeaders } from '../http/hijacked-reply';
import { ThrottledLog } from '../logging/throttled-log';
import { bounded, errorText, errorWithStack, listProblems } from './error-text';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseErrorCause,
  isDatabaseUnavailable,
  isStatementTimeout,
  STATEMENT_TIMEOUT_MESSAGE,
} from './database-unavailable';

/** Errors from Fastify (its body parser, say) and middleware carry an HTTP status of their own. */
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
  if (Array.isArray(message)) return listProblems(message.map(String));
  return typeof message === 'string' ? message : exception.message;
}

/** The request a log line is about, as the request log names it (id, method, address). */
function requestNamed(request: FastifyRequest): { id: unknown; method: string; url: string } {
  return { id: request.id, method: request.method, url: request.originalUrl };
}

const serviceUnavailable = (message: string): ApiError => ({
  statusCode: HttpStatus.SERVICE_UNAVAILABLE,
  error: STATUS_CODES[HttpStatus.SERVICE_UNAVAILABLE]!,
  message,
});

/**
 * The one place errors become responses: `{ statusCode, error, message }`, the message cut at a
 * bound. Client errors keep their message and are not logged. A database out of reach or a statement
 * past its time limit is a 503 with `Retry-After`; anything unexpected a plain 500, never internals.
 * Server-side causes are logged once per interval each (with the first request's id, and the stack
 * of an unexpected error), however many requests they fail.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter, OnModuleDestroy {
  private readonly log = new ThrottledLog(new Logger(ApiExceptionFilter.name));

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const req = requestNamed(http.getRequest());
    if (isDatabaseUnavailable(exception) || isStatementTimeout(exception)) {
      const timedOut = !isDatabaseUnavailable(exception);
      // Expected while the database restarts, or when a request asks for too much: no stack; the client may retry.
      const cause = timedOut ? 'statement-timeout' : `database-unavailable:${databaseErrorCause(exception)}`;
      this.log.write('warn', cause, { req, msg: `${timedOut ? 'Statement timeout' : 'Database unavailable'}: ${errorText(exception)}` });
      if (this.answered(response)) return;
      response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      this.send(response, serviceUnavailable(timedOut ? STATEMENT_TIMEOUT_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE));
      return;
    }
    const body = this.toBody(exception);
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
    if (this.answered(response)) return;
    // Every 503 says when to come back.
    if (body.statusCode === Number(HttpStatus.SERVICE_UNAVAILABLE) && !response.hasHeader('Retry-After')) {
      response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    this.send(response, body);
  }

  /**
   * The error's JSON, through Fastify; on Node's response when a controller that writes there
   * (`reply.hijack()`) failed before writing anything, as Fastify sends nothing for it any more.
   */
  private send(response: FastifyReply, body: ApiError): void {
    if (!response.sent) {
      void response.status(body.statusCode).send(body);
      return;
    }
    copyReplyHeaders(response);
    response.raw.writeHead(body.statusCode, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }

  /**
   * Whether the answer is on its way already: nothing more can be said; a half-sent one is cut so that
   * the client does not take it for whole (a page whose body failed to render, say).
   */
  private answered(response: FastifyReply): boolean {
    if (!response.raw.headersSent) return false;
    if (!response.raw.writableEnded) response.raw.destroy();
    return true;
  }

  onModuleDestroy(): void {
    this.log.stop();
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: bounded(messageOf(exception)) };
    }
    if (typeof exception === 'object' && exception !== null) {
      const error = exception as ErrorWithStatus;
      const statusCode = statusOf(error);
      if (statusCode !== null && statusCode < 500) {
        const message = error.expose !== false && typeof error.message === 'string' ? error.message : STATUS_CODES[statusCode];
        return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: bounded(message ?? 'Bad request') };
      }
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, error: STATUS_CODES[statusCode]!, message: 'Something went wrong on our side.' };
  }
}
