import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { StateGuides } from './state-guides';
import { State } from './state.entity';
import { StatesController } from './states.controller';
import { StatesService } from './states.service';

@Module({
  imports: [MikroOrmModule.forFeature([State])],
  controllers: [StatesController],
  providers: [StatesService, StateGuides],
  exports: [StatesService],
})
export class StatesModule {}
