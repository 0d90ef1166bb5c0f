import { DirectoryMigration } from './directory-migration';

const SEARCH_TERMS = 'search_terms(text[], text[], text, int, int, int, int, int, int)';

/**
 * `search_terms` (Migration20261202030000_search_terms_once) keeps one plan a connection for its
 * statement: PL/pgSQL planned it anew at every call (custom plans, 0.5 ms of a search's 1.7 for its
 * words and cities at 1,000,000 stores), though its plan is the same for every text (its words are
 * rows of its own, not values the planner could use). A later `create or replace` of the function
 * must say this setting again.
 */
export class Migration20261204000000SearchTermsGenericPlan extends DirectoryMigration {
  override up(): void {
    this.addSql(`alter function ${SEARCH_TERMS} set plan_cache_mode = force_generic_plan;`);
  }

  override down(): void {
    this.addSql(`alter function ${SEARCH_TERMS} reset plan_cache_mode;`);
  }
}
