import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { SitemapGeneration } from './sitemap-generation.entity';

/** One file of a generation (`sitemap.xml`, and `sitemap-N.xml` beneath an index), kept gzipped. */
@Entity({ tableName: 'sitemap_file' })
@Unique({ name: 'sitemap_file_generation_id_name_unique', properties: ['generation', 'name'] })
export class SitemapFile {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne('SitemapGeneration', { deleteRule: 'cascade' })
  generation!: SitemapGeneration;

  @Property({ type: 'string', length: 40 })
  name!: string;

  /** The XML, gzip-compressed: sent as it is to clients that take gzip. */
  @Property({ type: 'blob' })
  gzipped!: Buffer;

  /** The weak ETag of the plain XML, the same on every instance. */
  @Property({ type: 'string', length: 80 })
  etag!: string;

  @Property({ type: 'integer' })
  urlCount!: number;
}
