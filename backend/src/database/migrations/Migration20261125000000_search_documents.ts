import { STORE_FLAGS } from '../../contracts/api.contract';
import { FLAG_SEARCH_WORDS, STORE_SEARCH_WORDS } from '../../contracts/store-features';
import { DirectoryMigration } from './directory-migration';

/** A flag's column, as MikroORM's naming strategy names it (`sellFurniture` -> `sell_furniture`). */
const column = (flag: string) => flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Store search on documents (docs/architecture.md, "Search"):
 * - `directory_search`, PostgreSQL's English configuration (stems, stop words) with accents removed.
 * - Each store's `search_document`: its name (weight A), its city, state, state code and ZIP code
 *   (B), the words of its flags (C) and what every store is (D); and `name_document`, the name alone.
 *   A trigger writes both on every insert and update, so the importer, COPY and any other write keep
 *   them right by one mechanism; a city renamed touches its stores.
 * - `search_word`, every word of the stores' names, cities and states and of the flag words, as
 *   typed (accents off) with its stem: a misspelled word of a search finds its close words here. A
 *   statement trigger adds the words of every written store.
 * - A city's name as a document (an index on it): the cities that hold every word of a search.
 * - The trigram indexes on store and city names go: nothing matches by trigrams any more.
 */
export class Migration20261125000000SearchDocuments extends DirectoryMigration {
  override up(): void {
    // Each flag's words as a ready vector (a constant expression, folded once per session), joined
    // per store: parsing them per row cost a quarter of the trigger's time.
    const flagVectors = STORE_FLAGS.map(
      (flag) =>
        `(case when new.${column(flag)} then setweight(to_tsvector('directory_search', ${literal(FLAG_SEARCH_WORDS[flag])}), 'C') else ''::tsvector end)`,
    ).join(' ||\n          ');
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create extension if not exists fuzzystrmatch;');
    this.addSql('create text search configuration directory_search (copy = english);');
    this.addSql('alter text search configuration directory_search alter mapping for hword, hword_part, word with unaccent, english_stem;');
    this.addSql(
      `alter table "store" add column "search_document" tsvector not null default '', add column "name_document" tsvector not null default '';`,
    );
    this.addSql('create text search configuration directory_words (copy = simple);');
    this.addSql('alter text search configuration directory_words alter mapping for hword, hword_part, word with unaccent, simple;');
    this.addSql('create table "search_word" ("word" text not null primary key, "lexeme" text not null);');
    this.addSql(`create function store_search_documents() returns trigger language plpgsql as $$
      declare
        place text;
      begin
        select concat_ws(' ', c.name, s.name, s.abbreviation) into place from city c join state s on s.id = c.state_id where c.id = new.city_id;
        new.name_document := to_tsvector('directory_search', new.business_name);
        new.search_document :=
          setweight(new.name_document, 'A') ||
          setweight(to_tsvector('directory_search', concat_ws(' ', place, left(new.zip_code, 5))), 'B') ||
          ${flagVectors} ||
          setweight(to_tsvector('directory_search', ${literal(STORE_SEARCH_WORDS)}), 'D');
        return new;
      end $$;`);
    this.addSql(`create trigger store_search_documents before insert or update on "store"
      for each row execute function store_search_documents();`);
    // The words of a text, as typed (accents off), each with its stem; stop words ('the', 'and') left
    // out, as searches leave them out.
    this.addSql(`create function search_words(text) returns table (word text, lexeme text) language sql stable as $$
      select word, (ts_lexize('english_stem', word))[1]
        from unnest(tsvector_to_array(to_tsvector('directory_words', $1))) as word
       where (ts_lexize('english_stem', word))[1] is not null;
      $$;`);
    // The distinct words of the written names, and each written city's place, parsed once each.
    this.addSql(`create function search_words_of_stores() returns trigger language plpgsql as $$
      begin
        insert into search_word (word, lexeme)
          select w.word, w.lexeme
            from (select distinct unnest(tsvector_to_array(to_tsvector('directory_words', written.business_name))) as text from written
                  union
                  select concat_ws(' ', c.name, s.name)
                    from (select distinct city_id from written) wc join city c on c.id = wc.city_id join state s on s.id = c.state_id) words
           cross join lateral search_words(words.text) w
           where not exists (select 1 from search_word k where k.word = w.word)
          on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger store_search_words_inserted after insert on "store"
      referencing new table as written for each statement execute function search_words_of_stores();`);
    this.addSql(`create trigger store_search_words_updated after update on "store"
      referencing new table as written for each statement execute function search_words_of_stores();`);
    this.addSql(`create function city_search_documents() returns trigger language plpgsql as $$
      begin
        update store set city_id = city_id where city_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger city_search_documents after update of name on "city"
      for each row when (old.name is distinct from new.name) execute function city_search_documents();`);
    this.addSql(
      `insert into search_word (word, lexeme) select distinct * from search_words(${literal([...Object.values(FLAG_SEARCH_WORDS), STORE_SEARCH_WORDS].join(' '))}) on conflict do nothing;`,
    );
    // The stores already there: each rewritten once by the trigger.
    this.addSql('update "store" set city_id = city_id;');
    this.addSql('create index "store_search_document_index" on "store" using gin ("search_document");');
    this.addSql('create index "store_name_document_index" on "store" using gin ("name_document");');
    this.addSql('create index "search_word_close_index" on "search_word" (left("word", 1), length("word"));');
    this.addSql('create index "search_word_prefix_index" on "search_word" ("word" text_pattern_ops);');
    // The planner's picture of which words are rare: with the default 100, a word outside the most
    // common ~1,600 was taken for one in 200 stores, and a tier read a million stores in review order
    // looking for 14 (1 s); at 10,000 every word of a million stores is counted (ANALYZE: 22 s).
    this.addSql(
      'alter table "store" alter column "search_document" set statistics 10000, alter column "name_document" set statistics 10000;',
    );
    this.addSql(`create index "city_name_document_index" on "city" using gin (to_tsvector('directory_search', "name"));`);
    // Names are no longer matched by trigrams: their indexes only slowed every write.
    this.addSql('drop index if exists "store_business_name_trgm_index";');
    this.addSql('drop index if exists "city_name_trgm_index";');
    this.addSql('analyze "store";');
  }

  override down(): void {
    this.addSql('create index "store_business_name_trgm_index" on "store" using gin (lower("business_name") gin_trgm_ops);');
    this.addSql('create index "city_name_trgm_index" on "city" using gin (lower("name") gin_trgm_ops);');
    this.addSql('drop trigger if exists city_search_documents on "city";');
    this.addSql('drop function if exists city_search_documents();');
    this.addSql('drop trigger if exists store_search_words_updated on "store";');
    this.addSql('drop trigger if exists store_search_words_inserted on "store";');
    this.addSql('drop function if exists search_words_of_stores();');
    this.addSql('drop trigger if exists store_search_documents on "store";');
    this.addSql('drop function if exists store_search_documents();');
    this.addSql('drop index if exists "city_name_document_index";');
    this.addSql('drop function if exists search_words(text);');
    this.addSql('drop table if exists "search_word";');
    this.addSql('drop text search configuration if exists directory_words;');
    this.addSql('alter table "store" drop column if exists "search_document", drop column if exists "name_document";');
    this.addSql('drop text search configuration if exists directory_search;');
  }
}
