import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { CreateRequestContext } from '@mikro-orm/core';
import { EntityManager, UnderscoreNamingStrategy, type Knex } from '@mikro-orm/postgresql';
import { CHANGE_CHANNELS, ChangeNotices } from '../change-notices';
import { errorText } from '../../common/errors/error-text';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { City } from '../../cities/city.entity';
import { cityTotalsUpdate } from '../../cities/city-totals';
import { PRODUCT_FLAGS, STORE_FLAGS, type StoreFlag } from '../../contracts/api.contract';
import { termsFacts } from '../../contracts/consignment-terms';
import { State } from '../../states/state.entity';
import { ClosedStore } from '../../stores/closed-store.entity';
import { Store } from '../../stores/store.entity';
import { storeTimeZone } from '../../stores/store-time-zone';
import { readStoreFile, ImportFileError, type FileProgress, type RecordLocation } from './store-file-reader';
import { StoreWeek } from '../../stores/store-week.entity';
import { createStoreRowChecker, type ValidStoreRow } from './store-import-row';

export interface RowProblem {
  location: RecordLocation;
  field: string;
  problem: string;
}

export interface ImportReport {
  file: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** True when the file was written; false when any problem rolled the whole file back. */
  committed: boolean;
  /** The problems found, at most MAX_REPORTED_PROBLEMS of them. */
  problems: RowProblem[];
  problemCount: number;
  /** Set when the file as a whole could not be read. */
  fileError: string | null;
}

export interface ImportOptions {
  onProgress?: (progress: FileProgress) => void;
}

const BATCH_SIZE = 2000;
const MAX_REPORTED_PROBLEMS = 1000;
/** PostgreSQL's memory for building an index a first import deferred (its default is 64 MB). */
const INDEX_BUILD_MEMORY = '256MB';

/** A checked row as a batch carries it: the row itself, with its city's id, its time zone and its terms' facts added. */
type StoreRecord = ValidStoreRow & { cityId: number; timeZone: string } & ReturnType<typeof termsFacts>;

/** Each field of a StoreRecord written to the store table, with its type in a batch's JSON. */
const STORE_FIELDS: [keyof StoreRecord, string][] = [
  ['slug', 'text'],
  ['cityId', 'int'],
  ['businessName', 'text'],
  ['address', 'text'],
  ['zipCode', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['timeZone', 'text'],
  ['phone', 'text'],
  ['website', 'text'],
  ['photo', 'text'],
  ['numberOfReviews', 'int'],
  ['seoDescription', 'text'],
  ...STORE_FLAGS.map((flag): [StoreFlag, string] => [flag, 'bool']),
  ['consignmentTerms', 'jsonb'],
  ['consignsFurniture', 'bool'],
  ['leastConsignorPercent', 'int2'],
  ['walkInIntake', 'bool'],
  // When the store's data last changed: the file's date, else the import's time.
  ['updatedAt', 'timestamptz'],
];
/** The entities' own naming: `businessName` is the column `business_name`. */
const naming = new UnderscoreNamingStrategy();
const COLUMN_NAMES = STORE_FIELDS.map(([field]) => naming.propertyToColumnName(field));
/** What a store's data is: every column but its slug and the date it changed. */
const DATA_COLUMNS = COLUMN_NAMES.filter((column) => column !== 'slug' && column !== 'updated_at');

/**
 * What a store's verified owner may change (`StoreChanges`): once they have, an import leaves these
 * as the owner wrote them, and updates the rest.
 */
const OWNER_COLUMNS: ReadonlySet<string> = new Set(
  [
    'phone',
    'website',
    'seoDescription',
    ...PRODUCT_FLAGS,
    'consignmentTerms',
    'consignsFurniture',
    'leastConsignorPercent',
    'walkInIntake',
  ].map((field) => naming.propertyToColumnName(field)),
);
const updatedValue = (column: string) =>
  OWNER_COLUMNS.has(column)
    ? `case when store.owner_edited_at is null then excluded.${column} else store.${column} end`
    : `excluded.${column}`;

/**
 * A batch is one parameter, its rows as a JSON array: far cheaper to send and plan than a bound
 * parameter per value. The rows are serialized as they are (a key a row leaves out is null, one the
 * table does not have is ignored). A store is written when its data changed, or when the file gives
 * it another date (a date the file leaves out is the transaction's time, `now()`); else it is left
 * as it is. A store an administrator closed (`closed_store`) stays closed: its row is skipped.
 */
const UPSERT_STORES = `insert into store (${COLUMN_NAMES.join(', ')})
  select ${STORE_FIELDS.map(([field]) => (field === 'updatedAt' ? `coalesce("${field}", now())` : `"${field}"`)).join(', ')}
    from json_to_recordset(?::json) as batch(${STORE_FIELDS.map(([field, type]) => `"${field}" ${type}`).join(', ')})
   where not exists (select 1 from closed_store where closed_store.slug = batch.slug)
  on conflict (slug) do update
     set ${DATA_COLUMNS.map((column) => `${column} = ${updatedValue(column)}`).join(', ')}, updated_at = excluded.updated_at
   where (${DATA_COLUMNS.map((column) => `store.${column}`).join(', ')})
         is distinct from (${DATA_COLUMNS.map((column) => updatedValue(column)).join(', ')})
      or (excluded.updated_at <> now() and excluded.updated_at <> store.updated_at)
  returning (xmax = 0) as inserted`;

/** A first import's batches are loaded with COPY: nothing to match, and the cheapest way in. */
const COPY_STORES = `copy store (${COLUMN_NAMES.join(', ')}) from stdin`;

/** Every city's totals, after an import. */
export const REFRESH_CITY_TOTALS = cityTotalsUpdate();

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * A value in COPY's text format: `\N` for none, `t`/`f`, an object as its JSON, and a backslash, tab or line break escaped.
 * Written here rather than as CSV for COPY's csv format: a CSV writer cost 15 to 17 µs a row
 * against 2.5 to 3.7 µs for this, on the importer's own core, which is what limits a first import.
 */
function copyValue(value: string | number | boolean | object | null | undefined): string {
  if (value === undefined || value === null) return '\\N';
  if (typeof value === 'object') value = JSON.stringify(value);
  if (typeof value === 'string')
    return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (special) => COPY_ESCAPES[special]!) : value;
  return typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);
}

