import { Module } from '@nestjs/common';
import { SitemapFilesController } from './sitemap-files.controller';
import { SitemapModule } from './sitemap.module';

/** Crawlers' files at the site's own addresses (`/robots.txt`, `/sitemap.xml`...), beside the API's `SitemapModule`. */
@Module({
  imports: [SitemapModule],
  controllers: [SitemapFilesController],
})
export class SitemapFilesModule {}
