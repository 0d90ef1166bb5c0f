import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MailMessage } from './mail-message.entity';
import { Mailer } from './mailer.service';

/** Outgoing e-mail, kept until sent (`Mailer`). */
@Module({
  imports: [MikroOrmModule.forFeature([MailMessage])],
  providers: [Mailer],
  exports: [Mailer],
})
export class MailModule {}
