import { DirectoryMigration } from './directory-migration';

/** The directory's version a sitemap was made from: a sitemap older than the data is made again. */
export class Migration20261122100000SitemapDataVersion extends DirectoryMigration {
  override up(): void {
    this.addSql(`alter table "sitemap_generation" add column "data_version" varchar(100) not null default '';`);
    this.addSql(`alter table "sitemap_generation" alter column "data_version" drop default;`);
  }

  override down(): void {
    this.addSql('alter table "sitemap_generation" drop column "data_version";');
  }
}
