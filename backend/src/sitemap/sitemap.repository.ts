import { EntityRepository } from '@mikro-orm/postgresql';
import type { SitemapGeneration } from './sitemap-generation.entity';

/** Identifies the sitemap's advisory lock among the database's others. */
const SITEMAP_LOCK_KEY = 7_482_001;

/** A W3C date-time in UTC, to the second, made by PostgreSQL (no date parsing per row). */
const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const lastmodOf = (column: string) => `to_char(${column} at time zone 'UTC', ${W3C_DATETIME})`;

export interface GenerationRow {
  id: number;
  generatedAt: Date;
  expiresAt: Date;
  siteUrl: string;
  dataVersion: string;
  urlCount: number;
  stateCount: number;
  cityCount: number;
  storeCount: number;
}

export interface PageRow {
  path: string;
  lastmod: string | null;
}

export interface StorePageRow extends PageRow {
  id: number;
}

export interface StoredFile {
  gzipped: Buffer;
  etag: string;
}

const GENERATION_SELECT = `select id, generated_at as "generatedAt", expires_at as "expiresAt", site_url as "siteUrl",
    data_version as "dataVersion",
    url_count as "urlCount", state_count as "stateCount", city_count as "cityCount", store_count as "storeCount"
  from sitemap_generation`;

export class SitemapRepository extends EntityRepository<SitemapGeneration> {
  /** The generation being served: the newest. */
  async latest(): Promise<GenerationRow | null> {
    // Raw queries give timestamps as PostgreSQL's text.
    const [row] = await this.getEntityManager().execute<Array<GenerationRow & { generatedAt: string; expiresAt: string }>>(
      `${GENERATION_SELECT} order by id desc limit 1`,
    );
    return row ? { ...row, generatedAt: new Date(row.generatedAt), expiresAt: new Date(row.expiresAt) } : null;
  }

  async latestId(): Promise<number | null> {
    const [row] = await this.getEntityManager().execute<{ id: number }[]>('select id from sitemap_generation order by id desc limit 1');
    return row?.id ?? null;
  }

  async findFile(generationId: number, name: string): Promise<StoredFile | null> {
    const [row] = await this.getEntityManager().execute<StoredFile[]>(
      'select gzipped, etag from sitemap_file where generation_id = ? and name = ?',
      [generationId, name],
    );
    return row ?? null;
  }

  /**
   * Takes the sitemap's lock until the transaction ends, if no other transaction (of this or any
   * other app instance) holds it; answers whether it did.
   */
  async tryLockForTransaction(): Promise<boolean> {
    const [row] = await this.getEntityManager().execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
      SITEMAP_LOCK_KEY,
    ]);
    return row?.locked === true;
  }

  /** States that have stores, by name; a state's page changes with its cities, so no lastmod is claimed. */
  listStatePages(): Promise<PageRow[]> {
    return this.getEntityManager().execute<PageRow[]>(
      `select '/' || s.slug as path, null as lastmod
         from state s
        where exists (select 1 from city c where c.state_id = s.id and c.store_count > 0)
        order by s.name`,
    );
  }

  /** Cities with stores; the city row's `updated_at` moves whenever its stores, count or centre change. */
  listCityPages(): Promise<PageRow[]> {
    return this.getEntityManager().execute<PageRow[]>(
      `select '/' || s.slug || '/' || c.slug as path, ${lastmodOf('c.updated_at')} as lastmod
         from city c join state s on s.id = c.state_id
        where c.store_count > 0
        order by s.name, c.name, c.id`,
    );
  }

  /** Up to `limit` stores with ids above `afterId`, by id; `updated_at` moves only when the store's data changes. */
  listStorePagesAfter(afterId: number, limit: number): Promise<StorePageRow[]> {
    return this.getEntityManager().execute<StorePageRow[]>(
      `select st.id, '/' || s.slug || '/' || c.slug || '/' || st.slug as path, ${lastmodOf('st.updated_at')} as lastmod
         from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
        where st.id > ?
        order by st.id
        limit ?`,
      [afterId, limit],
    );
  }

  async insertGeneration(generation: Omit<GenerationRow, 'id'> & { reason: string; generatedBy: string }): Promise<number> {
    const [row] = await this.getEntityManager().execute<{ id: number }[]>(
      `insert into sitemap_generation
         (generated_at, expires_at, site_url, data_version, url_count, state_count, city_count, store_count, reason, generated_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        generation.generatedAt,
        generation.expiresAt,
        generation.siteUrl,
        generation.dataVersion,
        generation.urlCount,
        generation.stateCount,
        generation.cityCount,
        generation.storeCount,
        generation.reason,
        generation.generatedBy,
      ],
    );
    return row!.id;
  }

  async recordCounts(
    generationId: number,
    counts: Pick<GenerationRow, 'urlCount' | 'stateCount' | 'cityCount' | 'storeCount'>,
  ): Promise<void> {
    await this.getEntityManager().execute(
      'update sitemap_generation set url_count = ?, state_count = ?, city_count = ?, store_count = ? where id = ?',
      [counts.urlCount, counts.stateCount, counts.cityCount, counts.storeCount, generationId],
    );
  }

  async insertFile(generationId: number, name: string, file: StoredFile & { urlCount: number }): Promise<void> {
    await this.getEntityManager().execute(
      'insert into sitemap_file (generation_id, name, gzipped, etag, url_count) values (?, ?, ?, ?, ?)',
      [generationId, name, file.gzipped, file.etag, file.urlCount],
    );
  }

  async renameFile(generationId: number, from: string, to: string): Promise<void> {
    await this.getEntityManager().execute('update sitemap_file set name = ? where generation_id = ? and name = ?', [
      to,
      generationId,
      from,
    ]);
  }

  /**
   * Drops the files of the generations before the previous one (their records stay, as the history
   * of regenerations). The previous one's stay: a request that read its id just before this
   * generation committed still finds its files.
   */
  async deleteFilesBeforePrevious(generationId: number): Promise<void> {
    await this.getEntityManager().execute(
      `delete from sitemap_file
        where generation_id < (select coalesce(max(id), 0) from sitemap_generation where id < ?)`,
      [generationId],
    );
  }
}
