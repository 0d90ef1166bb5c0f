import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CitiesModule } from '../cities/cities.module';
import { MetaDescription } from './meta-description.entity';
import { MetaDescriptionController } from './meta-description.controller';
import { MetaDescriptionService } from './meta-description.service';
import { MetaController } from './meta.controller';
import { PageMetaDescriptions } from './page-meta-descriptions';

@Module({
  imports: [CitiesModule, MikroOrmModule.forFeature([MetaDescription])],
  controllers: [MetaController, MetaDescriptionController],
  providers: [MetaDescriptionService, PageMetaDescriptions],
  exports: [MetaDescriptionService, PageMetaDescriptions],
})
export class MetaModule {}
