import { EntityRepository, LockMode } from '@mikro-orm/postgresql';
import type { MailMessage } from './mail-message.entity';

/** What a new message is: the rest (its id, when, its attempts) the database gives it. */
export type NewMailMessage = Pick<MailMessage, 'recipient' | 'subject' | 'text'>;

export class MailMessageRepository extends EntityRepository<MailMessage> {
  /** A new message, written with the rest of the unit of work (the caller's transaction, when it ends). */
  add(message: NewMailMessage): MailMessage {
    const created = this.create(message);
    this.getEntityManager().persist(created);
    return created;
  }

  /**
   * Up to `limit` unsent messages due now and tried fewer than `maxAttempts` times, the oldest first,
   * their rows locked until the transaction ends; rows another transaction has locked are skipped
   * (`for update skip locked`).
   */
  listDueLocked(maxAttempts: number, limit: number): Promise<MailMessage[]> {
    return this.find(
      { sentAt: null, nextAttemptAt: { $lte: new Date() }, attempts: { $lt: maxAttempts } },
      { orderBy: { id: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
  }

  /** Writes what the unit of work holds changed (a message's sending, or its failure). */
  async writeChanges(): Promise<void> {
    await this.getEntityManager().flush();
  }
}
