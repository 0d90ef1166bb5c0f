import { EntityRepository } from '@mikro-orm/postgresql';
import type { MetaDescription } from './meta-description.entity';

export interface MetaDescriptionRow {
  path: string;
  description: string;
}

export class MetaDescriptionRepository extends EntityRepository<MetaDescription> {
  async findDescription(path: string): Promise<string | null> {
    const [row] = await this.getEntityManager().execute<{ description: string }[]>(
      'select description from meta_description where path = ?',
      [path],
    );
    return row?.description ?? null;
  }

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
}
