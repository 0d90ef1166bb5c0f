import { sep } from 'node:path';
import fastifyEtag from '@fastify/etag';
import { BadRequestException } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import compression from 'compression';
import serveStatic from 'serve-static';
import { AppConfig, proxyTrust } from './config/app-config';
import { AnswerCache, etagHash, KeepAnswers } from './common/cache/answer-cache';
import { serveOpenApiDocument } from './common/http/openapi';
import { AccessLog, appLogger, requestId } from './common/logging/logging.module';
import { apiSecurityHeaderList, rateLimits, securityHeaders } from './common/http/security';
import { BODY_DEPTH_LIMIT, nestedDeeperThan } from './common/http/body-depth';
import { answerClientErrorWithJson, clientErrorAnswer } from './common/http/client-errors';
import { runOnRequest } from './common/http/on-request-middleware';
import { API_PATH, isUnderPath } from './common/http/routed-path';
import { isFilePath } from './site/file-path';

/** JSON bodies are small here (a password): anything larger is refused with 413. */
const JSON_BODY_LIMIT_BYTES = 16 * 1024;

/** Node's default: a request must arrive whole within five minutes. */
const REQUEST_TIMEOUT_MS = 300_000;

/**
 * The longest path segment a route takes as a parameter: any that fits in the request (Node's 16 KB
 * of headers), so that a parameter too long is validation's 400 that says so, not Fastify's bare 404.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * The HTTP server under Nest: Fastify, whose request handling costs a fraction of Express's (see
 * docs/performance.md). Routes match as they did under Express: without regard to case or a
 * trailing slash. Behind a reverse proxy the client's address is in X-Forwarded-For, believed from
 * the proxies TRUST_PROXY names. A request's id is the plain token a client or proxy sent in
 * X-Request-Id, or a new one. Fastify logs each request, through the app's logger, as `AccessLog` says.
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  const refusedHeaders = apiSecurityHeaderList(config);
  const headers = securityHeaders(config);
  return new FastifyAdapter({
    loggerInstance: appLogger(config.logLevel),
    logController: new AccessLog(),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    genReqId: requestId,
    // Node's guard against requests that take too long to arrive (Fastify turns it off by default).
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests Node's HTTP parser refuses get the API's JSON error too.
    clientErrorHandler: (error, socket) => answerClientErrorWithJson(error, socket, refusedHeaders),
    // So do those Fastify's router refuses before any middleware runs (an address that is not valid
    // percent-encoding, say), with helmet's headers for their path.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = clientErrorAnswer(error.code === 'FST_ERR_BAD_URL' ? 'HPE_INVALID_URL' : undefined);
      headers(request.raw, reply.raw, () => void reply.status(status).type('application/json; charset=utf-8').send(body));
    },
  });
}

/** The HTTP settings shared by the server and the tests' app. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // First: every request gets its id back in X-Request-Id (on Node's response: answers sent from
  // memory and files are written there). The connect-style middleware below runs
  // on this hook too, after it, in the order registered (`runOnRequest`).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });
  runOnRequest(fastify, securityHeaders(config));
  // Successful answers of the routes `@CachedAnswers` marks are kept, before a client's validator
  // may turn them into a 304.
  fastify.addHook('onSend', app.get(KeepAnswers).onSend);
  // A weak validator on every answer Fastify sends (the one answers from memory carry), and 304 to a client that holds it.
  await app.register(fastifyEtag, { weak: true, hashFn: etagHash });
  // RFC 9112: a request whose Transfer-Encoding does not end in chunked has no length a server can
  // know (Node's parser lets it through): refused before its body is read.
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['transfer-encoding'];
    if (encoding !== undefined && !/(?:^|,)\s*chunked\s*$/i.test(encoding))
      done(new BadRequestException("The request's Transfer-Encoding is not valid"));
    else done(null, payload);
  });
  // Bounded in depth as well as size: validation recurses through a body.
  fastify.addHook('preValidation', (request, _reply, done) => {
    done(
      nestedDeeperThan(request.body, BODY_DEPTH_LIMIT)
        ? new BadRequestException(`The request body is nested more than ${BODY_DEPTH_LIMIT} levels deep`)
        : undefined,
    );
  });
  const files = serveStatic(config.frontendDist, {
    index: false,
    redirect: false,
    setHeaders: (response, path) => {
      // Vite puts a content hash in every file name under assets/: they never change.
      const immutable = path.includes(`${sep}assets${sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Pages and the app's files go out compressed (scripts shrink to a quarter). API answers are left
  // as they are for now: compressing them on every request would cost more than it saves here.
  const compress = compression();
  // Only an address that names a file is looked for among the app's files (pages and the API never are).
  runOnRequest(fastify, (request, response, next) =>
    isUnderPath(request.url!, [API_PATH])
      ? next()
      : compress(request as never, response as never, () => (isFilePath(request.url!) ? void files(request, response, next) : next())),
  );
  // Before the answer cache: a client's requests count whether or not they are answered from memory.
  const limits = rateLimits(config);
  if (limits) fastify.addHook('onRequest', limits);
  runOnRequest(fastify, app.get(AnswerCache).serve);
  serveOpenApiDocument(app, config);
}
