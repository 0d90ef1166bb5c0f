import { DirectoryMigration } from './directory-migration';
import { US_STATES } from '../../states/us-states';

/** States, cities and stores; pg_trgm for text search; the 50 states and DC as reference rows. */
export class Migration20261122000000InitialSchema extends DirectoryMigration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');

    this.addSql(`create table "state" (
      "id" serial primary key,
      "name" varchar(60) not null,
      "slug" varchar(60) not null,
      "abbreviation" varchar(2) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('alter table "state" add constraint "state_slug_unique" unique ("slug");');
    this.addSql('alter table "state" add constraint "state_abbreviation_unique" unique ("abbreviation");');

    this.addSql(`create table "city" (
      "id" serial primary key,
      "state_id" int not null,
      "name" varchar(100) not null,
      "slug" varchar(120) not null,
      "store_count" int not null default 0,
      "latitude" double precision null,
      "longitude" double precision null,
      "stores_updated_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql('create index "city_store_count_index" on "city" ("store_count");');
    this.addSql('alter table "city" add constraint "city_state_id_slug_unique" unique ("state_id", "slug");');
    this.addSql(
      'alter table "city" add constraint "city_state_id_foreign" foreign key ("state_id") references "state" ("id") on update cascade on delete restrict;',
    );

    this.addSql(`create table "store" (
      "id" serial primary key,
      "slug" varchar(120) not null,
      "city_id" int not null,
      "business_name" varchar(200) not null,
      "address" varchar(300) not null,
      "zip_code" varchar(10) not null,
      "latitude" double precision null,
      "longitude" double precision null,
      "phone" varchar(40) null,
      "website" varchar(300) null,
      "photo" varchar(500) null,
      "number_of_reviews" int null,
      "seo_description" text null,
      "sell_furniture" boolean not null default false,
      "sell_clothes" boolean not null default false,
      "sell_antiques" boolean not null default false,
      "sell_jewelry" boolean not null default false,
      "sell_books" boolean not null default false,
      "sell_gift_items" boolean not null default false,
      "sell_premium_brand" boolean not null default false,
      "sell_merchandise" boolean not null default false,
      "wide_selection" boolean not null default false,
      "clean_organized" boolean not null default false,
      "pricing" boolean not null default false,
      "friendly_employees" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(
      'create index "store_city_listing_index" on "store" ("city_id", "number_of_reviews" desc nulls last, "business_name", "id");',
    );
    this.addSql('alter table "store" add constraint "store_slug_unique" unique ("slug");');
    this.addSql('create index "store_zip_code_index" on "store" ("zip_code");');
    this.addSql(
      'alter table "store" add constraint "store_city_id_foreign" foreign key ("city_id") references "city" ("id") on update cascade on delete restrict;',
    );

    const values = US_STATES.map(() => '(?, ?, ?)').join(', ');
    const bindings = US_STATES.flatMap((state) => [state.name, state.slug, state.abbreviation]);
    this.addSql(this.getKnex().raw(`insert into "state" ("name", "slug", "abbreviation") values ${values}`, bindings));
  }

  override down(): void {
    this.addSql('drop table if exists "store" cascade;');
    this.addSql('drop table if exists "city" cascade;');
    this.addSql('drop table if exists "state" cascade;');
  }
}
