import {
  Collection,
  Entity,
  EntityRepositoryType,
  Index,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { State } from '../states/state.entity';
import type { Store } from '../stores/store.entity';
import { CityRepository } from './city.repository';

@Entity({ tableName: 'city', repository: () => CityRepository })
@Unique({ name: 'city_state_id_slug_unique', properties: ['state', 'slug'] })
@Index({ name: 'city_store_count_index', properties: ['storeCount'] })
@Index({
  name: 'city_name_document_index',
  // Search: the cities a text names (docs/architecture.md, "Search").
  expression: `create index "city_name_document_index" on "city" using gin (to_tsvector('directory_search', "name"))`,
})
export class City {
  [EntityRepositoryType]?: CityRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne('State', { deleteRule: 'restrict' })
  state!: State;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 120 })
  slug!: string;

  /** Kept by the importer: the number of stores in the city. */
  @Property({ type: 'integer', default: 0 })
  storeCount: Opt<number> = 0;

  /** Kept by the importer: the centre of the city's stores, for nearby-city distances. */
  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  /** Kept by the importer: the latest change to any of the city's stores. */
  @Property({ type: 'datetime', nullable: true })
  storesUpdatedAt: Date | null = null;

  @OneToMany('Store', 'city')
  stores = new Collection<Store>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
