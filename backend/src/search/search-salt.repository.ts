import { EntityRepository } from '@mikro-orm/postgresql';
import type { SearchSalt } from './search-salt.entity';

export class SearchSaltRepository extends EntityRepository<SearchSalt> {
  findByName(name: SearchSalt['name']): Promise<SearchSalt | null> {
    return this.findOne({ name });
  }

  /** A salt as the database has it now (over what this context read of it before): it must exist. */
  getFresh(name: SearchSalt['name']): Promise<SearchSalt> {
    return this.findOneOrFail({ name }, { refresh: true });
  }

  /**
   * Writes a salt of that name, unless one is kept: with `renewOlder`, one of an earlier day than
   * `day` is replaced. Two at once may both write one: the first written stays.
   */
  async insertUnlessKept(name: SearchSalt['name'], salt: string, day: string, renewOlder: boolean): Promise<void> {
    // Raw: an upsert that replaces only an older day's salt (a condition on the conflict), which the
    // ORM's upsert does not say.
    await this.getEntityManager().execute(
      `insert into search_salt (name, salt, day) values (?, ?, ?)
       on conflict (name) do ${renewOlder ? 'update set salt = excluded.salt, day = excluded.day where search_salt.day < excluded.day' : 'nothing'}`,
      [name, salt, day],
    );
  }

  /** Deletes the salt of that name if it was made before `day`. */
  async deleteBefore(name: SearchSalt['name'], day: string): Promise<void> {
    await this.nativeDelete({ name, day: { $lt: day } });
  }
}