/** What the importer uses of knex's client, which knex declares as `any`: the transaction's connection. */
interface KnexClient {
  acquireConnection(): Promise<ClientBase>;
}

/** What writing one file's batches needs. */
interface BatchWriter {
  em: EntityManager;
  stateIds: Map<string, number>;
  /** Each city's id by `stateId:citySlug`, filled in as batches name them. */
  cityIds: Map<string, number>;
  report: ImportReport;
  /** Load with COPY rather than upsert: the table was empty and PostgreSQL is a real one. */
  copy: boolean;
  /** The transaction's time (`now()`, as the upsert writes it): COPY's date for a row that gives none. */
  importedAt: string;
}

/** Thrown inside the transaction so that a file with any problem changes nothing. */
class RollBack extends Error {}

/**
 * Loads stores from a CSV or JSON file: every row checked, upsert by slug, cities made as needed,
 * the whole file in one transaction. A file with any bad row changes nothing and reports every
 * problem with its line (or item) and field.
 */
@Injectable()
export class StoreImporter {
  private readonly logger = new Logger(StoreImporter.name);

  constructor(
    private readonly em: EntityManager,
    private readonly notices: ChangeNotices,
  ) {}

  /** An import is no request: it works in an entity manager of its own. */
  @CreateRequestContext()
  async importFile(file: string, options: ImportOptions = {}): Promise<ImportReport> {
    const report: ImportReport = {
      file,
      rowsRead: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      committed: false,
      problems: [],
      problemCount: 0,
      fileError: null,
    };
    // Looked at before the transaction, which must not read the table before it locks it (see deferChecksIfEmpty).
    const mayBeEmpty = await this.storeIsEmpty(this.em);
    try {
      await this.em.transactional(async (em) => {
        // No time limit for its statements (an index rebuilt over a million stores), in this
        // transaction only: a setting, which the ORM has no expression for.
        await em.execute('set local statement_timeout = 0');
        await this.importInto(em, file, options, report, mayBeEmpty);
        if (report.problemCount > 0 || report.fileError) throw new RollBack();
      });
      report.committed = true;
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
      report.inserted = report.updated = report.unchanged = 0;
    }
    // Every running instance drops the answers it kept from the directory before (they expire anyway).
    if (report.committed && report.inserted + report.updated > 0) {
      await this.notices.announce(CHANGE_CHANNELS.directory).catch((error: unknown) => {
        this.logger.warn(`The import was not announced to the running instances: ${errorText(error)}`);
      });
    }
    return report;
  }

