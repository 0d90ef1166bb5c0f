import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ProblemKind } from '../contracts/contributions.contract';
import { StoreReportRepository } from './store-report.repository';

export type ReportStatus = 'open' | 'resolved';

/**
 * A problem a visitor reported on a store's page. `storeId` has no foreign key: a store closed on
 * its report keeps it.
 */
@Entity({ tableName: 'store_report', repository: () => StoreReportRepository })
@Index({ name: 'store_report_status_index', properties: ['status', 'storeId', 'createdAt'] })
export class StoreReport {
  [EntityRepositoryType]?: StoreReportRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'string', length: 32 })
  problem!: ProblemKind;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 16, default: 'open' })
  status: Opt<ReportStatus> = 'open';

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;
}
