import { EntityRepository, type RequiredEntityData } from '@mikro-orm/postgresql';
import type { OwnerSession } from './owner-session.entity';

export class OwnerSessionRepository extends EntityRepository<OwnerSession> {
  /** A new session, written with the rest of the unit of work (the confirmation's transaction, when it ends). */
  add(session: RequiredEntityData<OwnerSession>): OwnerSession {
    const created = this.create(session);
    this.getEntityManager().persist(created);
    return created;
  }

  /** A session that has not expired, with its claim, in one query. */
  findLive(tokenHash: string) {
    return this.findOne({ tokenHash, expiresAt: { $gt: new Date() } }, { populate: ['claim'] });
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.nativeDelete({ tokenHash });
  }
}
