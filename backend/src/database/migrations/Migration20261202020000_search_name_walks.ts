import { DirectoryMigration } from './directory-migration';

/**
 * The review-order indexes hold each store's name document: a search for a common word walks stores
 * most reviewed first until it has a page of names holding it ('furniture': 4,500 stores for 180), and
 * reads each from the index instead of the table (2 ms against 10 to 12 ms with the pages in memory,
 * 100 ms and more when they are not). A name document is bounded by the name's 200 characters.
 */
export class Migration20261202020000SearchNameWalks extends DirectoryMigration {
  override up(): void {
    this.addSql('drop index if exists "store_review_order_index";');
    this.addSql(
      'create index "store_review_order_index" on "store" ("number_of_reviews" desc nulls last, "business_name", "id") include ("name_document");',
    );
    this.addSql('drop index if exists "store_state_listing_index";');
    this.addSql(
      'create index "store_state_listing_index" on "store" ("state_id", "number_of_reviews" desc nulls last, "business_name", "id") include ("name_document");',
    );
  }

  override down(): void {
    this.addSql('drop index if exists "store_review_order_index";');
    this.addSql('create index "store_review_order_index" on "store" ("number_of_reviews" desc nulls last, "business_name", "id");');
    this.addSql('drop index if exists "store_state_listing_index";');
    this.addSql(
      'create index "store_state_listing_index" on "store" ("state_id", "number_of_reviews" desc nulls last, "business_name", "id");',
    );
  }
}