  private async importInto(
    em: EntityManager,
    file: string,
    options: ImportOptions,
    report: ImportReport,
    mayBeEmpty: boolean,
  ): Promise<void> {
    const deferredChecks = mayBeEmpty ? await this.deferChecksIfEmpty(em) : null;
    const stateIds = new Map((await em.find(State, {})).map((state) => [state.abbreviation, state.id]));
    // The transaction's clock, which the ORM does not read.
    const [{ now }] = await em.execute<[{ now: Date }]>('select now() as now');
    const batches: BatchWriter = {
      em,
      stateIds,
      cityIds: new Map(),
      report,
      // Into an empty table (whose slugs the file has just been checked for repeats) every row is new,
      // unless it is a closed store's: then only the upsert skips those.
      copy: deferredChecks !== null && (await em.count(ClosedStore, {})) === 0,
      importedAt: new Date(now).toISOString(),
    };
    const checkRow = createStoreRowChecker();
    const slugLocations = new Map<string, RecordLocation>();
    let batch: ValidStoreRow[] = [];
    let writing: Promise<void> = Promise.resolve();

    const addProblem = (problem: RowProblem) => {
      report.problemCount += 1;
      if (report.problems.length < MAX_REPORTED_PROBLEMS) report.problems.push(problem);
    };

    try {
      for await (const { location, record } of readStoreFile(file, options.onProgress)) {
        report.rowsRead += 1;
        const checked = checkRow(record);
        if (checked.problems) {
          for (const problem of checked.problems) addProblem({ location, ...problem });
          continue;
        }
        const earlier = slugLocations.get(checked.row.slug);
        if (earlier) {
          addProblem({
            location,
            field: 'slug',
            problem: `slug '${checked.row.slug}' is already used on ${earlier.kind} ${earlier.number}`,
          });
          continue;
        }
        slugLocations.set(checked.row.slug, location);
        // After the first problem the rest of the file is only checked, not written.
        if (report.problemCount > 0) continue;
        batch.push(checked.row);
        if (batch.length >= BATCH_SIZE) {
          // The next rows are read and checked while PostgreSQL writes these (one batch in flight).
          const rows = batch;
          batch = [];
          await writing;
          writing = this.writeBatch(batches, rows);
          writing.catch(() => undefined);
        }
      }
    } catch (error) {
      await writing;
      if (!(error instanceof ImportFileError)) throw error;
      report.fileError = error.location ? `${error.location.kind} ${error.location.number}: ${error.message}` : error.message;
      return;
    }
    await writing;
    if (report.problemCount > 0) return;
    if (batch.length > 0) await this.writeBatch(batches, batch);
    if (deferredChecks) await this.restoreChecks(em, deferredChecks);
    // An update from an aggregate over a join (`update ... from`), which the QueryBuilder cannot write.
    await em.execute(REFRESH_CITY_TOTALS);
    // The new stores' weeks, for "open now" (an import never changes a store's hours).
    await em.getRepository(StoreWeek).writeFor('missing');
  }

  /**
   * Into an empty directory, the store table's secondary indexes and its foreign key are dropped (in
   * this transaction) and made again once at the end: a first import of a million stores takes well
   * under half the time it takes to keep every index up to date and check every row's city one by one.
   * The primary key and the slug's unique index, which the upsert needs, stay. A rolled-back import
   * gets them back with everything else. Meanwhile the table is locked: the site's store pages wait
   * for the import to finish. Returns the statements that make them again, or null when the table
   * has stores.
   *
   * Called when the table looked empty before the transaction: the lock comes first, so that this
   * transaction holds no lock on the table it would have to upgrade. (Two imports that had both read
   * the table before locking it deadlocked: each one's dropping of an index waited for the other's read.)
   */
  private async deferChecksIfEmpty(em: EntityManager): Promise<string[] | null> {
    // No other writer may add a store between this look and the end of the import (a table lock:
    // no ORM expression for it).
    await em.execute('lock table store in exclusive mode');
    if (!(await this.storeIsEmpty(em))) return null;
    // Each with the statements that drop it and make it again (PostgreSQL quotes the names): the
    // catalog and DDL, which the ORM does not write.
    const deferred = await em.execute<{ drop: string; make: string }[]>(
      `select 'drop index ' || indexrelid::regclass::text as drop, pg_get_indexdef(indexrelid) as make
         from pg_index
        where indrelid = 'store'::regclass
          and not exists (select 1 from pg_constraint where conindid = indexrelid)
       union all
       select format('alter table store drop constraint %I', conname),
              format('alter table store add constraint %I %s', conname, pg_get_constraintdef(oid))
         from pg_constraint
        where conrelid = 'store'::regclass and contype = 'f'`,
    );
    for (const { drop } of deferred) await em.execute(drop);
    return deferred.map(({ make }) => make);
  }

