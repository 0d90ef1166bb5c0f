import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A random key the app makes once and every instance shares: 'forms' signs the forms' tickets. */
@Entity({ tableName: 'site_secret' })
export class SiteSecret {
  @PrimaryKey({ type: 'string', length: 32 })
  name!: string;

  /** 32 random bytes, hex. */
  @Property({ type: 'string', length: 64 })
  value!: string;
}
