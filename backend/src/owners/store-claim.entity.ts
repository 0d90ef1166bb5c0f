import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ClaimStatus } from '../contracts/contributions.contract';
import { StoreClaimRepository } from './store-claim.repository';

/**
 * An owner's claim of a listing: `pending` until its e-mailed link is used, then `verified` (an
 * address at the store's website's domain, or approved by the administrator), `review` or `rejected`.
 * Only the SHA-256 of the link's token is kept; a used or expired link works no more.
 */
@Entity({ tableName: 'store_claim', repository: () => StoreClaimRepository })
@Index({ name: 'store_claim_status_index', properties: ['status', 'createdAt'] })
@Index({ name: 'store_claim_store_index', properties: ['storeId', 'email'] })
export class StoreClaim {
  [EntityRepositoryType]?: StoreClaimRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  /** Lower case. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64, nullable: true, unique: 'store_claim_token_hash_unique' })
  tokenHash: string | null = null;

  @Property({ type: 'datetime' })
  linkExpiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  linkUsedAt: Date | null = null;

  @Property({ type: 'string', length: 16, default: 'pending' })
  status: Opt<ClaimStatus | 'pending'> = 'pending';

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