  /** Whether the directory has no store yet (the start-up loads the sample data into an empty one). */
  isEmpty(): Promise<boolean> {
    return this.storeIsEmpty(this.em);
  }

  private async storeIsEmpty(em: EntityManager): Promise<boolean> {
    const [store] = await em.createQueryBuilder(Store).select('id').limit(1).execute();
    return store === undefined;
  }

  /**
   * Builds the indexes and checks the foreign keys a first import deferred, then gives the planner
   * its statistics of the new stores at once (search's plans depend on which words are rare; the
   * autovacuum would take its time).
   */
  private async restoreChecks(em: EntityManager, statements: string[]): Promise<void> {
    if (statements.length === 0) return;
    // A setting, index DDL and statistics: SQL the ORM does not write.
    await em.execute(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    for (const statement of statements) await em.execute(statement);
    await em.execute('analyze store');
  }

  private async writeBatch(batches: BatchWriter, rows: ValidStoreRow[]): Promise<void> {
    const { em, stateIds, cityIds, report } = batches;
    const cityKeys = rows.map((row) => `${stateIds.get(row.state)}:${row.citySlug}`);
    const newCities = new Map<string, ValidStoreRow>();
    rows.forEach((row, index) => {
      if (!cityIds.has(cityKeys[index]!)) newCities.set(cityKeys[index]!, row);
    });
    if (newCities.size > 0) await this.upsertCities(em, [...newCities.values()], stateIds, cityIds);
    const records = rows as StoreRecord[];
    records.forEach((record, index) => {
      record.cityId = cityIds.get(cityKeys[index]!)!;
      // Worked out from the row, never read from the file: the one rule every writer of the table follows.
      record.timeZone = storeTimeZone(record);
      Object.assign(record, termsFacts(record.consignmentTerms));
    });

    const transaction = em.getTransactionContext<Knex.Transaction>()!;
    if (batches.copy) {
      // COPY: PostgreSQL's bulk load, which the ORM has no form for.
      let text = '';
      for (const record of records) {
        record.updatedAt ??= batches.importedAt;
        text += `${STORE_FIELDS.map(([field]) => copyValue(record[field])).join('\t')}\n`;
      }
      const connection = await (transaction.client as KnexClient).acquireConnection();
      await pipeline(Readable.from([text]), connection.query(copyFrom(COPY_STORES)));
      report.inserted += records.length;
      return;
    }
    // One statement a batch that leaves unchanged stores alone (`is distinct from`) and tells new ones
    // from updated (`xmax = 0`): `upsertMany` writes every store it matches and tells neither. Sent
    // through knex as a bound parameter: MikroORM's `execute` would first write the whole batch into
    // the statement's text, escaping it character by character.
    const { rows: result } = await transaction.raw<{ rows: { inserted: boolean }[] }>(UPSERT_STORES, [JSON.stringify(records)]);
    const inserted = result.filter((row) => row.inserted).length;
    report.inserted += inserted;
    report.updated += result.length - inserted;
    report.unchanged += rows.length - result.length;
  }

  private async upsertCities(
    em: EntityManager,
    rows: ValidStoreRow[],
    stateIds: Map<string, number>,
    cityIds: Map<string, number>,
  ): Promise<void> {
    // `merge` (even to the same name) makes `returning` answer for existing cities too. Plain rows:
    // a first import's tens of thousands of cities are no entities to keep and check at the commit.
    const cities = await em
      .createQueryBuilder(City)
      .insert(rows.map((row) => ({ state: stateIds.get(row.state)!, name: row.city, slug: row.citySlug })))
      .onConflict(['state', 'slug'])
      .merge(['name'])
      .returning(['id', 'state', 'slug'])
      .execute<{ id: number; state: number; slug: string }[]>('all');
    for (const city of cities) cityIds.set(`${city.state}:${city.slug}`, city.id);
  }
}
