import { DirectoryMigration } from './directory-migration';

/**
 * "Open now" for items without reading their stores: each item's facets hold its store's week, as
 * the zone and the open minutes together (`week_facet`: 'w:' and a hash of both; the facets' last,
 * `item_week_facet`), and `week_pattern` lists every week of a store in its zone, kept by the
 * triggers that write `store_week` and a store's zone. An item search reads the patterns open at the
 * instant (2,893 rows at 1,000,000 stores, each zone's minute worked out once): few, and it asks the
 * words' index for items of those weeks; many, and it looks each item's week up among them. Judged
 * per item from `store_week` and `store`, 'mirror' anywhere at night read every mirror to find the
 * few at stores open (1.5 to 2.8 s at 5,000,000 items, past the statement limit). A writer with
 * patterns new to the table takes a lock for the rest of its transaction first (the advisory lock
 * 740069), as the items' lexemes do.
 */
export class Migration20261207000000WeekFacets extends DirectoryMigration {
  override up(): void {
    this.addSql(`create function week_facet(zone text, open_minutes int4multirange) returns text
      language sql immutable parallel safe as $$ select 'w:' || left(md5(zone || ' ' || open_minutes::text), 16) $$;`);
    this.addSql(`create table "week_pattern" (
      "time_zone" text not null,
      "open_minutes" int4multirange not null,
      constraint "week_pattern_pkey" primary key ("time_zone", "open_minutes")
    );`);
    this.addSql(`insert into week_pattern (time_zone, open_minutes)
      select distinct s.time_zone, w.open_minutes from store_week w join store s on s.id = w.store_id;`);
    // The patterns of weeks written (`written`: the store's id, its open minutes), then the facets of
    // the stores' items where they changed. Stores with items are locked first (a change of the
    // store's own holds it already): a feed writing items meanwhile is waited for, and one that starts
    // later waits, then reads the new week.
    this.addSql(`create function week_patterns() returns trigger language plpgsql as $$
      begin
        perform 1 from store s
          where s.id in (select w.store_id from written w where exists (select 1 from item i where i.store_id = w.store_id))
          order by s.id for no key update;
        if exists (select 1 from written w join store s on s.id = w.store_id
                    where not exists (select 1 from week_pattern p where p.time_zone = s.time_zone and p.open_minutes = w.open_minutes)) then
          perform pg_advisory_xact_lock(740069);
          insert into week_pattern (time_zone, open_minutes)
            select distinct s.time_zone, w.open_minutes from written w join store s on s.id = w.store_id
            on conflict do nothing;
        end if;
        update item i set facets = item_facets(i.category, s.latitude, s.longitude, week_facet(s.time_zone, w.open_minutes))
          from written w join store s on s.id = w.store_id
         where i.store_id = w.store_id and not i.facets @> array[week_facet(s.time_zone, w.open_minutes)];
        return null;
      end $$;`);
    this.addSql(`create trigger week_patterns_insert after insert on "store_week" referencing new table as written
      for each statement execute function week_patterns();`);
    this.addSql(`create trigger week_patterns_update after update on "store_week" referencing new table as written
      for each statement execute function week_patterns();`);
    this.addSql(`create function week_facets_removed() returns trigger language plpgsql as $$
      begin
        update item i set facets = item_facets(i.category, s.latitude, s.longitude, null)
          from removed w join store s on s.id = w.store_id where i.store_id = w.store_id;
        return null;
      end $$;`);
    this.addSql(`create trigger week_facets_delete after delete on "store_week" referencing old table as removed
      for each statement execute function week_facets_removed();`);

    this.addSql('drop trigger item_store_earth on "item";');
    this.addSql('drop trigger store_item_earths on "store";');
    this.addSql('drop function item_facets(text, float8, float8);');
    this.addSql(`create function item_facets(category text, latitude float8, longitude float8, week text) returns text[]
      language sql immutable parallel safe as $$
        select array_remove(array[
          'c:' || category,
          'g:' || floor(latitude)::int || ':' || floor(longitude)::int,
          week
        ], null)
      $$;`);
    // The week is the facets' last (none: the cell or category, never a week's).
    this.addSql(`create function item_week_facet(facets text[]) returns text
      language sql immutable parallel safe as $$ select facets[cardinality(facets)] $$;`);
    this.addSql(`create or replace function item_store_earth() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.store_id = old.store_id and new.category is not distinct from old.category then
          return new;
        end if;
        -- The lock first, on its own: the read after it sees a change of the store (its place, zone,
        -- week) that it waited for, which a read in the locking statement's snapshot would not.
        perform 1 from store where id = new.store_id for share;
        select ll_to_earth(s.latitude, s.longitude),
               item_facets(new.category, s.latitude, s.longitude, (select week_facet(s.time_zone, w.open_minutes) from store_week w where w.store_id = s.id))
          into new.store_earth, new.facets
          from store s where s.id = new.store_id;
        return new;
      end $$;`);
    this.addSql(`create trigger item_store_earth before insert or update of store_id, category on "item"
      for each row execute function item_store_earth();`);
    // A store that moves may change zone: its week's pattern in the new zone, and its items' facets.
    this.addSql(`create or replace function store_item_earths() returns trigger language plpgsql as $$
      declare
        week text := (select week_facet(new.time_zone, w.open_minutes) from store_week w where w.store_id = new.id);
      begin
        if new.time_zone is distinct from old.time_zone then
          perform pg_advisory_xact_lock(740069);
          insert into week_pattern (time_zone, open_minutes)
            select new.time_zone, w.open_minutes from store_week w where w.store_id = new.id on conflict do nothing;
        end if;
        update item set store_earth = ll_to_earth(new.latitude, new.longitude),
                        facets = item_facets(category, new.latitude, new.longitude, week)
         where store_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger store_item_earths after update of latitude, longitude, time_zone on "store"
      for each row when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude
                         or old.time_zone is distinct from new.time_zone)
      execute function store_item_earths();`);

    // The words' index made again once the items' facets are written, not updated for each of them.
    this.addSql('drop index "item_document_index";');
    // Facets alone change: the lexemes' trigger would read every item's words for none new.
    this.addSql('alter table "item" disable trigger item_lexemes_update;');
    this
      .addSql(`update "item" i set "facets" = item_facets(i."category", s."latitude", s."longitude", week_facet(s."time_zone", w."open_minutes"))
      from "store" s left join "store_week" w on w."store_id" = s."id" where s."id" = i."store_id";`);
    this.addSql('alter table "item" enable trigger item_lexemes_update;');
    this.addSql('create index "item_document_index" on "item" using gin ("document", "facets") where "sold_at" is null;');
  }

