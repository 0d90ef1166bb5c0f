import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE, RouterModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './admin/admin.module';
import { AwardsModule } from './awards/awards.module';
import { BadgesModule } from './awards/badges.module';
import { CitiesModule } from './cities/cities.module';
import { ContributionsModule } from './contributions/contributions.module';
import { AppCacheModule } from './common/cache/public-answers';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { ErrorsModule } from './common/errors/errors.module';
import { BodyDepthPipe } from './common/http/body-depth';
import { RateLimitModule } from './common/http/rate-limits';
import { API_PATH } from './common/http/routed-path';
import { AppLoggerModule } from './common/logging/logging.module';
import { PreparedAnswerInterceptor } from './common/http/prepared-answer';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { ItemsModule } from './items/items.module';
import { MetaModule } from './meta/meta.module';
import { ModerationModule } from './moderation/moderation.module';
import { OwnersModule } from './owners/owners.module';
import { SearchModule } from './search/search.module';
import { ShareImagesModule } from './share-images/share-images.module';
import { SiteModule } from './site/site.module';
import { SitemapFilesModule } from './sitemap/sitemap-files.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { StatesModule } from './states/states.module';
import { StoresModule } from './stores/stores.module';
import { DownloadsModule } from './tools/downloads.module';
import { ToolsModule } from './tools/tools.module';

/**
 * The app's routes are registered in the order of `imports` below, and Express tries them in that
 * order: the API's modules, all under `/api` (RouterModule), then the site's files, then the pages'
 * catch-all (SiteModule, last). Within the API, `SearchModule` comes before `StoresModule`, whose
 * `/api/stores/:storeSlug` would take `search` for a slug. `test/routes.integration-spec.ts` fails if
 * any route is shadowed by an earlier one.
 */
const API_MODULES = [
  HealthModule,
  StatesModule,
  CitiesModule,
  SearchModule,
  StoresModule,
  ItemsModule,
  AwardsModule,
  MetaModule,
  ToolsModule,
  AdminModule,
  SitemapModule,
  ContributionsModule,
  OwnersModule,
  ModerationModule,
];

/** The site's own addresses besides its pages: crawlers' files, badges, downloads, share cards. */
const SITE_FILE_MODULES = [SitemapFilesModule, BadgesModule, DownloadsModule, ShareImagesModule];

@Module({})
export class AppModule {
  /** The whole app on a configuration: the server's own, or one a test builds. */
  static forConfig(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forConfig(config),
        AppLoggerModule,
        DatabaseModule,
        ErrorsModule,
        AppCacheModule,
        RateLimitModule,
        ScheduleModule.forRoot(),
        ...API_MODULES,
        RouterModule.register([{ path: API_PATH.slice(1), children: API_MODULES }]),
        ...SITE_FILE_MODULES,
        // Last: its catch-all route must not shadow any other.
        SiteModule,
      ],
      providers: [
        // Bodies are checked for depth before validation recurses through them.
        { provide: APP_PIPE, useClass: BodyDepthPipe },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Files and bodies made once (sitemap files, pictures, badges, downloads) sent as handlers return them.
        { provide: APP_INTERCEPTOR, useClass: PreparedAnswerInterceptor },
      ],
    };
  }
}
