import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Module } from '@nestjs/common';
import { Logger as NestLogger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppConfig, type LogLevel } from '../../config/app-config';
import { isPageDataRequest } from '../http/page-data-request';

const PINO_LEVELS: Record<LogLevel, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request's id (Fastify's `genReqId`): the one a client or proxy sent, when it is a plain token; otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The app's one logger (pino: JSON lines on standard output, written asynchronously) and the request
 * log made from it: a line per request with its id, method, address, status and time, never its
 * headers or cookies: pino-http, as its documentation wires it. `configureApp` puts it first among the
 * middleware, so every request's id (Fastify's, from `requestId`) goes back in `X-Request-Id`, on
 * answers sent from memory or refused too.
 */
@Injectable()
export class HttpLogging {
  readonly logger: Logger;
  readonly middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  constructor(config: AppConfig) {
    // pino writes what its destination holds when the process exits.
    this.logger = pino({ level: PINO_LEVELS[config.logLevel] }, pino.destination({ dest: 1, sync: false }));
    const requestLog = pinoHttp({
      logger: this.logger,
      // Every request's line is the access log, at `info` whatever its status: the cause of a failure
      // is the exception filter's to log, once per interval, not once per request it fails.
      customLogLevel: () => 'info',
      // pino-http adds a made-up error (its own stack) to every 5xx line; the exception filter has
      // already logged the real one.
      customErrorObject: (_request, _response, _error, line: Record<string, unknown>) => {
        const { err: _made, ...rest } = line;
        return rest;
      },
      // Health checks, and the API answers a page is rendered from (the page request has its own line).
      autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') === true || isPageDataRequest(request) },
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    });
    this.middleware = (request, response, next) => {
      response.setHeader('X-Request-Id', (request as IncomingMessage & { id: string }).id);
      requestLog(request, response, next);
    };
  }
}

/**
 * The request log, and Nest's own messages through the same logger (nestjs-pino's `Logger`). Not
 * nestjs-pino's `LoggerModule`: its middleware runs every request in an AsyncLocalStorage (to give
 * messages the request's logger), and once one has run, Node 20 calls its hooks for every
 * asynchronous resource of the process, answers from memory included. A message about a request
 * names it itself (the exception filter logs the request's id, method and address).
 */
@Module({
  providers: [
    HttpLogging,
    {
      provide: PARAMS_PROVIDER_TOKEN,
      inject: [HttpLogging],
      useFactory: (logging: HttpLogging): Params => ({ pinoHttp: { logger: logging.logger } }),
    },
    PinoLogger,
    NestLogger,
  ],
  exports: [HttpLogging, NestLogger],
})
export class AppLoggerModule {}
