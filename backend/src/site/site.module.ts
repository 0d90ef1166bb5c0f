import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config';
import { STORE_PHOTOS_PATH } from '../contracts/contributions.contract';
import { MetaModule } from '../meta/meta.module';
import { SearchModule } from '../search/search.module';
import { ApiReads } from './api-reads';
import { PageRenderer } from './page-renderer';
import { ServerDirectory } from './server-directory';
import { SiteController } from './site.controller';

/**
 * The web app's files (`ServeStaticModule`: Vite puts a content hash in every file name under
 * `assets/`, so they never change; the rest are checked back within an hour) and its pages.
 * Owners' photos are files too (`STORE_PHOTOS_DIR` at `/store-photos/`). Imported last by the app
 * module, so its catch-all route comes after every API route.
 */
@Module({
  imports: [
    ServeStaticModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => [
        {
          rootPath: config.frontendDist,
          // Pages are rendered by SiteController: only a request for the shell's own file gets it as it is.
          renderPath: '/index.html',
          serveStaticOptions: {
            index: false,
            redirect: false,
            setHeaders: (response: ServerResponse, path: string) =>
              response.setHeader(
                'Cache-Control',
                path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
              ),
          },
        },
        {
          // Owners' photos: each written once under a random name, never changed; but an owner may
          // remove one (its file then moves to the unserved `.removed/`), so kept a day, not a year.
          rootPath: config.storePhotosDirectory,
          serveRoot: STORE_PHOTOS_PATH,
          // The module answers its render path with that folder's index.html, of which there is none,
          // and its own error (naming the file's path on disk): excluded, the address goes on to the
          // pages' catch-all, whose answer for a missing file is the API's 404.
          renderPath: '/index.html',
          exclude: [`${STORE_PHOTOS_PATH}/index.html`],
          serveStaticOptions: { index: false, redirect: false, dotfiles: 'deny', maxAge: '1d' },
        },
      ],
    }),
    // The API's controllers, found to answer the render's reads inside the process (`ApiReads`).
    DiscoveryModule,
    MetaModule,
    // The search page counts its searches as the API's search does (`SearchesSeen`).
    SearchModule,
  ],
  controllers: [SiteController],
  providers: [PageRenderer, ServerDirectory, ApiReads],
})
export class SiteModule {}
