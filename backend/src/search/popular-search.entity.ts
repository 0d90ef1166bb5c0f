import { Entity, EntityRepositoryType, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { City } from '../cities/city.entity';
import { PopularSearchRepository } from './popular-search.repository';

/**
 * A search that at least POPULAR_SEARCH_VISITORS different visitors made in the last 90 days, in a
 * city whose stores it found (the first page's): its text is kept from then on, never before.
 */
@Entity({ tableName: 'popular_search', repository: () => PopularSearchRepository })
@Index({ name: 'popular_search_query_key_index', properties: ['queryKey'] })
export class PopularSearch {
  [EntityRepositoryType]?: PopularSearchRepository;

  @ManyToOne('City', { primary: true, deleteRule: 'cascade' })
  city!: City;

  @PrimaryKey({ type: 'string', length: 64 })
  queryKey!: string;

  /** The normalized text ('vintage furniture dallas'). */
  @Property({ type: 'string', length: 200 })
  query!: string;

  /** Its different visitors in the last 90 days, as last counted. */
  @Property({ type: 'integer' })
  visitors!: number;

  /** The last day (UTC) it was made. */
  @Property({ type: 'date' })
  lastSeen!: string;
}
