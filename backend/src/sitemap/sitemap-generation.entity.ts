import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { SitemapRepository } from './sitemap.repository';

/** One regeneration of the XML sitemap: what it counted, when, and until when it is fresh. The newest is served. */
@Entity({ tableName: 'sitemap_generation', repository: () => SitemapRepository })
export class SitemapGeneration {
  [EntityRepositoryType]?: SitemapRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'datetime' })
  generatedAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** The public address its URLs start with: a sitemap made for another address is made again. */
  @Property({ type: 'string', length: 300 })
  siteUrl!: string;

  /** The directory's version (`CitiesService.dataVersion`) it was made from: an import makes it stale. */
  @Property({ type: 'string', length: 100 })
  dataVersion!: string;

  @Property({ type: 'integer' }) urlCount!: number;
  @Property({ type: 'integer' }) stateCount!: number;
  @Property({ type: 'integer' }) cityCount!: number;
  @Property({ type: 'integer' }) storeCount!: number;

  /** What asked for it: `schedule` (the daily task) or `admin`. */
  @Property({ type: 'string', length: 20 })
  reason!: string;

  /** The app instance (host and process) that made it. */
  @Property({ type: 'string', length: 200 })
  generatedBy!: string;
}
