import { DirectoryMigration } from './directory-migration';

/**
 * Each item carries its facets (`facets`): its category ('c:sellFurniture') and its store's cell of one
 * degree of latitude and longitude ('g:30:-98'), kept by the triggers that keep its store's point.
 * They share one GIN index with its words, so a word, a category and the cells around a place are
 * intersected inside the index, and the planner reads how many items a cell holds from the array's
 * statistics: it guessed a circle at 0.1% of the items (New York's holds 15%), and walked
 * 'victorian' in gifts near Norwalk outwards through every item of the circle (829 ms); 'dresser' in
 * books read every dresser, as the category had no index (1,083 ms). `item_cells` lists the cells a
 * box of longitude and latitude touches.
 */
export class Migration20261205000000ItemFacets extends DirectoryMigration {
  override up(): void {
    this.addSql(`create function item_facets(category text, latitude float8, longitude float8) returns text[]
      language sql immutable parallel safe as $$
        select array_remove(array[
          'c:' || category,
          'g:' || floor(latitude)::int || ':' || floor(longitude)::int
        ], null)
      $$;`);
    this.addSql(`create function item_cells(west float8, south float8, east float8, north float8) returns text[]
      language sql immutable parallel safe as $$
        select array(select 'g:' || y || ':' || x
                       from generate_series(floor(south)::int, floor(north)::int) y,
                            generate_series(floor(west)::int, floor(east)::int) x)
      $$;`);
    this.addSql(`alter table "item" add column "facets" text[] not null default '{}';`);
    // The store's row is share-locked: a move not yet committed is waited for, not read as it was. An
    // upsert names the category whether it changed or not: the store is read only when it did.
    this.addSql(`create or replace function item_store_earth() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.store_id = old.store_id and new.category is not distinct from old.category then
          return new;
        end if;
        select ll_to_earth(s.latitude, s.longitude), item_facets(new.category, s.latitude, s.longitude)
          into new.store_earth, new.facets
          from store s where s.id = new.store_id for share;
        return new;
      end $$;`);
    this.addSql('drop trigger item_store_earth on "item";');
    this.addSql(`create trigger item_store_earth before insert or update of store_id, category on "item"
      for each row execute function item_store_earth();`);
    this.addSql(`create or replace function store_item_earths() returns trigger language plpgsql as $$
      begin
        update item set store_earth = ll_to_earth(new.latitude, new.longitude),
                        facets = item_facets(category, new.latitude, new.longitude)
         where store_id = new.id;
        return null;
      end $$;`);
    // The words' index made again once the items' facets are written, not updated for each of them.
    this.addSql('drop index "item_document_index";');
    this.addSql(
      `update "item" i set "facets" = item_facets(i."category", s."latitude", s."longitude") from "store" s where s."id" = i."store_id";`,
    );
    // A cell's share of the items, for each of the busiest cells and categories.
    this.addSql('alter table "item" alter column "facets" set statistics 1000;');
    this.addSql('create index "item_document_index" on "item" using gin ("document", "facets") where "sold_at" is null;');
  }

  override down(): void {
    this.addSql('drop index "item_document_index";');
    this.addSql('create index "item_document_index" on "item" using gin ("document") where "sold_at" is null;');
    this.addSql(`create or replace function store_item_earths() returns trigger language plpgsql as $$
      begin
        update item set store_earth = ll_to_earth(new.latitude, new.longitude) where store_id = new.id;
        return null;
      end $$;`);
    this.addSql('drop trigger item_store_earth on "item";');
    this.addSql(`create or replace function item_store_earth() returns trigger language plpgsql as $$
      begin
        new.store_earth := (select ll_to_earth(s.latitude, s.longitude) from store s where s.id = new.store_id for share);
        return new;
      end $$;`);
    this.addSql(`create trigger item_store_earth before insert or update of store_id on "item"
      for each row execute function item_store_earth();`);
    this.addSql('alter table "item" drop column "facets";');
    this.addSql('drop function item_cells(float8, float8, float8, float8);');
    this.addSql('drop function item_facets(text, float8, float8);');
  }
}