  override down(): void {
    this.addSql('drop trigger week_facets_delete on "store_week";');
    this.addSql('drop trigger week_patterns_update on "store_week";');
    this.addSql('drop trigger week_patterns_insert on "store_week";');
    this.addSql('drop function week_facets_removed();');
    this.addSql('drop function week_patterns();');
    this.addSql('drop trigger item_store_earth on "item";');
    this.addSql('drop trigger store_item_earths on "store";');
    this.addSql('drop function item_week_facet(text[]);');
    this.addSql('drop function item_facets(text, float8, float8, text);');
    this.addSql(`create function item_facets(category text, latitude float8, longitude float8) returns text[]
      language sql immutable parallel safe as $$
        select array_remove(array[
          'c:' || category,
          'g:' || floor(latitude)::int || ':' || floor(longitude)::int
        ], null)
      $$;`);
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
    this.addSql(`create trigger item_store_earth before insert or update of store_id, category on "item"
      for each row execute function item_store_earth();`);
    this.addSql(`create or replace function store_item_earths() returns trigger language plpgsql as $$
      begin
        update item set store_earth = ll_to_earth(new.latitude, new.longitude),
                        facets = item_facets(category, new.latitude, new.longitude)
         where store_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger store_item_earths after update of latitude, longitude on "store"
      for each row when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude)
      execute function store_item_earths();`);
    this.addSql('drop index "item_document_index";');
    this.addSql('alter table "item" disable trigger item_lexemes_update;');
    this.addSql(
      `update "item" i set "facets" = item_facets(i."category", s."latitude", s."longitude") from "store" s where s."id" = i."store_id";`,
    );
    this.addSql('alter table "item" enable trigger item_lexemes_update;');
    this.addSql('create index "item_document_index" on "item" using gin ("document", "facets") where "sold_at" is null;');
    this.addSql('drop table "week_pattern";');
    this.addSql('drop function week_facet(text, int4multirange);');
  }
}
