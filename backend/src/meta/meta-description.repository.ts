import { EntityRepository } from '@mikro-orm/postgresql';
import type { MetaDescription } from './meta-description.entity';

/** The channel on which a change of the descriptions is announced to the running servers. */
export const META_DESCRIPTION_CHANGED = 'meta_description_changed';

export interface MetaDescriptionRow {
  path: string;
  description: string;
}

export class MetaDescriptionRepository extends EntityRepository<MetaDescription> {
  listAll(): Promise<MetaDescriptionRow[]> {
    return this.getEntityManager().execute<MetaDescriptionRow[]>('select path, description from meta_description order by path');
  }

  async saveDescription(path: string, description: string): Promise<void> {
    await this.getEntityManager().execute(
      `insert into meta_description (path, description) values (?, ?)
       on conflict (path) do update set description = excluded.description, updated_at = now()
       where meta_description.description is distinct from excluded.description`,
      [path, description],
    );
  }

  /** Answers whether there was one. */
  async deleteDescription(path: string): Promise<boolean> {
    const rows = await this.getEntityManager().execute<{ path: string }[]>('delete from meta_description where path = ? returning path', [
      path,
    ]);
    return rows.length > 0;
  }

  /** Tells the servers listening that the descriptions changed (NOTIFY: no statement of the ORM says it). */
  async announceChange(): Promise<void> {
    await this.getEntityManager().execute(`select pg_notify('${META_DESCRIPTION_CHANGED}', '')`);
  }
}
