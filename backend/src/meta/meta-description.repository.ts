import { EntityRepository, QueryOrder } from '@mikro-orm/postgresql';
import type { MetaDescription } from './meta-description.entity';

export class MetaDescriptionRepository extends EntityRepository<MetaDescription> {
  listByPath(): Promise<MetaDescription[]> {
    return this.findAll({ orderBy: { path: QueryOrder.ASC } });
  }

  /** Sets a page's description; an unchanged one is left as it is (the unit of work writes only changes). */
  async saveDescription(path: string, description: string): Promise<void> {
    const existing = await this.findOne({ path });
    if (existing) existing.description = description;
    else this.create({ path, description });
    await this.getEntityManager().flush();
  }

  /** Answers whether there was one. */
  async deleteDescription(path: string): Promise<boolean> {
    return (await this.nativeDelete({ path })) > 0;
  }
}
