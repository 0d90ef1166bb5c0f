import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { StoreImporter, type ImportReport } from './import/store-importer';
import { loadSampleItems } from './sample-data/sample-item-rows';
import { StoreWeek } from '../stores/store-week.entity';

/** The committed sample directory, loaded through the same importer an operator uses. */
export const SAMPLE_DATA_FILE = join(__dirname, 'sample-data', 'sample-stores.csv.gz');

/** Applies pending migrations, all in one transaction, and names those applied. */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}

/** The explicit start-up steps: run pending migrations, and load the sample data into an empty directory. */
@Injectable()
export class DatabaseSetup {
  private readonly logger = new Logger(DatabaseSetup.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly importer: StoreImporter,
  ) {}

  /** Runs pending migrations, then writes the week of every store without one (after the migration that made them, all). */
  async migrate(): Promise<string[]> {
    const applied = await applyMigrations(this.orm);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
    const weeks = await this.orm.em.fork().getRepository(StoreWeek).writeFor('missing');
    if (weeks > 0) this.logger.log(`Wrote the opening weeks of ${weeks} stores`);
    return applied;
  }

  /** The sample stores' items (`loadSampleItems`), in a context of its own. */
  loadSampleItems(): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional((transaction) => loadSampleItems(transaction));
  }

  async loadSampleDataIfEmpty(): Promise<ImportReport | null> {
    if (!(await this.importer.isEmpty())) return null;
    const startedAt = Date.now();
    this.logger.log('The directory is empty: loading the sample data...');
    const report = await this.importer.importFile(SAMPLE_DATA_FILE);
    if (!report.committed) {
      throw new Error(`The sample data did not load: ${report.fileError ?? `${report.problemCount} bad rows`}`);
    }
    const items = await this.loadSampleItems();
    this.logger.log(`Loaded ${report.inserted} sample stores and ${items} of their items in ${Date.now() - startedAt} ms`);
    return report;
  }
}
