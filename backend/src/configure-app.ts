import { sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig } from './config/app-config';

/** The HTTP settings shared by the server and the tests' app. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  app.useStaticAssets(config.frontendDist, {
    index: false,
    redirect: false,
    setHeaders: (response, path) => {
      // Vite puts a content hash in every file name under assets/: they never change.
      const immutable = path.includes(`${sep}assets${sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
