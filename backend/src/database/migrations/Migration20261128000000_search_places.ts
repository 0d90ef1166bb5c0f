import { DirectoryMigration } from './directory-migration';

/**
 * Search that forgives what people type (docs/architecture.md, "Search"):
 * - `search_word.place`: the word is in a city's or a state's name, so that a misspelled word is
 *   read as a place before a store's word ('chciago').
 * - An index on each word without its first letter: a typo in the first letter of a long word
 *   ('xhicago', 'hchicago') is then found by equality, not by reading every word.
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
    // A search's words as the documents hold them, each with its synonyms' stems, the stems of the
    // directory's words a typo away and, the last, of those it starts (SearchRepository.terms): a
    // function, so that its statement is planned once a session, not once a search (1.3 ms). The words
    // that start with a text lie between it and it followed by the highest code point, chr(1114111)
    // (bytewise, as `~<~` compares, in the UTF-8 database the app needs): a range the pattern index
    // reads, where a `like` whose pattern is computed reads the whole table.
    this.addSql(`create function search_terms(
        words text[], word_synonyms text[], every_store text, one_typo_length int, two_typos_length int,
        first_letter_typo_length int, close_words_max int, prefix_min_length int, completions_max int)
      returns table (token text, "position" int, lexeme text, synonyms text[], close text[], completions text[], "inEveryStore" text[])
      language plpgsql stable as $$
      #variable_conflict use_column
      begin
        return query
        -- The words' own values are computed once (materialized): inlined, the planner recomputed
        -- each word's stem for every candidate word it measured.
        with t as materialized (
          select w.token, unaccent(w.token) as word, w.position::int as position,
                 (tsvector_to_array(to_tsvector('directory_search', w.token)))[1] as lexeme,
                 tsvector_to_array(to_tsvector('directory_search', w.synonyms)) as synonyms,
                 case when length(w.token) >= two_typos_length then 2 else 1 end as typos,
                 array(select overlay(unaccent(w.token) placing substr(unaccent(w.token), i + 1, 1) || substr(unaccent(w.token), i, 1) from i for 2)
                         from generate_series(1, length(w.token) - 1) i) as swaps
            from unnest(words, word_synonyms) with ordinality as w(token, synonyms, position)),
        every as materialized (select tsvector_to_array(to_tsvector('directory_search', every_store)) as lexemes)
        select t.token, t.position, t.lexeme, t.synonyms, t.close, t.completions,
               array(select x from unnest(t.lexeme || t.synonyms || t.close || coalesce(t.completions, '{}')) x, every
                      where x = any(every.lexemes)) as "inEveryStore"
          from (
        select t.token, t.lexeme, t.position, t.synonyms,
               case when length(t.word) >= one_typo_length and not exists (select 1 from search_word k where k.word = t.word) then array(
                 select c.lexeme from (
                   select w.lexeme, w.place,
                          least(d.typos, levenshtein_less_equal(w.word, t.lexeme, t.typos),
                                -- A swap is two edits to levenshtein: only a word that far may be one swap (and typos - 1 more) away.
                                case when d.typos between t.typos + 1 and t.typos + 2
                                     then 1 + (select min(levenshtein_less_equal(w.word, x, t.typos - 1)) from unnest(t.swaps) x) end) as typos
                     from search_word w
                     cross join lateral (select levenshtein_less_equal(w.word, t.word, t.typos + 2) as typos) d
                    where ((left(w.word, 1) = left(t.word, 1) and length(w.word) between length(t.lexeme) - t.typos and length(t.word) + t.typos)
                           or w.word = any(t.swaps)
                           or (length(t.word) >= first_letter_typo_length
                               and (substr(w.word, 2) = substr(t.word, 2) or substr(w.word, 2) = t.word or w.word = substr(t.word, 2))))
                      and w.lexeme <> t.lexeme and w.lexeme <> all(t.synonyms)) c
                  where c.typos <= t.typos
                  group by c.lexeme
                  order by bool_or(c.place) desc, min(c.typos), c.lexeme
                  limit close_words_max)
               else '{}'::text[] end as close,
               case when t.position = cardinality(words) and length(t.token) >= prefix_min_length then array(
                 select w.lexeme from search_word w
                  where w.word ~>=~ t.word and w.word ~<~ (t.word || chr(1114111)) and w.word like t.word || '%'
                  group by w.lexeme order by min(length(w.word)), w.lexeme limit completions_max)
               end as completions
          from t where t.lexeme is not null) t
         order by t.position;
      end $$;`);
    this.addSql('create index "search_word_tail_index" on "search_word" (substr("word", 2));');
    this.addSql('analyze "search_word";');
  }

  override down(): void {
    this.addSql('drop function if exists search_terms(text[], text[], text, int, int, int, int, int, int);');
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
