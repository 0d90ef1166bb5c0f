import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Logger, LoggerModule, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import { AppConfig, type LogLevel } from '../../config/app-config';
import { HEALTH_PATH, isUnderPath } from '../http/routed-path';

const PINO_LEVELS: Record<LogLevel, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request's id: the one a client or proxy sent in X-Request-Id, when it is a plain token; otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * pino-http's settings at a level: one `request completed` line per request when its answer is sent,
 * at `info` for an answer that refused or failed it (status 400 and up) and at `debug` for the rest,
 * which the proxy's access log has (compose's nginx logs every request); `request errored` at `error`
 * when the answer could not be sent whole. A request is logged by its id, method, address and status,
 * never its headers or cookies; health checks, asked every few seconds, not at all. Every request gets
 * its id back in `X-Request-Id`, and the app's messages about it carry the id.
 */
export function requestLogOptions(level: LogLevel): Options<IncomingMessage, ServerResponse> {
  return {
    level: PINO_LEVELS[level],
    genReqId: (request, response) => {
      const id = requestId(request);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (request) => isUnderPath(request.url ?? '/', [HEALTH_PATH]) },
    customLogLevel: (_request, response, error): LevelWithSilent => (response.statusCode >= 400 ? 'info' : error ? 'error' : 'debug'),
    quietReqLogger: true,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
}

/**
 * Where the lines go: readable lines when a person runs the server in a terminal (pino-pretty),
 * JSON lines otherwise, written asynchronously (what the destination holds is written at exit).
 */
function logDestination(): DestinationStream {
  return process.stdout.isTTY
    ? pino.transport({
        target: 'pino-pretty',
        // One line a message: its time, level, where it comes from and what it says.
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,context', messageFormat: '{if context}{context}: {end}{msg}' },
      })
    : pino.destination({ dest: 1, sync: false });
}

/** Nest's lines about its own start, one per module, controller and route: at `debug`. */
export const FRAMEWORK_START_CONTEXTS: ReadonlySet<string> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/**
 * nestjs-pino's logger for Nest's messages, with the framework's registration lines at `debug`: a
 * start says what the app does (database, migrations, sample data, ready) in a few lines.
 */
@Injectable()
export class AppLogger extends Logger {
  constructor(logger: PinoLogger, @Inject(PARAMS_PROVIDER_TOKEN) params: Params) {
    super(logger, params);
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && FRAMEWORK_START_CONTEXTS.has(context)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/** The app's one logger: nestjs-pino's, for Nest's own messages and the request log alike. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ pinoHttp: [requestLogOptions(config.logLevel), logDestination()] }),
    }),
  ],
  providers: [AppLogger],
  exports: [AppLogger],
})
export class AppLoggerModule {}
