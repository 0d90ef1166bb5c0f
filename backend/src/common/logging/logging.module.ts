import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import { Logger as NestLogger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type Logger, type LoggerOptions } from 'pino';
import { AppConfig, type LogLevel } from '../../config/app-config';
import { isPageDataRequest } from '../http/page-data-request';
import { HEALTH_PATH, isUnderPath } from '../http/routed-path';

/** Paths the request log leaves out: the health checks, asked every few seconds. */
const UNLOGGED_PATHS = [HEALTH_PATH];

const PINO_LEVELS: Record<LogLevel, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request's id (Fastify's `genReqId`): the one a client or proxy sent, when it is a plain token; otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The app's logger settings at a level: a request is logged by its method, address and status, never its headers or cookies. */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level: PINO_LEVELS[level],
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: request.url }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}

const loggers = new Map<LogLevel, Logger>();

/**
 * The app's one logger: pino, JSON lines on standard output, written asynchronously (what its
 * destination holds is written when the process exits); one per level in a process. Fastify logs
 * requests through it (with the request's id as `reqId`), and Nest its own messages (nestjs-pino's
 * `Logger`).
 */
export function appLogger(level: LogLevel): Logger {
  const made = loggers.get(level);
  if (made) return made;
  const logger = pino(loggerOptions(level), pino.destination({ dest: 1, sync: false }));
  loggers.set(level, logger);
  return logger;
}

/**
 * Fastify's request log (its `logController`), one line per request when the answer is sent:
 * `request completed` at `info` for an answer that refused or failed the request (status 400 and
 * up), at `debug` for the others, and `request errored` at `error`
 * when the answer could not be sent whole. The cause of a failure is the exception filter's to log,
 * once per interval, not once per request it fails. Not Fastify's `incoming request` line.
 *
 * Successful answers are most of the traffic and tell an operator nothing the proxy's access log
 * does not (compose's nginx logs every request, those it answers itself too); their line was the
 * largest single part of a cheap answer's CPU (docs/performance.md). `LOG_LEVEL=debug` shows them.
 * Health checks and the API answers a page is rendered from are never logged: the page request
 * has its own line.
 */
export class AccessLog extends LogController {
  constructor() {
    super({
      disableRequestLogging: (request: FastifyRequest) => isUnderPath(request.url, UNLOGGED_PATHS) || isPageDataRequest(request.raw),
    });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      reply.log[reply.statusCode >= 400 ? 'info' : 'debug'](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
  }
}

/**
 * Nest's own messages through the app's logger (nestjs-pino's `Logger`). Not nestjs-pino's
 * `LoggerModule`: its middleware runs every request in an AsyncLocalStorage (to give messages the
 * request's logger), and once one has run, Node 20 calls its hooks for every asynchronous resource
 * of the process, answers from memory included. A message about a request names it itself (the
 * exception filter logs the request's id, method and address).
 */
@Module({
  providers: [
    {
      provide: PARAMS_PROVIDER_TOKEN,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Params => ({ pinoHttp: { logger: appLogger(config.logLevel) } }),
    },
    PinoLogger,
    NestLogger,
  ],
  exports: [NestLogger],
})
export class AppLoggerModule {}
