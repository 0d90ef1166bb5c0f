import { StoreWeek } from './store-week.entity';
import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CitiesModule } from '../cities/cities.module';
import { StoreClaim } from '../owners/store-claim.entity';
import { AuditEntry } from './audit-entry.entity';
import { ClosedStore } from './closed-store.entity';
import { StoreChanges } from './store-changes.service';
import { StorePhotoFiles } from './store-photo-files';
import { StorePhoto } from './store-photo.entity';
import { Store } from './store.entity';
import { StoreMapController } from './store-map.controller';
import { StoreMapService } from './store-map.service';
import { CityStoresController, ClosedStoresController, StoresController } from './stores.controller';
import { StoresService } from './stores.service';

@Module({
  // City: `StoreChanges` recounts a changed store's city through its repository.
  imports: [MikroOrmModule.forFeature([Store, ClosedStore, StorePhoto, AuditEntry, StoreClaim, StoreWeek]), CitiesModule],
  // The map's fixed path first: `/api/stores/:storeSlug` would match it too.
  controllers: [StoreMapController, StoresController, CityStoresController, ClosedStoresController],
  providers: [StoresService, StoreMapService, StoreChanges, StorePhotoFiles],
  exports: [StoresService, StoreMapService, StoreChanges, StorePhotoFiles],
})
export class StoresModule {}
