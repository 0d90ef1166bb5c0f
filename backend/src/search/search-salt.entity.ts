import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { SearchSaltRepository } from './search-salt.repository';

/**
 * A random key of popular searches' HMACs: 'query', made once, for searches' texts; 'visitor', made
 * again every day (`day`), for addresses.
 */
@Entity({ tableName: 'search_salt', repository: () => SearchSaltRepository })
export class SearchSalt {
  [EntityRepositoryType]?: SearchSaltRepository;

  @PrimaryKey({ type: 'string', length: 16 })
  name!: 'query' | 'visitor';

  /** 32 random bytes, hex. */
  @Property({ type: 'string', length: 64 })
  salt!: string;

  /** The day (UTC) it was made. */
  @Property({ type: 'date' })
  day!: string;
}
