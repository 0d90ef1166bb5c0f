import { DirectoryMigration } from './directory-migration';

/**
 * Shop the racks: the items stores sell (`item`), from the feeds their verified owners connect
 * (`item_feed`). An item's `document` is written by the database's trigger on every write, as a
 * store's is: its title (A), brand (B), size and category's words (C: the flags' search words as they are today, written
 * out here so the migration never changes) and description (D).
 */
export class Migration20261203100000Items extends DirectoryMigration {
  override up(): void {
    this.addSql(`create table "item_feed" (
      "id" serial primary key,
      "store_id" int not null,
      "kind" varchar(16) not null,
      "url" varchar(2000) null,
      "host" varchar(255) null,
      "last_refreshed_at" timestamptz null,
      "last_error" varchar(500) null,
      "item_count" int not null default 0,
      "next_refresh_at" timestamptz not null default now(),
      "leased_until" timestamptz null,
      "paused_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "item_feed_store_unique" unique ("store_id")
    );`);
    // The feeds a refresh is due for, soonest first.
    this.addSql(`create index "item_feed_due_index" on "item_feed" ("next_refresh_at") where "paused_at" is null and "url" is not null;`);

    this.addSql(`create table "item" (
      "id" serial primary key,
      "store_id" int not null,
      "external_id" varchar(200) not null,
      "title" varchar(200) not null,
      "description" varchar(2000) null,
      "price_cents" int not null check ("price_cents" >= 0),
      "category" varchar(24) null,
      "brand" varchar(120) null,
      "size" varchar(60) null,
      "condition" varchar(40) null,
      "photo_source" varchar(2000) null,
      "photo_file" varchar(80) null,
      "page_url" varchar(2000) null,
      "sold_at" timestamptz null,
      "first_seen_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      "document" tsvector not null default ''::tsvector,
      constraint "item_store_external_unique" unique ("store_id", "external_id"),
      constraint "item_store_id_foreign" foreign key ("store_id") references "store" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "item_document_index" on "item" using gin ("document") where "sold_at" is null;`);
    this.addSql(`create index "item_store_newest_index" on "item" ("store_id", "first_seen_at" desc, "id") where "sold_at" is null;`);
    this.addSql(`create index "item_price_index" on "item" ("price_cents") where "sold_at" is null;`);

    this.addSql(`create function item_document() returns trigger language plpgsql as $$
      begin
        new."document" :=
          setweight(to_tsvector('directory_search', coalesce(new."title", '')), 'A') ||
          setweight(to_tsvector('directory_search', coalesce(new."brand", '')), 'B') ||
          setweight(to_tsvector('directory_search', coalesce(new."size", '') || ' ' || case new."category"
            when 'sellFurniture' then 'furniture home decor' when 'sellClothes' then 'clothing clothes apparel fashion'
            when 'sellAntiques' then 'antiques vintage collectibles' when 'sellJewelry' then 'jewelry jewellery'
            when 'sellBooks' then 'books' when 'sellGiftItems' then 'gifts' when 'sellPremiumBrand' then 'designer luxury'
            when 'sellMerchandise' then 'merchandise' else '' end), 'C') ||
          setweight(to_tsvector('directory_search', coalesce(new."description", '')), 'D');
        return new;
      end $$;`);
    this.addSql(`create trigger "item_document_trigger" before insert or update of "title", "brand", "size", "category", "description"
      on "item" for each row execute function item_document();`);
  }

  override down(): void {
    this.addSql('drop table if exists "item";');
    this.addSql('drop function if exists item_document();');
    this.addSql('drop table if exists "item_feed";');
  }
}
