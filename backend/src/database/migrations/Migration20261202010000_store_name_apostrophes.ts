import { DirectoryMigration } from './directory-migration';

/**
 * A store's name as search compares it whole or by its start: lowercase, without apostrophes, so
 * that 'elmos boutique' is Elmo's Boutique (docs/architecture.md, "Search"). The name index is made
 * of that expression instead of the lowercase name alone.
 */
export class Migration20261202010000StoreNameApostrophes extends DirectoryMigration {
  override up(): void {
    this.addSql('drop index if exists "store_name_order_index";');
    this.addSql(
      `create index "store_name_order_index" on "store" (translate(lower("business_name"), '''’', '') text_pattern_ops) include ("number_of_reviews", "business_name", "id");`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists "store_name_order_index";');
    this.addSql(
      'create index "store_name_order_index" on "store" (lower("business_name") text_pattern_ops) include ("number_of_reviews", "business_name", "id");',
    );
  }
}
