import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CitiesModule } from '../cities/cities.module';
import { Store } from './store.entity';
import { StoreMapController } from './store-map.controller';
import { StoreMapService } from './store-map.service';
import { CityStoresController, StoresController } from './stores.controller';
import { StoresService } from './stores.service';

@Module({
  imports: [MikroOrmModule.forFeature([Store]), CitiesModule],
  // The map's fixed path first: `/api/stores/:storeSlug` would match it too.
  controllers: [StoreMapController, StoresController, CityStoresController],
  providers: [StoresService, StoreMapService],
  exports: [StoresService, StoreMapService],
})
export class StoresModule {}
