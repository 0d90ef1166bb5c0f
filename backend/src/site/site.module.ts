import { Module } from '@nestjs/common';
import { MetaModule } from '../meta/meta.module';
import { PageRenderer } from './page-renderer';
import { SiteController } from './site.controller';

/** Imported last by the app module, so its catch-all route comes after every API route. */
@Module({
  imports: [MetaModule],
  controllers: [SiteController],
  providers: [PageRenderer],
})
export class SiteModule {}
