import { DirectoryMigration } from './directory-migration';

/**
 * Popular searches from real ones (`PopularSearches`): visits as HMACs of the search and the visitor,
 * the salts of those HMACs, and the searches popular in a city, whose text is kept.
 */
export class Migration20261129010000PopularSearches extends DirectoryMigration {
  override up(): void {
    this.addSql(`create table "search_visit" (
      "query_key" varchar(64) not null, "visitor_key" varchar(64) not null, "day" date not null,
      constraint "search_visit_pkey" primary key ("query_key", "visitor_key"));`);
    this.addSql('create index "search_visit_day_index" on "search_visit" ("day");');
    this.addSql(`create table "search_salt" (
      "name" varchar(16) not null, "salt" varchar(64) not null, "day" date not null,
      constraint "search_salt_pkey" primary key ("name"));`);
    this.addSql(`create table "popular_search" (
      "city_id" int not null, "query_key" varchar(64) not null, "query" varchar(200) not null,
      "visitors" int not null, "last_seen" date not null,
      constraint "popular_search_pkey" primary key ("city_id", "query_key"));`);
    this.addSql('create index "popular_search_query_key_index" on "popular_search" ("query_key");');
    this.addSql(
      'alter table "popular_search" add constraint "popular_search_city_id_foreign" foreign key ("city_id") references "city" ("id") on update cascade on delete cascade;',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "popular_search";');
    this.addSql('drop table if exists "search_salt";');
    this.addSql('drop table if exists "search_visit";');
  }
}
