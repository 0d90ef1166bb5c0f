import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule } from '../admin/admin.module';
import { CitiesModule } from '../cities/cities.module';
import { StatesModule } from '../states/states.module';
import { SitemapApiController } from './sitemap.controller';
import { SitemapFile } from './sitemap-file.entity';
import { SitemapGeneration } from './sitemap-generation.entity';
import { SitemapHtmlService } from './sitemap-html.service';
import { SitemapTask } from './sitemap.task';
import { SitemapService } from './sitemap.service';

/** The sitemap: its generation, the daily task, the admin's status and regeneration, the HTML sitemap's text. */
@Module({
  imports: [MikroOrmModule.forFeature([SitemapGeneration, SitemapFile]), AdminModule, StatesModule, CitiesModule],
  controllers: [SitemapApiController],
  providers: [SitemapService, SitemapHtmlService, SitemapTask],
  exports: [SitemapService],
})
export class SitemapModule {}
