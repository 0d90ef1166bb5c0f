import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AwardsModule } from '../awards/awards.module';
import { CitiesModule } from '../cities/cities.module';
import { Store } from './store.entity';
import { CityStoresController, StoresController } from './stores.controller';
import { StoresService } from './stores.service';

@Module({
  imports: [MikroOrmModule.forFeature([Store]), CitiesModule, AwardsModule],
  controllers: [StoresController, CityStoresController],
  providers: [StoresService],
  exports: [StoresService],
})
export class StoresModule {}
