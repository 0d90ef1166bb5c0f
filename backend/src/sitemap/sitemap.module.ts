import { createKeyv } from '@cacheable/memory';
import { CacheModule } from '@nestjs/cache-manager';
import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from '../admin/admin.module';
import { CitiesModule } from '../cities/cities.module';
import { StatesModule } from '../states/states.module';
import { SitemapApiController, SitemapFilesController } from './sitemap.controller';
import { SitemapFile } from './sitemap-file.entity';
import { SitemapGeneration } from './sitemap-generation.entity';
import { SitemapHtmlService } from './sitemap-html.service';
import { SitemapScheduler } from './sitemap.scheduler';
import { SitemapService } from './sitemap.service';

/** The generated files kept in memory: a day, and at most this many (a generation of a million stores has 21). */
const CACHED_FILES = 50;
const DAY_MILLISECONDS = 24 * 3_600_000;

@Module({
  imports: [
    MikroOrmModule.forFeature([SitemapGeneration, SitemapFile]),
    // The files' bytes are kept as they are: neither serialised nor copied on every read.
    CacheModule.register({ stores: [createKeyv({ ttl: DAY_MILLISECONDS, lruSize: CACHED_FILES, useClone: false })] }),
    ScheduleModule.forRoot(),
    AdminModule,
    StatesModule,
    CitiesModule,
  ],
  controllers: [SitemapFilesController, SitemapApiController],
  providers: [SitemapService, SitemapHtmlService, SitemapScheduler],
  exports: [SitemapService, SitemapScheduler],
})
export class SitemapModule {}
