import { EntityRepository, type RequiredEntityData } from '@mikro-orm/postgresql';
import { State } from '../states/state.entity';
import type { StoreSuggestion } from './store-suggestion.entity';

/**
 * Visitors' suggested stores, and the state a suggestion names (through the entity manager: another
 * module's repository is its own).
 */
export class StoreSuggestionRepository extends EntityRepository<StoreSuggestion> {
  /** A new suggestion, written with the rest of the unit of work (the form's transaction, when it ends). */
  add(suggestion: RequiredEntityData<StoreSuggestion>): StoreSuggestion {
    const created = this.create(suggestion);
    this.getEntityManager().persist(created);
    return created;
  }

  /** The state of that slug, if any. */
  findState(slug: string): Promise<State | null> {
    return this.getEntityManager().findOne(State, { slug });
  }
}
