/**
 * How the site cuts prose into sentences and paragraphs (store descriptions, store 'About' texts):
 * one rule for the server's render, the browser's hydration and the tests over the sample data.
 *
 * A sentence ends at "!" or "?", or at a period that is followed by a word that does not start
 * lower-case (Unicode's rule for periods, UAX #29): "Trading Co. specializes", "U.S. goods" and
 * "2.5" end nothing. A period after initials ("J.R. Miller", "U.S. Army") or after one of the few
 * abbreviations that stand before a name ("St. Louis", "Mt. Vernon") ends nothing either.
 *
 * Checked against the alternatives: `Intl.Segmenter` ends sentences the same way but cuts names too
 * (V8 ignores `-u-ss-standard`, ICU's English abbreviation exceptions, so "St. Louis" breaks), and
 * a browser without it, or with another ICU, could cut differently from the server it hydrates; the
 * sentence-splitter package knows the abbreviations but takes about 0.5 ms a text, 50 ms for a city
 * page of 100 cards. This rule takes a few microseconds and is the same on every engine.
 */

/** Abbreviations written before a name, as written: "Dr. Lee", "St. Louis", "Mt. Vernon", "Ft. Worth". */
const NAME_PREFIXES: ReadonlySet<string> = new Set([
  'Mr',
  'Mrs',
  'Ms',
  'Dr',
  'Prof',
  'Rev',
  'Capt',
  'Gen',
  'Gov',
  'Sgt',
  'St',
  'Ste',
  'Mt',
  'Ft',
]);

/** A word that is one of those abbreviations (group 1), or initials, with the period after it. */
const NAME_PREFIX = /^["'(]?(?:(\p{L}+)|(?:\p{Lu}\.)*\p{Lu})\.$/u;

/** A sentence end's candidate: its first mark, any more marks and closing quotes, and white space before what follows. */
const SENTENCE_END = /([.!?])[.!?]*["'”’)\]]*\s+(\p{Ll})?/gu;

/** Whether the text ends with an abbreviation that stands before a name, or initials. */
function endsWithNamePrefix(text: string): boolean {
  const match = NAME_PREFIX.exec(text.slice(text.lastIndexOf(' ') + 1));
  if (!match) return false;
  const word = match[1];
  return word === undefined || /^\p{Lu}$/u.test(word) || NAME_PREFIXES.has(word);
}

/** The text's sentences, trimmed, with runs of white space made one space. */
export function splitSentences(text: string): string[] {
  // Only runs of white space and other white space than ' ' change: replacing every space costs more than the rest.
  const normalized = text.replace(/(?: \s|[^\S ])\s*/g, ' ').trim();
  const sentences: string[] = [];
  let start = 0;
  for (const match of normalized.matchAll(SENTENCE_END)) {
    const [whole, mark, lowerCaseNext] = match;
    const end = match.index + whole.length - (lowerCaseNext?.length ?? 0);
    const sentence = normalized.slice(start, end).trim();
    if (mark === '.' && (lowerCaseNext !== undefined || endsWithNamePrefix(sentence))) continue;
    sentences.push(sentence);
    start = end;
  }
  if (start < normalized.length) sentences.push(normalized.slice(start));
  return sentences;
}

/** The spec's paragraphs: `size` sentences each (the store cards and the store page use three). */
export function splitIntoParagraphs(text: string, size = 3): string[] {
  const sentences = splitSentences(text);
  const paragraphs: string[] = [];
  for (let index = 0; index < sentences.length; index += size) {
    paragraphs.push(sentences.slice(index, index + size).join(' '));
  }
  return paragraphs;
}
