import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { MetaModule } from '../meta/meta.module';
import { SearchModule } from '../search/search.module';
import { StatesModule } from '../states/states.module';
import { StoresModule } from '../stores/stores.module';
import { ToolsModule } from '../tools/tools.module';
import { SiteController } from './site.controller';
import { SitePagesService } from './site-pages.service';

/** Imported last by the app module, so its catch-all route comes after every API route. */
@Module({
  imports: [StatesModule, CitiesModule, StoresModule, SearchModule, ToolsModule, MetaModule],
  controllers: [SiteController],
  providers: [SitePagesService],
})
export class SiteModule {}
