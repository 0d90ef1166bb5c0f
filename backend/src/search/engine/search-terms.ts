/**
 * The words of a search as the database reads them (`search_terms`, in SQL), and the text search
 * queries made of them. Pure: queries as strings, which the statements bind as parameters.
 */

/** A word of a search as the database reads it: its stem, and the stems of the directory's words a typo or two away. */
export interface SearchTerm {
  token: string;
  /** Where the word is in the text (1 for the first), stop words counted. */
  position: number;
  lexeme: string;
  /** The stems of its synonyms ('st': saint; `search-synonyms.ts`), matched as the word itself. */
  synonyms: string[];
  /** The stems of the directory's words a typo away, places' words first ('chciago': chicago). */
  close: string[];
  /** The last word only (else null): the stems of the shortest of the directory's words that start with it as typed. */
  completions: string[] | null;
  /**
   * Which of the word's lexemes above (its own, close or completions) every store's search document
   * holds (the stems of `STORE_SEARCH_WORDS`): a query that may take one of them matches every store.
   */
  inEveryStore: string[];
}

/**
 * A word of this many letters is forgiven one typo; of {@link TWO_TYPOS_LENGTH}, two; from
 * {@link FIRST_LETTER_TYPO_LENGTH}, a typo may be in its first letter. Two neighbouring letters
 * swapped are one typo ('chciago').
 */
export const ONE_TYPO_LENGTH = 4;
export const TWO_TYPOS_LENGTH = 9;
export const FIRST_LETTER_TYPO_LENGTH = 7;
/** A misspelled word's closest words taken, at most. */
export const CLOSE_WORDS_MAX = 12;
/** The last word of a search matches as a prefix from this many letters ('fu' finds 'furniture'). */
export const PREFIX_MIN_LENGTH = 2;
/**
 * A last word's completions are matched as words, at most this many, the shortest first ('consig':
 * consign, consignor): GIN then skips through a long posting list instead of reading all of it, as a
 * prefix (`:*`) makes it do ('laurel consign:*' 35 ms against 3 at 1,000,000 stores; '... trading
 * co:*' read every 'consign').
 */
export const COMPLETIONS_MAX = 30;

/** A lexeme as a text search query writes it: quoted, its quotes and backslashes escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Any of these lexemes (at least one), as one term of a text search query: `'a'` or `('a' | 'b')`;
 * held with one of `weights` only, if given (`'a':A`).
 */
export const anyLexeme = (lexemes: readonly string[], weights = ''): string => {
  const quoted = lexemes.map((lexeme) => `${quoteLexeme(lexeme)}${weights ? `:${weights}` : ''}`);
  return quoted.length > 1 ? `(${quoted.join(' | ')})` : quoted[0]!;
};

/** A word matched by its start: its lexeme as a prefix (`'ar':*`). */
export const prefixQuery = (term: SearchTerm): string => `${quoteLexeme(term.lexeme)}:*`;

/** One word of a text search query, and whether every store's document holds one of its lexemes. */
export interface TermQuery {
  query: string;
  inEveryStore: boolean;
}

/**
 * Each word of a text search query: its own lexeme and its synonyms', on the last word (with
 * `prefix`) its completions and with `forgiving` its close words, as alternatives (`|`); and
 * whether every store holds one of them.
 */
export function termQueries(terms: SearchTerm[], forgiving: boolean, prefix: boolean): TermQuery[] {
  return terms.map((term, index) => {
    const last = prefix && index === terms.length - 1 && term.token.length >= PREFIX_MIN_LENGTH;
    const lexemes = [
      ...new Set([term.lexeme, ...term.synonyms, ...(last ? (term.completions ?? []) : []), ...(forgiving ? term.close : [])]),
    ];
    return {
      query: anyLexeme(lexemes),
      inEveryStore: lexemes.some((lexeme) => term.inEveryStore.includes(lexeme)),
    };
  });
}

/**
 * A text search query: every word (`&`), the last with its completions too (unless `prefix` is
 * false), each word's synonyms, and with `forgiving` each word's close words (`|`). Null when the
 * text has no word a document could hold (only stop words).
 */
export function tsquery(terms: SearchTerm[], forgiving: boolean, prefix = true): string | null {
  if (terms.length === 0) return null;
  return termQueries(terms, forgiving, prefix)
    .map((term) => term.query)
    .join(' & ');
}

/**
 * What a store's search document must match: every word, as `tsquery` writes it, but for the words
 * every store's document holds ('consignment', 'thrift', a typo or completion of one), which filter
 * nothing and would make GIN read a million stores' postings; `{ any: true }` when no other word is
 * left. Null when the text has no word a document could hold.
 */
export function documentQuery(terms: SearchTerm[], forgiving: boolean): { query: string } | { any: true } | null {
  if (terms.length === 0) return null;
  const selective = termQueries(terms, forgiving, true).filter((term) => !term.inEveryStore);
  return selective.length === 0 ? { any: true } : { query: selective.map((term) => term.query).join(' & ') };
}
