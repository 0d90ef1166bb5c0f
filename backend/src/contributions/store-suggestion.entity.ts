import { Entity, EntityRepositoryType, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ProductFlag } from '../contracts/api.contract';
import type { State } from '../states/state.entity';
import { StoreSuggestionRepository } from './store-suggestion.repository';

export type SuggestionStatus = 'pending' | 'approved' | 'rejected' | 'merged';

/** A store a visitor suggested, waiting in the moderation queue or decided. */
@Entity({ tableName: 'store_suggestion', repository: () => StoreSuggestionRepository })
@Index({ name: 'store_suggestion_status_index', properties: ['status', 'createdAt'] })
export class StoreSuggestion {
  [EntityRepositoryType]?: StoreSuggestionRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  businessName!: string;

  @Property({ type: 'string', length: 300 })
  address!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @ManyToOne('State', { deleteRule: 'restrict' })
  state!: State;

  @Property({ type: 'string', length: 10 })
  zipCode!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  website: string | null = null;

  @Property({ type: 'json' })
  sells: ProductFlag[] = [];

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** To tell the visitor it is listed; never shown on the site. */
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: Opt<SuggestionStatus> = 'pending';

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The store it became, or was merged into. */
  @Property({ type: 'integer', nullable: true })
  storeId: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
