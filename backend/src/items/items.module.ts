import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CitiesModule } from '../cities/cities.module';
import { SearchModule } from '../search/search.module';
import { ItemFeed } from './feeds/item-feed.entity';
import { ItemFeedsService } from './feeds/item-feeds.service';
import { Item } from './item.entity';
import { ItemPhotoFiles } from './item-photo-files';
import { ItemsController, StoreItemsController } from './items.controller';
import { ItemsService } from './items.service';

/** Shop the racks: items stores sell (`GET /api/items`, a store's newest), and the feeds they come from. */
@Module({
  imports: [MikroOrmModule.forFeature([Item, ItemFeed]), SearchModule, CitiesModule],
  controllers: [ItemsController, StoreItemsController],
  providers: [ItemsService, ItemFeedsService, ItemPhotoFiles],
  exports: [ItemFeedsService],
})
export class ItemsModule {}
