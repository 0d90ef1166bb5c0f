import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MailMessageRepository } from './mail-message.repository';

/**
 * An e-mail to send, kept until the SMTP server takes it: written in the transaction of what it
 * tells, so a request is never lost to a mail server that is down (`Mailer` retries).
 */
@Entity({ tableName: 'mail_message', repository: () => MailMessageRepository })
@Index({
  name: 'mail_message_due_index',
  expression: 'create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "sent_at" is null',
})
export class MailMessage {
  [EntityRepositoryType]?: MailMessageRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
