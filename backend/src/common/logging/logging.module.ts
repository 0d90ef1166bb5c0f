import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { Injectable, Module } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { Logger as NestLogger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import * as onExit from 'on-exit-leak-free';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppConfig, type LogLevel } from '../../config/app-config';
import { isPageDataRequest } from '../http/page-data-request';

const PINO_LEVELS: Record<LogLevel, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request id a client or proxy sent, when it is a plain token; otherwise a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request id, sent back in `X-Request-Id`. */
function identify(request: IncomingMessage, response: ServerResponse): string {
  const id = requestId(request);
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The app's one logger (pino: JSON lines on standard output, written asynchronously) and the request
 * log made from it: a line per request with its id, method, address, status and time, never its
 * headers or cookies. `configureApp` puts the request log first, so every request has an id, those
 * answered from memory or refused too.
 */
@Injectable()
export class HttpLogging {
  readonly logger: Logger;
  readonly middleware: RequestHandler;
  private readonly destination: ReturnType<typeof pino.destination>;

  constructor(config: AppConfig) {
    this.destination = pino.destination({ dest: 1, sync: false });
    // Registered after the destination's own: at exit, what it holds is written, then the lines held here.
    onExit.register(this, (logging) => logging.writeHeldLinesNow());
    this.logger = pino({ level: PINO_LEVELS[config.logLevel] }, this.destination);
    this.middleware = pinoHttp({
      logger: this.logger,
      genReqId: identify,
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
  }

  /** Lines of answers from memory not yet written, and how long they are together. */
  private heldLines: string[] = [];
  private heldLength = 0;
  private heldSince: NodeJS.Timeout | null = null;

  /**
   * The request log's line for a request answered before Express, written to the logger's own
   * destination: on the front door's path, pino's general serializer took a third of the time of
   * answering from memory. The lines are held and go out together, in one write, once 64 KB are
   * waiting (some 250 lines) or 200 ms after the first of them: each write is a trip through
   * libuv's thread pool and back, and writing once per turn of the event loop still took a tenth of
   * the time a busy server spent answering the whole store map (docs/performance.md). The logger's
   * own lines (errors, start and shutdown, requests Express answered) go straight to the
   * destination. When the process exits, the destination's exit handler writes out what it holds
   * and then this one writes the held lines, synchronously.
   */
  completed(request: IncomingMessage, response: ServerResponse, id: string, startedAt: number): void {
    if (!this.logger.isLevelEnabled('info')) return;
    const time = Date.now();
    const line = requestCompletedLine({
      id,
      method: request.method,
      url: request.url,
      statusCode: response.statusCode,
      time,
      responseTime: time - startedAt,
    });
    this.heldLines.push(line);
    this.heldLength += line.length;
    if (this.heldLength >= HELD_LINES_LENGTH) this.writeHeldLines();
    else this.heldSince ??= setTimeout(this.writeHeldLines, HELD_LINES_MILLISECONDS).unref();
  }

  private readonly writeHeldLines = (): void => {
    if (this.heldSince) clearTimeout(this.heldSince);
    this.heldSince = null;
    if (this.heldLines.length === 0) return;
    const lines = this.heldLines.join('');
    this.heldLines = [];
    this.heldLength = 0;
    this.destination.write(lines);
  };

  /** At exit: the held lines, written before the process ends (no event loop is left to do it). */
  private writeHeldLinesNow(): void {
    this.writeHeldLines();
    this.destination.flushSync();
  }
}

/** The request log's lines of answers from memory are written together once this many characters wait... */
const HELD_LINES_LENGTH = 64 * 1024;
/** ...or this long after the first of them. */
const HELD_LINES_MILLISECONDS = 200;

/** What pino writes on every line between its time and its own fields (its `base`: process id and host name). */
const BASE_FIELDS = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
const INFO_LINE_START = `{"level":${pino.levels.values.info},"time":`;

export interface CompletedRequest {
  id: string;
  method: string | undefined;
  url: string | undefined;
  statusCode: number;
  time: number;
  responseTime: number;
}

/** The line pino-http writes for a completed request (at `info`), character for character. */
export function requestCompletedLine(request: CompletedRequest): string {
  const { id, method, url, statusCode, time, responseTime } = request;
  return `${INFO_LINE_START}${time}${BASE_FIELDS},"req":{"id":${JSON.stringify(id)},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`;
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
