import { EntityRepository } from '@mikro-orm/postgresql';
import type { ClosedStore } from './closed-store.entity';

export class ClosedStoreRepository extends EntityRepository<ClosedStore> {
  /** A closed store with its city and state, in one query. */
  findBySlug(slug: string): Promise<ClosedStore | null> {
    return this.findOne({ slug }, { populate: ['city.state'] });
  }

  async existsWithSlug(slug: string): Promise<boolean> {
    return (await this.count({ slug })) > 0;
  }

  /**
   * Copies an open store's row here, whole (every column, in `record`), in one statement: an
   * expression (`to_jsonb` of a row) the ORM has none for. The documents are the trigger's to write
   * again on reopening. The `store` row stays until it is removed.
   */
  async insertFromStore(storeId: number): Promise<void> {
    await this.getEntityManager().execute(
      `insert into closed_store (id, slug, city_id, business_name, address, zip_code, latitude, longitude, record)
       select id, slug, city_id, business_name, address, zip_code, latitude, longitude,
              to_jsonb(store) - 'search_document' - 'name_document'
         from store where id = ?`,
      [storeId],
    );
  }

  /** Deletes the row with the rest of the unit of work (a change's, when its transaction ends). */
  remove(closed: ClosedStore): void {
    this.getEntityManager().remove(closed);
  }
}
