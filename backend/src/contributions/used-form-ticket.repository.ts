import { EntityRepository } from '@mikro-orm/postgresql';
import type { UsedFormTicket } from './used-form-ticket.entity';

export class UsedFormTicketRepository extends EntityRepository<UsedFormTicket> {
  /**
   * Records a ticket's signature as used, in one statement (`on conflict do nothing`: two forms
   * racing with one ticket cannot both pass), unless it is already: answers whether it was recorded here.
   */
  async markUsed(signature: string): Promise<boolean> {
    const inserted = await this.createQueryBuilder()
      .insert({ signature })
      .onConflict('signature')
      .ignore()
      .execute<{ affectedRows: number }>('run');
    return inserted.affectedRows > 0;
  }

  /** Forgets the tickets used before `before`, in one statement. */
  async deleteUsedBefore(before: Date): Promise<void> {
    await this.nativeDelete({ usedAt: { $lt: before } });
  }
}
