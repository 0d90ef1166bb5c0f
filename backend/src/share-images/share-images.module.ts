import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { StatesModule } from '../states/states.module';
import { StoresModule } from '../stores/stores.module';
import { ShareImagesController } from './share-images.controller';
import { ShareImagesService } from './share-images.service';

/** Each page's share image (Open Graph / Twitter card), drawn from the page's own names. */
@Module({
  imports: [StatesModule, CitiesModule, StoresModule],
  controllers: [ShareImagesController],
  providers: [ShareImagesService],
})
export class ShareImagesModule {}
