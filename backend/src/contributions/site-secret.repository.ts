import { EntityRepository } from '@mikro-orm/postgresql';
import type { SiteSecret } from './site-secret.entity';

export class SiteSecretRepository extends EntityRepository<SiteSecret> {
  /**
   * The secret of that name, inserted with `value` unless some instance has one already (`on conflict
   * do nothing`: the first to ask makes it), then read: in an entity manager of its own, so that it
   * works outside a request too and leaves nothing in the request's.
   */
  async findOrInsert(name: string, value: string): Promise<SiteSecret> {
    const own = this.getEntityManager().fork();
    await own.createQueryBuilder(this.entityName).insert({ name, value }).onConflict('name').ignore().execute();
    return own.findOneOrFail(this.entityName, { name });
  }
}
