import { Entity, EntityRepositoryType, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { OwnerSessionRepository } from './owner-session.repository';
import type { StoreClaim } from './store-claim.entity';

/** A signed-in owner's session, by the SHA-256 of its cookie's token: the claim it proves. */
@Entity({ tableName: 'owner_session', repository: () => OwnerSessionRepository })
@Index({ name: 'owner_session_expires_at_index', properties: ['expiresAt'] })
export class OwnerSession {
  [EntityRepositoryType]?: OwnerSessionRepository;

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne('StoreClaim', { deleteRule: 'cascade' })
  claim!: StoreClaim;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
