import { Entity, Index, PrimaryKey } from '@mikro-orm/core';

/**
 * Every lexeme of the documents of items on sale, written by the database's triggers on every item
 * write (Migration20261206000000_item_lexemes): where the last word of an item search finds its
 * completions. Lexemes no item holds any more stay: a word's 30 shortest completions may count
 * one of them.
 */
@Entity({ tableName: 'item_lexeme' })
@Index({
  name: 'item_lexeme_prefix_index',
  // The lexemes that start with what is typed (`lexeme ~>=~ 'dress'`).
  expression: 'create index "item_lexeme_prefix_index" on "item_lexeme" ("lexeme" text_pattern_ops)',
})
export class ItemLexeme {
  /** A lexeme as the items' documents hold it ('dresser', 'walnut'). */
  @PrimaryKey({ type: 'text' })
  lexeme!: string;
}
