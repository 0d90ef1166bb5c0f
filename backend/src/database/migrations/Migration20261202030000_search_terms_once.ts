import { DirectoryMigration } from './directory-migration';

/**
 * `search_terms` (see Migration20261128000000_search_places) reads each word's close words and
 * completions once: from a subquery, the planner inlined them into both the column and
 * `"inEveryStore"`, so the levenshtein walk over `search_word` ran twice a word ('chiag' 2.8 ms
 * against 7.9, 'gold' 1.9 against 6.4 with the pages in memory). The answers are the same: down
 * inlines them again.
 */
export class Migration20261202030000SearchTermsOnce extends DirectoryMigration {
  override up(): void {
    this.addSql(searchTerms('materialized'));
  }

  override down(): void {
    this.addSql(searchTerms('not materialized'));
  }
}

function searchTerms(words: 'materialized' | 'not materialized'): string {
  return `create or replace function search_terms(
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
      every as materialized (select tsvector_to_array(to_tsvector('directory_search', every_store)) as lexemes),
      -- Each word's close words and completions, read once for both columns that use them.
      found as ${words} (
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
          from t where t.lexeme is not null)
      select f.token, f.position, f.lexeme, f.synonyms, f.close, f.completions,
             array(select x from unnest(f.lexeme || f.synonyms || f.close || coalesce(f.completions, '{}')) x, every
                    where x = any(every.lexemes)) as "inEveryStore"
        from found f
       order by f.position;
    end $$;`;
}
