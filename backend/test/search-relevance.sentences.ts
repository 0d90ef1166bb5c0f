import { PLACE_NICKNAMES } from '../src/search/query/search-vocabulary';
import { findUsState } from '../src/states/us-states';
import type { RelevanceCase, SuggestionCase } from './search-relevance.cases';
import { biggest, cities, directoryWords, expectCity, stores, typoDistance, wordsOf, type City } from './search-relevance.derived';

/**
 * Judged queries of the ways people type that the words alone cannot find, made from the sample
 * directory as `search-relevance.derived.ts` makes its own: sentences with words no store holds, a
 * many-word city run together, a place's nickname, a street address, a name typed without its
 * apostrophe or with 'and' for '&', words the directory holds nowhere (a fallback), and search-box
 * texts with a letter missed or many-word names by their first letters.
 */

/** The biggest cities, each the one of its name a search should put first. */
const bigCities = cities.filter((city) => biggest(city.name) === city);
const PRODUCTS = ['furniture', 'antiques', 'vintage', 'clothing', 'jewelry', 'books'];
const stateName = (city: City) => findUsState(city.state)!.name;

/** Sentences round a big city's name, with words no store needs ('near', 'best', 'used', 'cheap'). */
function sentences(count: number): RelevanceCase[] {
  const templates: Array<(city: City, product: string) => string> = [
    (city) => `consignment stores near ${city.name.toLowerCase()} ${city.state.toLowerCase()}`,
    (city, product) => `${product} consignment near ${city.name.toLowerCase()}, ${city.state}`,
    (city) => `best consignment store in ${city.name.toLowerCase()}`,
    (city, product) => `used ${product} ${city.name.toLowerCase()}`,
    (city) => `cheap thrift shops around ${city.name}`,
    (city) => `where to find resale shops in ${city.name.toLowerCase()} ${stateName(city).toLowerCase()}`,
    (city, product) => `top ${product} stores near ${city.name}`,
    (city) => `good secondhand stores close to ${city.name.toLowerCase()}`,
  ];
  return bigCities
    .filter((city) => city.stores >= 4)
    .slice(0, count)
    .flatMap((city, index) => expectCity(templates[index % templates.length]!(city, PRODUCTS[index % PRODUCTS.length]!), city));
}

/** 'consignment near 75201': a ZIP code after words no store needs, its stores first. */
function zipSentences(count: number): RelevanceCase[] {
  return bigCities.slice(0, count).map((city, index) => {
    const zip = stores.find((store) => store.city === city.name && store.state === city.state)!.zipCode;
    return { query: `${index % 2 === 0 ? 'consignment near' : 'thrift stores around'} ${zip}`, expected: { zip } };
  });
}

/** The biggest many-word cities typed as one word ('sanantonio'). */
function runTogether(count: number): RelevanceCase[] {
  return bigCities
    .filter((city) => wordsOf(city.name).length > 1 && !directoryWords.has(wordsOf(city.name).join('')))
    .slice(0, count)
    .flatMap((city) => expectCity(wordsOf(city.name).join(''), city));
}

/** Each nickname of the vocabulary whose city the sample directory has. */
function nicknames(): RelevanceCase[] {
  return Object.entries(PLACE_NICKNAMES).flatMap(([nickname, place]) => {
    const words = place.split(' ');
    const state = words.at(-1)!.toUpperCase();
    const city = cities.find(
      (candidate) => candidate.state === state && wordsOf(candidate.name).join(' ') === words.slice(0, -1).join(' '),
    );
    return city ? [{ query: nickname, expected: { city: city.name, state: city.state } }] : [];
  });
}

/** A store's house number and street, with its city, where no other store's address starts alike: that store first. */
function addresses(count: number): RelevanceCase[] {
  const cases: RelevanceCase[] = [];
  for (let index = 0; index < stores.length && cases.length < count; index += 71) {
    const store = stores[index]!;
    const [number, first] = store.address.toLowerCase().split(' ');
    if (!number || !/^\d+$/.test(number) || !first) continue;
    const start = `${number} ${first}`;
    if (stores.filter((other) => other.address.toLowerCase().startsWith(start)).length !== 1) continue;
    cases.push({ query: `${store.address.toLowerCase()} ${store.city.toLowerCase()}`, expected: { store: store.slug, first: true } });
  }
  return cases;
}

/** Names of a store alone, by their words. */
const nameCounts = new Map<string, number>();
for (const store of stores)
  nameCounts.set(wordsOf(store.businessName).join(' '), (nameCounts.get(wordsOf(store.businessName).join(' ')) ?? 0) + 1);
