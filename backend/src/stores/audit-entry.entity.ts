import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { AuditAction } from '../contracts/contributions.contract';
import { AuditEntryRepository } from './audit-entry.repository';

/**
 * One change to a store: who made it, when, and its fields before and after (`StoreChanges`).
 * `storeId` has no foreign key: a closed store's trail stays, and so does a merged suggestion's.
 */
@Entity({ tableName: 'audit_entry', repository: () => AuditEntryRepository })
@Index({ name: 'audit_entry_store_index', properties: ['storeId', 'createdAt'] })
export class AuditEntry {
  [EntityRepositoryType]?: AuditEntryRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  /** 'administrator', 'owner (someone@example.com)' or 'visitor'. */
  @Property({ type: 'string', length: 300 })
  actor!: string;

  @Property({ type: 'string', length: 32 })
  action!: AuditAction;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** When an administrator undid it (an entry 'reverted' says how). */
  @Property({ type: 'datetime', nullable: true })
  revertedAt: Date | null = null;
}
