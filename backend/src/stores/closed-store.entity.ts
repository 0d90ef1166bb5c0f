import { Entity, EntityRepositoryType, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { City } from '../cities/city.entity';
import { ClosedStoreRepository } from './closed-store.repository';

/**
 * A store an administrator marked closed, out of the `store` table: so every list, count, search and
 * the map leave it out without a condition of their own. Its page answers 410 from here, and
 * reopening puts `record` (the row as it was, its id kept) back.
 */
@Entity({ tableName: 'closed_store', repository: () => ClosedStoreRepository })
export class ClosedStore {
  [EntityRepositoryType]?: ClosedStoreRepository;

  /** The store's own id, kept: its audit trail, reports and photos name it. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 120, unique: 'closed_store_slug_unique' })
  slug!: string;

  @ManyToOne('City', { deleteRule: 'restrict' })
  city!: City;

  @Property({ type: 'string', length: 200 })
  businessName!: string;

  @Property({ type: 'string', length: 300 })
  address!: string;

  @Property({ type: 'string', length: 10 })
  zipCode!: string;

  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  /** The `store` row as it was when closed (`to_jsonb`), to put back. */
  @Property({ type: 'json', hidden: true })
  record!: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  closedAt: Opt<Date> = new Date();
}
