import { Collection, Entity, EntityRepositoryType, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import type { City } from '../cities/city.entity';
import { StateRepository } from './state.repository';

@Entity({ tableName: 'state', repository: () => StateRepository })
export class State {
  [EntityRepositoryType]?: StateRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'string', length: 60, unique: 'state_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 2, unique: 'state_abbreviation_unique' })
  abbreviation!: string;

  @OneToMany('City', 'state')
  cities = new Collection<City>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
