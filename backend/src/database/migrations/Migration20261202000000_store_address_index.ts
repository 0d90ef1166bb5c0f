import { DirectoryMigration } from './directory-migration';

/**
 * A store by its address's start (`lower(address) like '66643 dogwood%'`): search reads a house
 * number and its street as that store (docs/architecture.md, "Search").
 */
export class Migration20261202000000StoreAddressIndex extends DirectoryMigration {
  override up(): void {
    this.addSql('create index "store_address_pattern_index" on "store" (lower("address") text_pattern_ops);');
  }

  override down(): void {
    this.addSql('drop index if exists "store_address_pattern_index";');
  }
}
