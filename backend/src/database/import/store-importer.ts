import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { readStoreFile, ImportFileError, type FileProgress, type RecordLocation } from './store-file-reader';
import { checkStoreRow, type ValidStoreRow } from './store-import-row';

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

/** Each column written for a store, with its type as a batch's JSON records carry it. */
const STORE_COLUMNS = [
  ['slug', 'text'], ['city_id', 'int'], ['business_name', 'text'], ['address', 'text'], ['zip_code', 'text'],
  ['latitude', 'float8'], ['longitude', 'float8'], ['phone', 'text'], ['website', 'text'], ['photo', 'text'],
  ['number_of_reviews', 'int'], ['seo_description', 'text'],
  ['sell_furniture', 'bool'], ['sell_clothes', 'bool'], ['sell_antiques', 'bool'], ['sell_jewelry', 'bool'], ['sell_books', 'bool'],
  ['sell_gift_items', 'bool'], ['sell_premium_brand', 'bool'], ['sell_merchandise', 'bool'], ['wide_selection', 'bool'],
  ['clean_organized', 'bool'], ['pricing', 'bool'], ['friendly_employees', 'bool'],
] as const;
const COLUMN_NAMES = STORE_COLUMNS.map(([column]) => column);
const UPDATED_COLUMNS = COLUMN_NAMES.filter((column) => column !== 'slug');

/**
 * A batch is one parameter, its stores as a JSON array (keys as in STORE_COLUMNS): far cheaper to send
 * and plan than a bound parameter per value. A store that changed nothing is left as it is.
 */
const UPSERT_STORES = `insert into store (${COLUMN_NAMES.join(', ')})
  select ${COLUMN_NAMES.join(', ')}
    from json_to_recordset(?::json) as batch(${STORE_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ')})
  on conflict (slug) do update
     set ${UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now()
   where (${UPDATED_COLUMNS.map((column) => `store.${column}`).join(', ')})
         is distinct from (${UPDATED_COLUMNS.map((column) => `excluded.${column}`).join(', ')})
  returning (xmax = 0) as inserted`;

