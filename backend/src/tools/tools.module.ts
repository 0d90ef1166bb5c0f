import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { StoresModule } from '../stores/stores.module';
import { PriceComparisonController } from './price-comparison.controller';
import { ToolsController } from './tools.controller';
import { ToolsService } from './tools.service';

@Module({
  imports: [StoresModule, CitiesModule],
  controllers: [ToolsController, PriceComparisonController],
  providers: [ToolsService],
  exports: [ToolsService],
})
export class ToolsModule {}
