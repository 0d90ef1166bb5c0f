/**
 * Every generated text a shopper reads about a sample store, read as a shopper would: the committed
 * sample file's descriptions, the store page's About text in each of its five variants and the city
 * page's meta description, cut into paragraphs by the function the pages use.
 */
import { find as articleFor } from 'articles';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { STORE_FLAGS, type CityDetail, type CityStores, type StoreFlag } from '../../contracts/api.contract';
import { cityHead } from '../../contracts/directory-page-heads';
import { splitIntoParagraphs, splitSentences } from '../../contracts/paragraphs';
import type { SiteIdentity } from '../../contracts/site.contract';
import { findUsState } from '../../states/us-states';
import { generateAboutText } from '../../stores/store-about';
import { SAMPLE_DATA_FILE } from '../database-setup';

type SampleRow = Record<string, string>;

const rows: SampleRow[] = Papa.parse<SampleRow>(gunzipSync(readFileSync(SAMPLE_DATA_FILE)).toString('utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;

const flagsOf = (row: SampleRow) =>
  Object.fromEntries(STORE_FLAGS.map((flag) => [flag, row[flag] === 'true'])) as Record<StoreFlag, boolean>;
const stateName = (row: SampleRow) => findUsState(row.state!)!.name;

/** The store's About text as the store page shows it, for each of the five ids modulo 5. */
const aboutTexts = (row: SampleRow) =>
  [0, 1, 2, 3, 4].map((id) =>
    generateAboutText({ id, businessName: row.businessName!, city: row.city!, state: stateName(row), flags: flagsOf(row) }),
  );

/** The text with the store's and city's names (which may hold "Co.", "St." or a doubled word) made placeholders. */
function withoutNames(text: string, names: string[]): string {
  return names.reduce((masked, name) => masked.split(name).join('Name'), text);
}

/** What a careful reader would object to in a generated text; nothing when it reads cleanly. */
function problemsOf(text: string, names: string[]): string[] {
  const problems: string[] = [];
  const masked = withoutNames(text, names);
  const startsLowerCase = (part: string) => !/^[^\p{L}]*\p{Lu}/u.test(part);
  for (const paragraph of splitIntoParagraphs(text)) {
    if (startsLowerCase(paragraph)) problems.push(`paragraph starts lower-case: "${paragraph.slice(0, 30)}"`);
  }
  const sentences = splitSentences(text);
  let end = 0;
  for (const sentence of sentences) {
    if (startsLowerCase(sentence)) problems.push(`sentence starts lower-case: "${sentence.slice(0, 30)}"`);
    if (!/[.!?]$/.test(sentence)) problems.push(`sentence without an end: "${sentence.slice(-30)}"`);
    // A sentence end inside a name starts a paragraph mid-sentence ("...Trading Co." / "specializes in").
    end = text.indexOf(sentence, end) + sentence.length;
    for (const name of names) {
      const start = text.lastIndexOf(name, end - 1);
      if (start >= 0 && end > start && end < start + name.length) problems.push(`a sentence ends inside "${name}"`);
    }
  }
  // A period before a lower-case word, outside the names, is a sentence the splitter could not see end.
  for (const match of masked.matchAll(/\p{L}{3,}\.\s+\p{Ll}\p{L}*/gu)) problems.push(`lower-case after a period: "${match[0]}"`);
  for (const match of masked.matchAll(/\b(a|an)\s+([\p{L}\d][\p{L}\d'’-]*)/giu)) {
    const [phrase, article, word] = match;
    if (articleFor(word!) !== article!.toLowerCase()) problems.push(`wrong article: "${phrase}"`);
  }
  if (/\s{2}/.test(text)) problems.push('doubled space');
  for (const match of masked.matchAll(/\b(\p{L}+)\s+\1\b/giu)) problems.push(`doubled word: "${match[0]}"`);
  // Feature labels belong on badges and checkboxes, not in sentences ("known for clean & organized").
  if (masked.includes('&')) problems.push('"&" in a sentence');
  return problems;
}

describe('the sample stores, read as a shopper would', () => {
  it('holds the whole sample', () => {
    expect(rows.length).toBeGreaterThan(6000);
  });

  it('gives every store a description of four to seven sentences that reads cleanly in its paragraphs of three', () => {
    const problems = rows.flatMap((row) => {
      const text = row.seoDescription!;
      const sentences = splitSentences(text).length;
      const found = problemsOf(text, [row.businessName!, row.city!]);
      if (sentences < 4 || sentences > 7) found.push(`${sentences} sentences`);
      return found.map((problem) => `${row.slug}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives every store, in each of the five variants, an About text of five sentences that reads cleanly', () => {
    const problems = rows.flatMap((row) =>
      aboutTexts(row).flatMap((text, variant) => {
        const found = problemsOf(text, [row.businessName!, row.city!]);
        if (splitSentences(text).length !== 5) found.push(`${splitSentences(text).length} sentences`);
        return found.map((problem) => `${row.slug} (variant ${variant}): ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it("gives every sample city a page description that reads cleanly, from its stores' features", () => {
    const site: SiteIdentity = { name: 'Directory', url: 'https://example.com', contactEmail: 'hello@example.com', awardYear: 2025 };
    const cities = new Map<string, SampleRow[]>();
    for (const row of rows) cities.set(`${row.state}/${row.city}`, [...(cities.get(`${row.state}/${row.city}`) ?? []), row]);
    const problems = [...cities.values()].flatMap((stores) => {
      const first = stores[0]!;
      const state = findUsState(first.state!)!;
      const city = { name: first.city, slug: 'city', state: { name: state.name, slug: state.slug, abbreviation: state.abbreviation } };
      const cityStores = {
        stores: stores.map((row) => ({
          ...flagsOf(row),
          slug: row.slug,
          businessName: row.businessName,
          stateSlug: state.slug,
          citySlug: 'city',
        })),
        total: stores.length,
      };
      const { description } = cityHead(city as CityDetail, cityStores as unknown as CityStores, site);
      return problemsOf(description, [first.city!, state.name]).map((problem) => `${first.city}, ${first.state}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('finds what it looks for: the checks catch the mistakes the texts used to make', () => {
    const name = 'Holt & Ray Trading Co.';
    expect(problemsOf(`${name} is an used bookstore. It is known for wide selection and clean & organized.`, [name])).toEqual([
      'wrong article: "an used"',
      '"&" in a sentence',
    ]);
    expect(problemsOf('Come see us! a shop with with an hour to spare and a antique. Welcome. Bye!', [])).toEqual([
      'sentence starts lower-case: "a shop with with an hour to sp"',
      'wrong article: "a antique"',
      'doubled word: "with with"',
    ]);
    expect(problemsOf('Welcome to the store. the racks hold furniture.', [])).toEqual(['lower-case after a period: "store. the"']);
    expect(problemsOf('One. Two. Three! four? Five  six.', [])).toEqual([
      'paragraph starts lower-case: "four? Five six."',
      'sentence starts lower-case: "four?"',
      'doubled space',
    ]);
    expect(problemsOf('Stop by Holt & Ray Trading Co. Shoppers love it.', ['Holt & Ray Trading Co. Shoppers'])).toEqual([
      'a sentence ends inside "Holt & Ray Trading Co. Shoppers"',
    ]);
    expect(problemsOf('Visit St. Louis Resale today.', ['St. Louis Resale'])).toEqual([]);
  });
});
