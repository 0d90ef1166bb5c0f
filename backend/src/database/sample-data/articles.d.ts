/** The `articles` package: the indefinite article a word takes by how it sounds (Eamon Nerbonne's A-vs-An data). */
declare module 'articles' {
  /** 'a' or 'an' for the phrase's first word: 'a used bookstore', 'an hour', 'a one-of-a-kind find'. */
  export function find(phrase: string): 'a' | 'an';
}
