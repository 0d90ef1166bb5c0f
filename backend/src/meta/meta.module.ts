import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { MetaController } from './meta.controller';

@Module({
  imports: [CitiesModule],
  controllers: [MetaController],
})
export class MetaModule {}
