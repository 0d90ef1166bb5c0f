import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SearchModule } from '../search/search.module';
import { StatesModule } from '../states/states.module';
import { CitiesController, StateCitiesController } from './cities.controller';
import { CitiesService } from './cities.service';
import { City } from './city.entity';

@Module({
  imports: [MikroOrmModule.forFeature([City]), StatesModule, SearchModule],
  controllers: [StateCitiesController, CitiesController],
  providers: [CitiesService],
  exports: [CitiesService],
})
export class CitiesModule {}
