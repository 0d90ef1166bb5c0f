import { DirectoryMigration } from './directory-migration';

/**
 * Search statements planned and run in less of the database's time at 1,000,000 stores:
 * - The documents' statistics target 1,000 (from 10,000): the planner reads a column's whole list of
 *   common words for every `@@` of a statement, and 16,500 words cost 0.5 ms a condition (a page's
 *   statement has up to ten); 4,700 words (every word in more than about 150 stores of a million)
 *   cost 0.1 ms and still tell a rare word from a common one.
 * - Names by their start from an index that also holds what a page orders by (reviews, name, id),
 *   so the names starting with a text are read from the index alone, not one heap row each.
 */
export class Migration20261126000000SearchPlanning extends DirectoryMigration {
  override up(): void {
    this.addSql(
      'alter table "store" alter column "search_document" set statistics 1000, alter column "name_document" set statistics 1000;',
    );
    this.addSql(
      'create index "store_name_order_index" on "store" (lower("business_name") text_pattern_ops) include ("number_of_reviews", "business_name", "id");',
    );
    this.addSql('drop index if exists "store_name_pattern_index";');
    this.addSql('analyze "store";');
  }

  override down(): void {
    this.addSql('create index "store_name_pattern_index" on "store" (lower("business_name") text_pattern_ops);');
    this.addSql('drop index if exists "store_name_order_index";');
    this.addSql(
      'alter table "store" alter column "search_document" set statistics 10000, alter column "name_document" set statistics 10000;',
    );
  }
}
