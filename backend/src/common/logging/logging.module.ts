import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig, type LogLevel } from '../../config/app-config';

const PINO_LEVELS: Record<LogLevel, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request id a client or proxy sent, when it is a plain token; otherwise a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** One JSON line per request and per log message, each with the request's id; no headers or cookies. */
export function httpLogOptions(config: AppConfig): Options {
  return {
    level: PINO_LEVELS[config.logLevel],
    genReqId: requestId,
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') === true },
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
}

/** Structured logs (pino): the app's own messages and a line per request, as JSON on standard output. */
export const AppLoggerModule = LoggerModule.forRootAsync({
  inject: [AppConfig],
  useFactory: (config: AppConfig) => ({ pinoHttp: httpLogOptions(config) }),
});
