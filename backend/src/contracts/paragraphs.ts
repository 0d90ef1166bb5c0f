/**
 * How the site cuts prose into sentences and paragraphs (store descriptions, store 'About' texts):
 * one rule for the server's render, the browser's hydration and the tests over the sample data.
 *
 * Sentence ends are Unicode's (UAX #29 through `Intl.Segmenter`): a period before a lower-case word
 * ("Trading Co. specializes"), inside a number ("2.5") or inside "U.S." ends nothing, and "!" and
 * "?" end sentences. ICU's English exceptions for abbreviations before a capitalized word are not
 * reachable from JavaScript (V8 ignores the `-u-ss-standard` locale key), so "St. Louis" would
 * break after "St."; the two kinds of abbreviation that stand before a name are joined here:
 * initials ("J.R. Miller", "U.S. Army") and the short titles and place prefixes below.
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

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'sentence' }) : undefined;

/** Whether the sentence candidate ends with an abbreviation that stands before a name. */
function endsWithNamePrefix(sentence: string): boolean {
  const match = NAME_PREFIX.exec(sentence.slice(sentence.lastIndexOf(' ') + 1));
  if (!match) return false;
  const word = match[1];
  return word === undefined || /^\p{Lu}$/u.test(word) || NAME_PREFIXES.has(word);
}

/**
 * The text's sentences, trimmed, with runs of white space made one space. Without `Intl.Segmenter`
 * (browsers before 2024) the whole text is one sentence.
 */
export function splitSentences(text: string): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized === '') return [];
  if (!segmenter) return [normalized];
  const sentences: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(normalized)) {
    pending += segment;
    const sentence = pending.trim();
    if (sentence !== '' && !endsWithNamePrefix(sentence)) {
      sentences.push(sentence);
      pending = '';
    }
  }
  if (pending.trim() !== '') sentences.push(pending.trim());
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
