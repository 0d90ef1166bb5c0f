import { EntityRepository } from '@mikro-orm/postgresql';
import type { AdminSession } from './admin-session.entity';

export class AdminSessionRepository extends EntityRepository<AdminSession> {
  async insertSession(tokenHash: string, expiresAt: Date): Promise<void> {
    this.create({ tokenHash, expiresAt });
    await this.getEntityManager().flush();
  }

  /** Whether the session exists and has not ended. */
  async isLive(tokenHash: string): Promise<boolean> {
    return (await this.count({ tokenHash, expiresAt: { $gt: new Date() } })) > 0;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.nativeDelete({ tokenHash });
  }

  async deleteEnded(): Promise<void> {
    await this.nativeDelete({ expiresAt: { $lte: new Date() } });
  }
}
