import { EntityRepository } from '@mikro-orm/postgresql';
import type { State } from './state.entity';

export interface StateWithTotals {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
  cityCount: number;
  storeCount: number;
}

export class StateRepository extends EntityRepository<State> {
  listByName(): Promise<State[]> {
    return this.findAll({ orderBy: { name: 'asc' } });
  }

  /** A state with the number of its cities that have stores, and of its stores. */
  async findWithTotals(slug: string): Promise<StateWithTotals | null> {
    const [row] = await this.getEntityManager().execute<StateWithTotals[]>(
      `select s.id, s.name, s.slug, s.abbreviation,
              count(c.id) filter (where c.store_count > 0)::int as "cityCount",
              coalesce(sum(c.store_count), 0)::int as "storeCount"
         from state s
         left join city c on c.state_id = s.id
        where s.slug = ?
        group by s.id`,
      [slug],
    );
    return row ?? null;
  }
}
