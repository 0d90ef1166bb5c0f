import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { SiteSecretRepository } from './site-secret.repository';

/** A random key the app makes once and every instance shares: 'forms' signs the forms' tickets. */
@Entity({ tableName: 'site_secret', repository: () => SiteSecretRepository })
export class SiteSecret {
  [EntityRepositoryType]?: SiteSecretRepository;

  @PrimaryKey({ type: 'string', length: 32 })
  name!: string;

  /** 32 random bytes, hex. */
  @Property({ type: 'string', length: 64 })
  value!: string;
}