function storeRecord(row: ValidStoreRow, cityId: number): Record<(typeof COLUMN_NAMES)[number], unknown> {
  return {
    slug: row.slug, city_id: cityId, business_name: row.businessName, address: row.address, zip_code: row.zipCode,
    latitude: row.latitude ?? null, longitude: row.longitude ?? null, phone: row.phone ?? null, website: row.website ?? null,
    photo: row.photo ?? null, number_of_reviews: row.numberOfReviews ?? null, seo_description: row.seoDescription ?? null,
    sell_furniture: row.sellFurniture, sell_clothes: row.sellClothes, sell_antiques: row.sellAntiques, sell_jewelry: row.sellJewelry,
    sell_books: row.sellBooks, sell_gift_items: row.sellGiftItems, sell_premium_brand: row.sellPremiumBrand,
    sell_merchandise: row.sellMerchandise, wide_selection: row.wideSelection, clean_organized: row.cleanOrganized,
    pricing: row.pricing, friendly_employees: row.friendlyEmployees,
  };
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
  constructor(private readonly em: EntityManager) {}

  async importFile(file: string, options: ImportOptions = {}): Promise<ImportReport> {
    const report: ImportReport = {
      file, rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, committed: false, problems: [], problemCount: 0, fileError: null,
    };
    try {
      await this.em.fork().transactional(async (em) => {
        await this.importInto(em, file, options, report);
        if (report.problemCount > 0 || report.fileError) throw new RollBack();
      });
      report.committed = true;
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
      report.inserted = report.updated = report.unchanged = 0;
    }
    return report;
  }

  private async importInto(em: EntityManager, file: string, options: ImportOptions, report: ImportReport): Promise<void> {
    const deferredIndexes = await this.deferIndexesIfEmpty(em);
    const stateIds = new Map(
      (await em.execute<{ id: number; abbreviation: string }[]>('select id, abbreviation from state')).map((state) => [
        state.abbreviation,
        state.id,
      ]),
    );
    const cityIds = new Map<string, number>();
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
        const checked = checkStoreRow(record);
        if (checked.problems) {
          for (const problem of checked.problems) addProblem({ location, ...problem });
          continue;
        }
        const earlier = slugLocations.get(checked.row.slug);
        if (earlier) {
          addProblem({ location, field: 'slug', problem: `slug '${checked.row.slug}' is already used on ${earlier.kind} ${earlier.number}` });
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
          writing = this.writeBatch(em, rows, stateIds, cityIds, report);
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
    if (batch.length > 0) await this.writeBatch(em, batch, stateIds, cityIds, report);
    await this.buildIndexes(em, deferredIndexes);
    await this.refreshCityTotals(em);
  }

  /**
   * Into an empty directory, the store table's secondary indexes are dropped (in this transaction)
   * and built once at the end: a first import of a million stores takes about half the time it
   * takes to keep every index up to date row by row. The primary key and the slug's unique index,
   * which the upsert needs, stay. A rolled-back import gets its indexes back with everything else.
   * Meanwhile the table is locked: the site's store pages wait for the import to finish.
   */
  private async deferIndexesIfEmpty(em: EntityManager): Promise<string[]> {
    const [table] = await em.execute<{ empty: boolean }[]>('select not exists (select 1 from store) as empty');
    if (!table?.empty) return [];
    // The indexes no constraint owns, each with the statement that makes it again (PostgreSQL quotes the names).
    const indexes = await em.execute<{ name: string; definition: string }[]>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
         from pg_index
        where indrelid = 'store'::regclass
          and not exists (select 1 from pg_constraint where conindid = indexrelid)`,
    );
    for (const index of indexes) await em.execute(`drop index ${index.name}`);
    return indexes.map((index) => index.definition);
  }

  private async buildIndexes(em: EntityManager, definitions: string[]): Promise<void> {
    if (definitions.length === 0) return;
    await em.execute(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    for (const definition of definitions) await em.execute(definition);
  }

  private async writeBatch(
    em: EntityManager,
    rows: ValidStoreRow[],
    stateIds: Map<string, number>,
    cityIds: Map<string, number>,
    report: ImportReport,
  ): Promise<void> {
    const cityKey = (row: ValidStoreRow) => `${stateIds.get(row.stateAbbreviation)}:${row.citySlug}`;
    const newCities = new Map<string, ValidStoreRow>();
    for (const row of rows) if (!cityIds.has(cityKey(row))) newCities.set(cityKey(row), row);
    if (newCities.size > 0) await this.upsertCities(em, [...newCities.values()], stateIds, cityIds);

    const batch = JSON.stringify(rows.map((row) => storeRecord(row, cityIds.get(cityKey(row))!)));
    // Sent through knex as a bound parameter: MikroORM's `execute` would first write the whole batch into
    // the statement's text, escaping it character by character.
    const { rows: result } = await em.getTransactionContext<Knex.Transaction>()!.raw<{ rows: { inserted: boolean }[] }>(UPSERT_STORES, [batch]);
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
    const values = rows.map(() => '(?, ?, ?)').join(', ');
    const bindings = rows.flatMap((row) => [stateIds.get(row.stateAbbreviation), row.city, row.citySlug]);
    // `do update` (even to the same name) makes `returning` answer for existing cities too.
    const cities = await em.execute<{ id: number; stateId: number; slug: string }[]>(
      `insert into city (state_id, name, slug) values ${values}
       on conflict (state_id, slug) do update set name = excluded.name
       returning id, state_id as "stateId", slug`,
      bindings,
    );
    for (const city of cities) cityIds.set(`${city.stateId}:${city.slug}`, city.id);
  }

  /** Recounts every city's stores, centre and latest change, which the read side relies on. */
  private async refreshCityTotals(em: EntityManager): Promise<void> {
    await em.execute(
      `update city
          set store_count = totals.store_count, latitude = totals.latitude, longitude = totals.longitude,
              stores_updated_at = totals.stores_updated_at, updated_at = now()
         from (select city.id, count(store.id)::int as store_count,
                      avg(store.latitude) as latitude, avg(store.longitude) as longitude,
                      max(store.updated_at) as stores_updated_at
                 from city left join store on store.city_id = city.id
                group by city.id) totals
        where totals.id = city.id
          and (city.store_count, city.latitude, city.longitude, city.stores_updated_at)
              is distinct from (totals.store_count, totals.latitude, totals.longitude, totals.stores_updated_at)`,
    );
  }
}
