import { EntityRepository, QueryOrder } from '@mikro-orm/postgresql';
import { City } from '../cities/city.entity';
import { State } from '../states/state.entity';
import { Store } from '../stores/store.entity';
import { SitemapFile } from './sitemap-file.entity';
import type { SitemapGeneration } from './sitemap-generation.entity';

/** Identifies the sitemap's advisory lock among the database's others. */
const SITEMAP_LOCK_KEY = 7_482_001;

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

/** A city's page, as the sitemap reads it. */
export interface CityPageRow {
  slug: string;
  stateSlug: string;
  /** The newest change among its stores: the date its page says it was updated. */
  storesUpdatedAt: Date | null;
}

/** A store's page, as the sitemap reads it. */
export interface StorePageRow {
  id: number;
  slug: string;
  citySlug: string;
  stateSlug: string;
  updatedAt: Date;
}

export interface StoredFile {
  gzipped: Buffer;
  etag: string;
}

export class SitemapRepository extends EntityRepository<SitemapGeneration> {
  /** The generation being served: the newest. */
  async latest(): Promise<SitemapGeneration | null> {
    const [latest] = await this.findAll({ orderBy: { id: QueryOrder.DESC }, limit: 1 });
    return latest ?? null;
  }

  /** The newest generation's id, as a plain row: read for every sitemap file served. */
  async latestId(): Promise<number | null> {
    const [latest] = await this.createQueryBuilder().select('id').orderBy({ id: QueryOrder.DESC }).limit(1).execute<{ id: number }[]>();
    return latest?.id ?? null;
  }

  findFile(generationId: number, name: string): Promise<StoredFile | null> {
    return this.getEntityManager().findOne(SitemapFile, { generation: generationId, name });
  }

  /**
   * Takes the sitemap's lock until the transaction ends, if no other transaction (of this or any
   * other app instance) holds it; answers whether it did.
   */
  async tryLockForTransaction(): Promise<boolean> {
    // An advisory lock: a PostgreSQL function the ORM has no expression for.
    const [row] = await this.getEntityManager().execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
      SITEMAP_LOCK_KEY,
    ]);
    return row?.locked === true;
  }

  /** States that have stores, by name. */
  listStatesWithStores(): Promise<State[]> {
    return this.getEntityManager().find(State, { cities: { $some: { storeCount: { $gt: 0 } } } }, { orderBy: { name: QueryOrder.ASC } });
  }

  /** Cities with stores, by state and name, with the newest change among their stores. */
  listCityPages(): Promise<CityPageRow[]> {
    return this.getEntityManager()
      .createQueryBuilder(City, 'c')
      .select(['c.slug', 's.slug as stateSlug', 'c.storesUpdatedAt'])
      .join('c.state', 's')
      .where({ storeCount: { $gt: 0 } })
      .orderBy([{ 's.name': QueryOrder.ASC }, { name: QueryOrder.ASC }, { id: QueryOrder.ASC }])
      .execute<CityPageRow[]>();
  }

  /**
   * Up to `limit` stores with ids above `afterId`, by id, as plain rows (nothing kept in an identity
   * map from one slice to the next); `updated_at` moves only when the store's data changes.
   */
  listStorePagesAfter(afterId: number, limit: number): Promise<StorePageRow[]> {
    return this.getEntityManager()
      .createQueryBuilder(Store, 'st')
      .select(['st.id', 'st.slug', 'c.slug as citySlug', 's.slug as stateSlug', 'st.updatedAt'])
      .join('st.city', 'c')
      .join('c.state', 's')
      .where({ id: { $gt: afterId } })
      .orderBy({ id: QueryOrder.ASC })
      .limit(limit)
      .execute<StorePageRow[]>();
  }

  /** A new generation, written at once: its files refer to it. */
  async insertGeneration(
    generation: Omit<GenerationRow, 'id'> & Pick<SitemapGeneration, 'reason' | 'generatedBy'>,
  ): Promise<SitemapGeneration> {
    const created = this.create(generation);
    await this.getEntityManager().flush();
    return created;
  }

  /** Written without a managed entity, so that a file's bytes are let go once stored (a million stores make 21). */
  async insertFile(generation: SitemapGeneration, name: string, file: StoredFile & { urlCount: number }): Promise<void> {
    await this.getEntityManager().insert(SitemapFile, { generation, name, ...file });
  }

  async renameFile(generation: SitemapGeneration, from: string, to: string): Promise<void> {
    await this.getEntityManager().nativeUpdate(SitemapFile, { generation, name: from }, { name: to });
  }

  /**
   * Drops the files of the generations before the previous one (their records stay, as the history
   * of regenerations). The previous one's stay: a request that read its id just before this
   * generation committed still finds its files.
   */
  async deleteFilesBeforePrevious(generation: SitemapGeneration): Promise<void> {
    const [previous] = await this.find({ id: { $lt: generation.id } }, { orderBy: { id: QueryOrder.DESC }, limit: 1 });
    if (previous) await this.getEntityManager().nativeDelete(SitemapFile, { generation: { $lt: previous.id } });
  }
}
