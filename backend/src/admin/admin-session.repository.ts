import { EntityRepository } from '@mikro-orm/postgresql';
import type { AdminSession } from './admin-session.entity';

export class AdminSessionRepository extends EntityRepository<AdminSession> {
  async insertSession(tokenHash: string, expiresAt: Date): Promise<void> {
    await this.getEntityManager().execute('insert into admin_session (token_hash, expires_at) values (?, ?)', [tokenHash, expiresAt]);
  }

  /** Whether the session exists and has not ended. */
  async isLive(tokenHash: string): Promise<boolean> {
    const rows = await this.getEntityManager().execute<unknown[]>(
      'select 1 from admin_session where token_hash = ? and expires_at > now()',
      [tokenHash],
    );
    return rows.length > 0;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.getEntityManager().execute('delete from admin_session where token_hash = ?', [tokenHash]);
  }

  async deleteEnded(): Promise<void> {
    await this.getEntityManager().execute('delete from admin_session where expires_at <= now()');
  }
}
