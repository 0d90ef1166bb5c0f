import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from '../mail/mail.module';
import { StoresModule } from '../stores/stores.module';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

/** The administrator's moderation queue, decisions and the stores' audit trail. */
@Module({
  imports: [AdminModule, StoresModule, MailModule],
  controllers: [ModerationController],
  providers: [ModerationService, ModerationRepository],
})
export class ModerationModule {}