const uniqueNamed = stores.filter((store) => nameCounts.get(wordsOf(store.businessName).join(' ')) === 1);

/** Unique names with an apostrophe ('Elmo's Boutique'), typed without it: that store first. */
function withoutApostrophes(count: number): RelevanceCase[] {
  return uniqueNamed
    .filter((store) => /\w's\b/.test(store.businessName))
    .filter((_, index) => index % 7 === 0)
    .slice(0, count)
    .map((store) => ({ query: store.businessName.toLowerCase().replace(/'/g, ''), expected: { store: store.slug, first: true } }));
}

/** Unique names with '&', typed with 'and': that store first. */
function andForAmpersand(count: number): RelevanceCase[] {
  return uniqueNamed
    .filter((store) => store.businessName.includes(' & '))
    .filter((_, index) => index % 5 === 0)
    .slice(0, count)
    .map((store) => ({ query: store.businessName.toLowerCase().replace(/ & /g, ' and '), expected: { store: store.slug, first: true } }));
}

/** Words the directory holds nowhere: letters no name has together. */
const NONSENSE = ['zorblax', 'qwixl', 'vrumptious', 'xyloquent', 'blorft', 'zanzibarx'];

/** A word no store holds with what a store sells and a big city: never empty, the city's stores first. */
function fallbacks(count: number): RelevanceCase[] {
  return bigCities
    .filter((city) => city.stores >= 4)
    .slice(0, count)
    .flatMap((city, index) =>
      expectCity(`${NONSENSE[index % NONSENSE.length]} ${PRODUCTS[index % PRODUCTS.length]} ${city.name.toLowerCase()}`, city),
    );
}

export const SENTENCE_RELEVANCE_CASES: { kind: string; cases: RelevanceCase[] }[] = [
  { kind: 'derived: sentences round a big city, with words no store needs', cases: sentences(64) },
  { kind: 'derived: a ZIP code after words no store needs', cases: zipSentences(16) },
  { kind: 'derived: many-word cities typed as one word', cases: runTogether(30) },
  { kind: 'derived: places by their nicknames', cases: nicknames() },
  { kind: 'derived: a store by its street address and city', cases: addresses(40) },
  { kind: 'derived: names typed without their apostrophe', cases: withoutApostrophes(25) },
  { kind: 'derived: names with "&" typed with "and"', cases: andForAmpersand(20) },
  { kind: 'derived: a word no store holds: the rest of the text, never an empty page', cases: fallbacks(30) },
];

/** The biggest cities typed into a search box with a letter of their first six missed: that city first. */
function lettersMissed(count: number): SuggestionCase[] {
  const cases: SuggestionCase[] = [];
  for (const city of bigCities) {
    if (cases.length >= count) break;
    const name = city.name.toLowerCase();
    if (name.length < 6 || !/^[a-z]+$/.test(name.slice(0, 6))) continue;
    const typed = name.slice(0, 2) + name.slice(3, 6);
    // No other city's first letters are as close: the text stands for this city alone.
    const rivals = cities.filter(
      (other) => other !== city && other.stores >= city.stores && typoDistance(other.name.toLowerCase().slice(0, 6), name.slice(0, 6)) <= 1,
    );
    // Nor does any city's name start with it as typed ('pheni' is Phenix City's).
    const asTyped = cities.some((other) => wordsOf(other.name).some((word) => word.startsWith(typed)));
    if (rivals.length > 0 || asTyped || directoryWords.has(typed)) continue;
    cases.push({ text: typed, expected: { name: city.name, stateAbbreviation: city.state } });
  }
  return cases;
}

/** The biggest many-word cities typed by their first word and the start of the next ('san an'). */
function firstLetters(count: number): SuggestionCase[] {
  return bigCities
    .filter((city) => wordsOf(city.name).length > 1)
    .flatMap((city) => {
      const [first, second] = wordsOf(city.name) as [string, string];
      const text = `${first} ${second.slice(0, 2)}`;
      const fits = cities.filter((other) => {
        const [a, b] = wordsOf(other.name);
        return a === first && b?.startsWith(second.slice(0, 2)) && other.stores >= city.stores && other !== city;
      });
      return fits.length === 0 ? [{ text, expected: { name: city.name, stateAbbreviation: city.state } }] : [];
    })
    .slice(0, count);
}

export const SENTENCE_SUGGESTION_CASES: SuggestionCase[] = [...lettersMissed(30), ...firstLetters(30)];
