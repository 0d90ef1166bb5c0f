import { sep } from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';
import { AnswerCache } from './common/cache/answer-cache';
import { AppConfig } from './config/app-config';

/** The HTTP settings shared by the server and the tests' app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // Behind a reverse proxy, the client's address (for the sign-in limit) is in X-Forwarded-For.
  if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
  app.enableShutdownHooks();
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
    request.path.startsWith('/api/') ? next() : compress(request, response, () => files(request, response, next)),
  );
  app.use(app.get(AnswerCache).serve);
  // After the answer cache: only requests that reach the app need their cookies read.
  app.use(cookieParser());
}
