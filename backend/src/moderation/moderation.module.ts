import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { ItemsModule } from '../items/items.module';
import { MailModule } from '../mail/mail.module';
import { StoresModule } from '../stores/stores.module';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

/** The administrator's moderation queue, decisions and the stores' audit trail (with their item feeds, to pause). */
@Module({
  imports: [AdminModule, StoresModule, MailModule, ItemsModule],
  controllers: [ModerationController],
  providers: [ModerationService, ModerationRepository],
})
export class ModerationModule {}
