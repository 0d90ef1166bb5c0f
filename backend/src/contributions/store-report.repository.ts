import { EntityRepository, type RequiredEntityData } from '@mikro-orm/postgresql';
import type { StoreReport } from './store-report.entity';

export class StoreReportRepository extends EntityRepository<StoreReport> {
  /** A new report, written with the rest of the unit of work (the form's transaction, when it ends). */
  add(report: RequiredEntityData<StoreReport>): StoreReport {
    const created = this.create(report);
    this.getEntityManager().persist(created);
    return created;
  }
}
