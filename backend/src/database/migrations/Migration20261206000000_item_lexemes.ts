import { DirectoryMigration } from './directory-migration';

/**
 * The lexemes of the items on sale (`item_lexeme`), kept by triggers on every statement writing
 * items: an item search's last word is matched by its completions as whole lexemes, the shortest
 * first, as store search does, not by its start (`dresser:*`): GIN reads every posting of a prefix
 * before it can skip through the other conditions ('dresser' near a place 12 ms, 'dresser:*' 475 to
 * 546 ms at 5,000,000 items). A writer with lexemes new to the table takes a lock for the rest of its
 * transaction first (the advisory lock 740068): a new lexeme stays locked until its writer commits,
 * and two feeds' writes, each of many statements, adding the same two in turn would deadlock.
 */
export class Migration20261206000000ItemLexemes extends DirectoryMigration {
  override up(): void {
    this.addSql(`create table "item_lexeme" ("lexeme" text not null, constraint "item_lexeme_pkey" primary key ("lexeme"));`);
    this.addSql(`create index "item_lexeme_prefix_index" on "item_lexeme" ("lexeme" text_pattern_ops);`);
    this.addSql(`create function item_lexemes() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from written w, unnest(tsvector_to_array(w.document)) l(lexeme)
                    where w.sold_at is null and not exists (select 1 from item_lexeme x where x.lexeme = l.lexeme)) then
          perform pg_advisory_xact_lock(740068);
          insert into item_lexeme (lexeme)
            select distinct l.lexeme from written w, unnest(tsvector_to_array(w.document)) l(lexeme) where w.sold_at is null
            on conflict do nothing;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger item_lexemes_insert after insert on "item" referencing new table as written
      for each statement execute function item_lexemes();`);
    this.addSql(`create trigger item_lexemes_update after update on "item" referencing new table as written
      for each statement execute function item_lexemes();`);
    this.addSql(`insert into item_lexeme (lexeme)
      select distinct l.lexeme from "item" i, unnest(tsvector_to_array(i."document")) l(lexeme) where i."sold_at" is null;`);
  }

  override down(): void {
    this.addSql('drop trigger item_lexemes_update on "item";');
    this.addSql('drop trigger item_lexemes_insert on "item";');
    this.addSql('drop function item_lexemes();');
    this.addSql('drop table "item_lexeme";');
  }
}
