import { DirectoryMigration } from './directory-migration';

/**
 * Each item carries its store's point on the earth (`store_earth`, earthdistance's cube, indexed by
 * GiST), so that an item search near a place walks the items nearest first and meets its words
 * without reading the stores: read through the store, "dresser" within 100 miles of Austin walked
 * the 14,135 stores of the box and probed each one's items (595 ms at 4,500,000 items). The database
 * keeps it, as a store's state: a trigger sets it as an item is written, and a store that moves
 * moves its items. Searches without a place walk the items last seen first (`item_newest_index`).
 */
export class Migration20261203120000ItemStoreEarth extends DirectoryMigration {
  override up(): void {
    this.addSql('alter table "item" add column "store_earth" cube null;');
    // The store's row is share-locked: a move not yet committed is waited for, not read as it was.
    this.addSql(`create function item_store_earth() returns trigger language plpgsql as $$
      begin
        new.store_earth := (select ll_to_earth(s.latitude, s.longitude) from store s where s.id = new.store_id for share);
        return new;
      end $$;`);
    this.addSql(`create trigger item_store_earth before insert or update of store_id on "item"
      for each row execute function item_store_earth();`);
    // The items already there (the document trigger watches other columns).
    this.addSql('update "item" i set "store_earth" = ll_to_earth(s."latitude", s."longitude") from "store" s where s."id" = i."store_id";');
    this.addSql(`create function store_item_earths() returns trigger language plpgsql as $$
      begin
        update item set store_earth = ll_to_earth(new.latitude, new.longitude) where store_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger store_item_earths after update of latitude, longitude on "store"
      for each row when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude)
      execute function store_item_earths();`);
    this.addSql('create index "item_earth_index" on "item" using gist ("store_earth") where "sold_at" is null;');
    this.addSql('create index "item_newest_index" on "item" ("last_seen_at" desc, "id") where "sold_at" is null;');
  }

  override down(): void {
    this.addSql('drop trigger if exists store_item_earths on "store";');
    this.addSql('drop function if exists store_item_earths();');
    this.addSql('drop trigger if exists item_store_earth on "item";');
    this.addSql('drop function if exists item_store_earth();');
    this.addSql('alter table "item" drop column "store_earth";');
    this.addSql('drop index if exists "item_newest_index";');
  }
}
