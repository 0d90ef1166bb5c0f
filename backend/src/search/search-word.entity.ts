import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Every (stemmed) word of the stores' search documents, written by the database's trigger on every
 * store write: where a misspelled word of a search finds its close words. Words no store holds any
 * more stay (they only widen a search that then matches nothing more).
 */
@Entity({ tableName: 'search_word' })
@Index({
  name: 'search_word_close_index',
  // The words that may be one or two typos from a word: same first letter, a length or two either way.
  expression: 'create index "search_word_close_index" on "search_word" (left("word", 1), length("word"))',
})
@Index({
  name: 'search_word_prefix_index',
  // The words that start with what is typed (`word like 'consig%'`).
  expression: 'create index "search_word_prefix_index" on "search_word" ("word" text_pattern_ops)',
})
@Index({
  name: 'search_word_tail_index',
  // A long word with a typo in its first letter: the words that are the same without it.
  expression: 'create index "search_word_tail_index" on "search_word" (substr("word", 2))',
})
export class SearchWord {
  /** The word as typed in a name, city or state, accents off ('boyle', 'consignment'). */
  @PrimaryKey({ type: 'text' })
  word!: string;

  /** Its stem, as the search documents hold it ('consign'). */
  @Property({ type: 'text' })
  lexeme!: string;

  /** The word is in a city's or a state's name: a misspelled word is read as a place first. */
  @Property({ type: 'boolean', default: false })
  place = false;
}
