import { EntityRepository, LockMode, raw, type RequiredEntityData } from '@mikro-orm/postgresql';
import type { AuditAction, ClaimStatus } from '../contracts/contributions.contract';
import { AuditEntry } from '../stores/audit-entry.entity';
import { Store } from '../stores/store.entity';
import type { StoreClaim } from './store-claim.entity';

/**
 * Owners' claims, and what their rules read of the claimed store and its audit trail (through the
 * entity manager: another module's repository is its own).
 */
export class StoreClaimRepository extends EntityRepository<StoreClaim> {
  /** Whether a verified owner keeps the store. */
  async hasVerifiedOwner(storeId: number): Promise<boolean> {
    const [row] = await this.createQueryBuilder('c')
      .select('c.id')
      .where({ storeId, status: 'verified' })
      .limit(1)
      .execute<{ id: number }[]>();
    return row !== undefined;
  }

  /** A new claim, written with the rest of the unit of work (the claim's transaction, when it ends). */
  add(claim: RequiredEntityData<StoreClaim>): StoreClaim {
    const created = this.create(claim);
    this.getEntityManager().persist(created);
    return created;
  }

  /** The address's claim of the store that was not turned down, if any. */
  findUnrejected(storeId: number, email: string): Promise<StoreClaim | null> {
    return this.findOne({ storeId, email, status: { $ne: 'rejected' } });
  }

  /**
   * Marks a link used, in one statement (two confirmations racing cannot both pass), if it is unused,
   * unexpired and its claim not in one of the `ended` statuses: answers whether it was marked here.
   */
  async useLink(tokenHash: string, ended: readonly ClaimStatus[]): Promise<boolean> {
    const used = await this.nativeUpdate(
      { tokenHash, linkUsedAt: null, linkExpiresAt: { $gt: new Date() }, status: { $nin: [...ended] } },
      { linkUsedAt: new Date() },
    );
    return used > 0;
  }

  /** A link's claim as the database has it now, over what this request read of it before. */
  findByTokenFresh(tokenHash: string): Promise<StoreClaim | null> {
    return this.findOne({ tokenHash }, { refresh: true });
  }

  /**
   * A claim as the database has it now; inside a transaction with its row locked until the
   * transaction ends (`for update`), so that a revocation and the owner's other changes wait for it.
   */
  findLocked(id: number): Promise<StoreClaim | null> {
    const locked = this.getEntityManager().isInTransaction() ? LockMode.PESSIMISTIC_WRITE : LockMode.NONE;
    return this.findOne(id, { lockMode: locked, refresh: true });
  }

  async existsRevoked(storeId: number): Promise<boolean> {
    return (await this.count({ storeId, status: 'revoked' })) > 0;
  }

  /** The claimed store, when it is open. */
  findStore(storeId: number): Promise<Store | null> {
    return this.getEntityManager().findOne(Store, storeId);
  }

  /** The claimed store with its city and state, in one query, when it is open. */
  findStoreWithPlace(storeId: number) {
    return this.getEntityManager().findOne(Store, storeId, { populate: ['city.state'] });
  }

  /**
   * Whether the store's audit trail shows a website given through the app: the store was created
   * here (a visitor's suggestion), or a change named its website.
   */
  async hasWebsiteFromApp(storeId: number): Promise<boolean> {
    const [entry] = await this.getEntityManager()
      .createQueryBuilder(AuditEntry, 'a')
      .select('a.id')
      .where({ storeId })
      // Whether the change's fields name the website: jsonb's key test, which the ORM has no operator for.
      .andWhere(raw(`(a.action = 'created' or jsonb_exists(a.after, 'website'))`))
      .limit(1)
      .execute<{ id: number }[]>();
    return entry !== undefined;
  }

  /** When `actor` made the store's latest changes of the given actions after `since`: up to `limit`, newest first. */
  async listChangeTimes(storeId: number, actor: string, actions: AuditAction[], since: Date, limit: number): Promise<Date[]> {
    const entries = await this.getEntityManager().find(
      AuditEntry,
      { storeId, actor, action: { $in: actions }, createdAt: { $gt: since } },
      { fields: ['createdAt'], orderBy: { createdAt: 'desc' }, limit },
    );
    return entries.map((entry) => entry.createdAt);
  }
}
