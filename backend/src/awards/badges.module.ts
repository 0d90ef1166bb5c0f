import { Module } from '@nestjs/common';
import { BadgesController } from './badges.controller';

/** The award badges, at the site's own addresses (`/badges/...`), beside the API's `AwardsModule`. */
@Module({
  controllers: [BadgesController],
})
export class BadgesModule {}
