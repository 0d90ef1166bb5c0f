import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Store } from '../stores/store.entity';
import { AwardsController } from './awards.controller';
import { BadgesController } from './badges.controller';
import { AwardsService } from './awards.service';

@Module({
  imports: [MikroOrmModule.forFeature([Store])],
  controllers: [AwardsController, BadgesController],
  providers: [AwardsService],
  exports: [AwardsService],
})
export class AwardsModule {}
