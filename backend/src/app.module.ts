import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AwardsModule } from './awards/awards.module';
import { CitiesModule } from './cities/cities.module';
import { AnswerCacheModule } from './common/cache/answer-cache';
import { AppLoggerModule } from './common/logging/logging.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { AdminModule } from './admin/admin.module';
import { HealthModule } from './health/health.module';
import { MetaModule } from './meta/meta.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { SearchModule } from './search/search.module';
import { ShareImagesModule } from './share-images/share-images.module';
import { SiteModule } from './site/site.module';
import { ToolsModule } from './tools/tools.module';
import { StatesModule } from './states/states.module';
import { StoresModule } from './stores/stores.module';

@Module({})
export class AppModule {
  /** The whole app on a configuration: the server's own, or one a test builds. */
  static forConfig(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forConfig(config),
        DatabaseModule,
        AppLoggerModule,
        AnswerCacheModule,
        HealthModule,
        StatesModule,
        CitiesModule,
        // Before StoresModule: `/api/stores/search` is not a store's slug.
        SearchModule,
        StoresModule,
        AwardsModule,
        MetaModule,
        ToolsModule,
        AdminModule,
        SitemapModule,
        ShareImagesModule,
        // Last: its catch-all route must not shadow the API.
        SiteModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
