import { DirectoryMigration } from './directory-migration';

/**
 * Search that forgives what people type (docs/architecture.md, "Search"):
 * - `search_word.place`: the word is in a city's or a state's name, so that a misspelled word is
 *   read as a place before a store's word ('chciago').
 * - An index on each word without its first letter: a typo in the first letter of a long word
 *   ('hicago', 'shicago') is then found by equality, not by reading every word.
 */
export class Migration20261128000000SearchPlaces extends DirectoryMigration {
  override up(): void {
    this.addSql('alter table "search_word" add column "place" boolean not null default false;');
    // The written stores' names' words (no place), then their cities' and states' words (places:
    // a word already there from a name becomes one).
    this.addSql(`create or replace function search_words_of_stores() returns trigger language plpgsql as $$
      begin
        insert into search_word (word, lexeme)
          select w.word, w.lexeme
            from (select distinct unnest(tsvector_to_array(to_tsvector('directory_words', written.business_name))) as text from written) words
           cross join lateral search_words(words.text) w
           where not exists (select 1 from search_word k where k.word = w.word)
          on conflict do nothing;
        insert into search_word (word, lexeme, place)
          select distinct w.word, w.lexeme, true
            from (select concat_ws(' ', c.name, s.name) as text
                    from (select distinct city_id from written) wc join city c on c.id = wc.city_id join state s on s.id = c.state_id) places
           cross join lateral search_words(places.text) w
           where not exists (select 1 from search_word k where k.word = w.word and k.place)
          on conflict (word) do update set place = true;
        return null;
      end $$;`);
    this.addSql(`update "search_word" set "place" = true
      where "word" in (select w.word from city c join state s on s.id = c.state_id cross join lateral search_words(concat_ws(' ', c.name, s.name)) w);`);
    this.addSql('create index "search_word_tail_index" on "search_word" (substr("word", 2));');
    this.addSql('analyze "search_word";');
  }

  override down(): void {
    this.addSql('drop index if exists "search_word_tail_index";');
    this.addSql(`create or replace function search_words_of_stores() returns trigger language plpgsql as $$
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
    this.addSql('alter table "search_word" drop column "place";');
  }
}
