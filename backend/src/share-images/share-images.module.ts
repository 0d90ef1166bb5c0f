import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { StatesModule } from '../states/states.module';
import { StoresModule } from '../stores/stores.module';
import { ArtworkPool } from './artwork-pool';
import { ShareImagesController } from './share-images.controller';
import { ShareImagesService } from './share-images.service';
import { StorePicturesController } from './store-pictures.controller';

/** Each page's share image (Open Graph / Twitter card) and each store's drawn picture, drawn from their own names. */
@Module({
  imports: [StatesModule, CitiesModule, StoresModule],
  controllers: [ShareImagesController, StorePicturesController],
  providers: [ShareImagesService, ArtworkPool],
})
export class ShareImagesModule {}
