import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { AdminSessionRepository } from './admin-session.repository';

/**
 * A signed-in administrator's session. Only the SHA-256 of the cookie's random token is kept, so the
 * table alone cannot sign anybody in. In the database, so every instance of the app knows it.
 */
@Entity({ tableName: 'admin_session', repository: () => AdminSessionRepository })
@Index({ name: 'admin_session_expires_at_index', properties: ['expiresAt'] })
export class AdminSession {
  [EntityRepositoryType]?: AdminSessionRepository;

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
