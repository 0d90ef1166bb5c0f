import { DirectoryMigration } from './directory-migration';

/**
 * The XML sitemap kept in the database (so every instance serves the same files), the operators'
 * own meta descriptions, and the administrators' sessions.
 */
export class Migration20261122090000SitemapAdminMeta extends DirectoryMigration {
  override up(): void {
    this.addSql(`create table "sitemap_generation" (
      "id" serial primary key,
      "generated_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "site_url" varchar(300) not null,
      "url_count" int not null,
      "state_count" int not null,
      "city_count" int not null,
      "store_count" int not null,
      "reason" varchar(20) not null,
      "generated_by" varchar(200) not null
    );`);
    this.addSql(`create table "sitemap_file" (
      "id" serial primary key,
      "generation_id" int not null,
      "name" varchar(40) not null,
      "gzipped" bytea not null,
      "etag" varchar(80) not null,
      "url_count" int not null
    );`);
    this.addSql('alter table "sitemap_file" add constraint "sitemap_file_generation_id_name_unique" unique ("generation_id", "name");');
    this.addSql(
      'alter table "sitemap_file" add constraint "sitemap_file_generation_id_foreign" foreign key ("generation_id") references "sitemap_generation" ("id") on update cascade on delete cascade;',
    );

    this.addSql(`create table "meta_description" (
      "path" varchar(500) not null,
      "description" varchar(320) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "meta_description_pkey" primary key ("path")
    );`);

    this.addSql(`create table "admin_session" (
      "token_hash" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "admin_session_pkey" primary key ("token_hash")
    );`);
    this.addSql('create index "admin_session_expires_at_index" on "admin_session" ("expires_at");');
  }

  override down(): void {
    this.addSql('drop table if exists "admin_session";');
    this.addSql('drop table if exists "meta_description";');
    this.addSql('drop table if exists "sitemap_file";');
    this.addSql('drop table if exists "sitemap_generation";');
  }
}
