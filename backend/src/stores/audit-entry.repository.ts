import { EntityRepository, QueryOrder } from '@mikro-orm/postgresql';
import type { AuditEntry } from './audit-entry.entity';

/** What an entry says: the rest (its id, when) the database gives it. */
export type NewAuditEntry = Pick<AuditEntry, 'storeId' | 'actor' | 'action' | 'reason' | 'before' | 'after'>;

export class AuditEntryRepository extends EntityRepository<AuditEntry> {
  /** A new entry, written with the rest of the unit of work (a change's, when its transaction ends). */
  add(entry: NewAuditEntry): AuditEntry {
    const created = this.create(entry);
    this.getEntityManager().persist(created);
    return created;
  }

  /**
   * A new entry written at once, in an entity manager of its own: nothing else the request has
   * changed and not written goes with it.
   */
  async insertApart(entry: NewAuditEntry): Promise<void> {
    const own = this.getEntityManager().fork();
    await own.persist(own.create(this.entityName, entry)).flush();
  }

  /** Up to `limit` of a store's entries, newest first: those recorded before entry `before` (none: the newest). */
  listBefore(storeId: number, before: number | undefined, limit: number): Promise<AuditEntry[]> {
    return this.find({ storeId, ...(before === undefined ? {} : { id: { $lt: before } }) }, { orderBy: { id: QueryOrder.DESC }, limit });
  }

  /** Marks an entry undone in one statement, unless it is already (say, by an undo racing this one): answers whether it was marked here. */
  async markReverted(id: number): Promise<boolean> {
    return (await this.nativeUpdate({ id, revertedAt: null }, { revertedAt: new Date() })) > 0;
  }

  async unmarkReverted(id: number): Promise<void> {
    await this.nativeUpdate({ id }, { revertedAt: null });
  }
}
