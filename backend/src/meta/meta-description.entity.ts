import { Entity, EntityRepositoryType, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MetaDescriptionRepository } from './meta-description.repository';

/** An operator's own description for one page, by its normalised path (`/texas/austin`). */
@Entity({ tableName: 'meta_description', repository: () => MetaDescriptionRepository })
export class MetaDescription {
  [EntityRepositoryType]?: MetaDescriptionRepository;

  @PrimaryKey({ type: 'string', length: 500 })
  path!: string;

  @Property({ type: 'string', length: 320 })
  description!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
