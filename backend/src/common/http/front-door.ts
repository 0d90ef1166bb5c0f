import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AnswerCache, type PreparedAnswer } from '../cache/answer-cache';
import { HttpLogging, requestId } from '../logging/logging.module';
import { isPageDataRequest } from './page-data-request';
import { isApiPath, type ApiRateLimit, type SecurityHeaders } from './security';

export interface FrontDoorParts {
  cache: AnswerCache;
  logging: HttpLogging;
  securityHeaders: SecurityHeaders;
  rateLimit: ApiRateLimit | null;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts a front door before Express on the HTTP server: a GET or HEAD whose answer the AnswerCache
 * holds fresh is sent from here, with what Express's middleware adds to every answer (the request
 * id and its log line, the security headers for its content type, the API's rate limit). Everything else goes on to
 * Express as before: answers not kept or expired (`AnswerCache.serve` makes those anew), and a
 * client over its limit (Express refuses it). Most requests on a busy day are repeats, and the
 * framework's dozen steps cost several times what sending the bytes does.
 */
export function openFrontDoor(server: Server, parts: FrontDoorParts): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`The server has ${listeners.length} request listeners, not Express alone`);
  const express = listeners[0]!;
  server.removeListener('request', express);
  const send = (request: IncomingMessage, response: ServerResponse, answer: PreparedAnswer, startedAt: number) => {
    const id = requestId(request);
    parts.cache.respond(request, response, answer, ['X-Request-Id', id, ...parts.securityHeaders.flatForType(answer.contentType)]);
    // The answers a page is rendered from are part of the page's request, which has its own line.
    if (!isPageDataRequest(request)) parts.logging.completed(request, response, id, startedAt);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const startedAt = Date.now();
    const answer = parts.cache.fresh(request);
    if (!answer) return express(request, response);
    if (parts.rateLimit && isApiPath(request.url!) && !isPageDataRequest(request) && !parts.rateLimit.allows(request)) {
      return express(request, response);
    }
    send(request, response, answer, startedAt);
  });
}
