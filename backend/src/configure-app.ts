import { sep } from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';
import { AppConfig, proxyTrust } from './config/app-config';
import { searchApiPath, searchPagePath } from './contracts/search.contract';
import { AnswerCache } from './common/cache/answer-cache';
import { serveOpenApiDocument } from './common/http/openapi';
import { HttpLogging } from './common/logging/logging.module';
import { apiRateLimit, apiSecurityHeaderList, searchRateLimit, securityHeaders } from './common/http/security';
import { refuseDeepBodies } from './common/http/body-depth';
import { answerClientErrorsWithJson } from './common/http/client-errors';

/** The search's API and its results page: both run a search. */
const SEARCH_PATHS = [searchApiPath({}), searchPagePath({})];

/** JSON bodies are small here (a password): anything larger is refused with 413. */
const JSON_BODY_LIMIT = '16kb';

/** The HTTP settings shared by the server and the tests' app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // First: every request gets its id and its log line.
  app.use(app.get(HttpLogging).middleware);
  app.use(securityHeaders(config));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  // Bounded in depth as well as size: validation recurses through a body.
  app.use(refuseDeepBodies);
  // Behind a reverse proxy, the client's address (for the sign-in limit) is in X-Forwarded-For: believed
  // from the proxies TRUST_PROXY names.
  app.set('trust proxy', proxyTrust(config.trustProxy));
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
  // API requests never name a file: spare them the file-system look-up.
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.path.startsWith('/api/') ? next() : compress(request, response, () => void files(request, response, next)),
  );
  // Before the answer cache: a client's requests count whether or not they are answered from memory.
  const limit = apiRateLimit(config);
  if (limit) app.use('/api/', limit);
  // Searches, the costliest requests, have a tighter limit of their own (counted before the answer cache too).
  const searches = searchRateLimit(config);
  if (searches) app.use(SEARCH_PATHS, searches);
  app.use(app.get(AnswerCache).serve);
  app.use(cookieParser());
  serveOpenApiDocument(app, config);
  const server = app.getHttpServer();
  // Requests Node's HTTP parser refuses get the API's JSON error too.
  answerClientErrorsWithJson(server, apiSecurityHeaderList(config));
}
