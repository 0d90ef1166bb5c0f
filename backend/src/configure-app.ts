import { BadRequestException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { AppConfig, proxyTrust } from './config/app-config';
import { normalizedPaths } from './common/http/canonical-path';
import { answerRefusedRequests } from './common/http/client-errors';
import { serveOpenApiDocument } from './common/http/openapi';
import { apiSecurityHeaders, securityHeaders } from './common/http/security';

/** JSON bodies are small here (a password): anything larger is refused with 413. */
const JSON_BODY_LIMIT = '16kb';

/**
 * RFC 9112 (6.3): a request whose Transfer-Encoding does not end in chunked has no length a server can
 * know (Node's parser lets it through): refused before its body is read, and its connection closed,
 * since where its body ends and a next request begins cannot be told.
 */
const refuseUnknownTransferEncoding: RequestHandler = (request, response, next) => {
  const encoding = request.headers['transfer-encoding'];
  if (encoding === undefined || /(?:^|,)\s*chunked\s*$/i.test(encoding)) {
    next();
    return;
  }
  response.setHeader('Connection', 'close');
  next(new BadRequestException("The request's Transfer-Encoding is not valid"));
};

/**
 * The HTTP settings shared by the server and the tests' app, in the order a request meets them:
 * helmet's security headers, compression, the body's framing, the path in one spelling (what routes
 * and rate limits see), and JSON parsing. Behind a reverse proxy
 * the client's address is in X-Forwarded-For, believed from the proxies TRUST_PROXY names. Requests
 * Node's HTTP parser refuses get the API's JSON error too.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', proxyTrust(config.trustProxy));
  app.disable('x-powered-by');
  const apiHeaders = apiSecurityHeaders(config);
  app.use(securityHeaders(config, apiHeaders));
  app.use(compression());
  app.use(refuseUnknownTransferEncoding);
  app.use(normalizedPaths);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  answerRefusedRequests(app.getHttpServer(), apiHeaders);
  serveOpenApiDocument(app, config);
}
