import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { SAMPLE_DATA_FILE } from '../src/database/database-setup';
import { WORD_SYNONYMS } from '../src/search/query/search-synonyms';
import { findUsState } from '../src/states/us-states';
import type { RelevanceCase, SuggestionCase } from './search-relevance.cases';

/**
 * Judged queries made from the sample directory itself (the committed file the tests load), so that
 * each expectation follows from its data, not from a person's reading of one store: a city is the
 * one of its name with the most stores (a query it cannot tell from a namesake of as many stores is
 * left out), a typo is made only where no other word of the directory is as close, and so on.
 */
export interface SampleStore {
  slug: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  sellFurniture: string;
}

export const stores: SampleStore[] = Papa.parse<SampleStore>(gunzipSync(readFileSync(SAMPLE_DATA_FILE)).toString('utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;

const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
export const wordsOf = (text: string) =>
  unaccent(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word the directory holds, and the words of its cities' and states' names. */
export const directoryWords = new Set(
  stores.flatMap((store) => [...wordsOf(store.businessName), ...wordsOf(store.city), ...wordsOf(store.state)]),
);
const placeWords = new Set(stores.flatMap((store) => wordsOf(store.city)));

/** The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A misspelling stands for `word` alone: the directory does not hold it, and no other place's word is as close. */
const onlyCloseTo = (typo: string, word: string) =>
  typo !== word && !directoryWords.has(typo) && [...placeWords].every((other) => other === word || typoDistance(typo, other) > 1);

export interface City {
  name: string;
  state: string;
  stores: number;
}

const cityCounts = new Map<string, City>();
for (const store of stores) {
  const key = `${store.city}|${store.state}`;
  const city = cityCounts.get(key) ?? { name: store.city, state: store.state, stores: 0 };
  city.stores += 1;
  cityCounts.set(key, city);
}
export const cities = [...cityCounts.values()].sort(
  (a, b) => b.stores - a.stores || a.name.localeCompare(b.name) || a.state.localeCompare(b.state),
);
const synonymGroup = new Map(WORD_SYNONYMS.flatMap((group) => group.map((word) => [word, group[0]!] as const)));
/** A name as search cannot tell it from another: short forms as long ones, a plural's 's' off ('St. Peters', 'Saint Peter'). */
const sameName = (name: string) =>
  wordsOf(name)
    .map((word) => (synonymGroup.get(word) ?? word).replace(/s$/, ''))
    .join(' ');
const namesakesOf = (name: string) => cities.filter((city) => sameName(city.name) === sameName(name));

/** The city of a name that search should put first: the one with the most stores, when no namesake has as many. */
export function biggest(name: string): City | null {
  const [first, second] = namesakesOf(name);
  return first && (!second || second.stores < first.stores) ? first : null;
}

export const expectCity = (query: string, city: City | null): RelevanceCase[] =>
  city ? [{ query, expected: { city: city.name, state: city.state } }] : [];

/** A word with two neighbouring letters swapped, after the first: 'chicago' -> 'chciago'. */
const swapped = (word: string, at: number) => word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);

/** The biggest cities' names with two letters swapped in their longest word, where that reads as no other place. */
function swappedCities(count: number): RelevanceCase[] {
  const cases: RelevanceCase[] = [];
  for (const city of cities) {
    if (cases.length >= count) break;
    if (biggest(city.name) !== city) continue;
    const words = wordsOf(city.name);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    if (longest.length < 4) continue;
    const typo = swapped(longest, 1);
    if (!onlyCloseTo(typo, longest)) continue;
    cases.push(...expectCity(words.map((word) => (word === longest ? typo : word)).join(' '), city));
  }
  return cases;
}

/** The biggest one-word city names that `fits`, misspelled by `typo`, where that reads as no other place. */
function oneWordCityTypos(count: number, fits: (word: string) => boolean, typo: (word: string) => string): RelevanceCase[] {
  const cases: RelevanceCase[] = [];
  for (const city of cities) {
    if (cases.length >= count) break;
    const [word, ...more] = wordsOf(city.name);
    if (!word || more.length > 0 || !fits(word) || biggest(city.name) !== city) continue;
    if (onlyCloseTo(typo(word), word)) cases.push(...expectCity(typo(word), city));
  }
  return cases;
}

/** Long single-word city names with their first letter wrong (from 7 letters). */
const firstLetterTypos = (count: number) =>
  oneWordCityTypos(
    count,
    (word) => word.length >= 7,
    (word) => (word[0] === 'x' ? 'z' : 'x') + word.slice(1),
  );

/** Four-letter city names with one letter wrong (not the first). */
const shortWordTypos = (count: number) =>
  oneWordCityTypos(
    count,
    (word) => word.length === 4,
    (word) => word.slice(0, 2) + (word[2] === 'q' ? 'j' : 'q') + word.slice(3),
  );

/** Cities whose names use one form of a synonym, typed with the other ('St. Louis' as 'saint louis'). */
function synonymCities(): RelevanceCase[] {
  const other = new Map(WORD_SYNONYMS.flatMap((group) => group.map((word) => [word, group.find((form) => form !== word)!] as const)));
  const seen = new Set<string>();
  return cities.flatMap((city) => {
    const words = wordsOf(city.name);
    const replaced = other.get(words[0]!);
    if (!replaced || seen.has(city.name)) return [];
    seen.add(city.name);
    return expectCity([replaced, ...words.slice(1)].join(' '), biggest(city.name));
  });
}

/** City names that several states' cities share, the biggest first. */
const sharedNames = [...new Set(cities.map((city) => city.name))].filter(
  (name) => new Set(namesakesOf(name).map((city) => city.name)).size === 1 && namesakesOf(name).length > 1,
);

/** Each city that shares its name with another state's, named with its state: 'portland me', 'long beach, mississippi'. */
function namesakesWithState(count: number): RelevanceCase[] {
  return sharedNames.slice(0, count).flatMap((name, index) =>
    namesakesOf(name).map((city) => {
      const state = findUsState(city.state)!;
      const query = index % 2 === 0 ? `${name.toLowerCase()} ${city.state.toLowerCase()}` : `${name}, ${state.name}`;
      return { query, expected: { city: city.name, state: city.state } };
    }),
  );
}

/** A name that several states' cities share, alone and after a word every store holds: the biggest. */
function namesakesAlone(count: number): RelevanceCase[] {
  return sharedNames
    .slice(0, count)
    .flatMap((name, index) => expectCity(index % 2 === 0 ? name : `consignment ${name.toLowerCase()}`, biggest(name)));
}

/** What a store sells and a big city: the city's stores first. */
function productInCity(count: number): RelevanceCase[] {
  const products = ['furniture', 'antiques', 'jewelry', 'books', 'vintage', 'clothing'];
  return cities
    .filter((city) => biggest(city.name) === city && city.stores >= 6)
    .slice(0, count)
    .map((city, index) => ({
      query: `${products[index % products.length]} ${city.name.toLowerCase()}`,
      expected: { city: city.name, state: city.state },
    }));
}

/** The first three and four digits of the biggest cities' ZIP codes: that area's stores first. */
function zipPrefixes(count: number): RelevanceCase[] {
  return cities.slice(0, count).flatMap((city, index) => {
    const zip = stores.find((store) => store.city === city.name && store.state === city.state)!.zipCode;
    const digits = zip.slice(0, index % 2 === 0 ? 3 : 4);
    return [{ query: digits, expected: { zip: digits } }];
  });
}

/** Stores whose name is theirs alone, typed with two letters of its longest word swapped. */
function swappedStoreNames(count: number): RelevanceCase[] {
  const byName = new Map<string, number>();
  for (const store of stores)
    byName.set(wordsOf(store.businessName).join(' '), (byName.get(wordsOf(store.businessName).join(' ')) ?? 0) + 1);
  const cases: RelevanceCase[] = [];
  // Spread over the file: every 97th store.
  for (let index = 0; index < stores.length && cases.length < count; index += 97) {
    const store = stores[index]!;
    const words = wordsOf(store.businessName);
    if (byName.get(words.join(' ')) !== 1) continue;
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    if (longest.length < 5) continue;
    const typo = swapped(longest, 2);
    if (directoryWords.has(typo) || [...directoryWords].some((other) => other !== longest && typoDistance(typo, other) <= 1)) continue;
    cases.push({ query: words.map((word) => (word === longest ? typo : word)).join(' '), expected: { store: store.slug } });
  }
  return cases;
}

/** Suggestions for a big city typed with its state's code or name, for its first letters, and for ZIP digits. */
function suggestionCases(): SuggestionCase[] {
  const big = cities.filter((city) => biggest(city.name) === city).slice(0, 40);
  const withState = big.slice(0, 16).map((city, index) => ({
    text: index % 2 === 0 ? `${city.name.toLowerCase()} ${city.state.toLowerCase()}` : `${city.name}, ${findUsState(city.state)!.name}`,
    expected: { name: city.name, stateAbbreviation: city.state },
  }));
  // The first five letters: the city of most stores among those with a word that starts with them.
  const prefixes = big.slice(0, 40).flatMap((city) => {
    const text = city.name.toLowerCase().slice(0, 5);
    const starting = cities.filter((other) => wordsOf(other.name).some((word) => word.startsWith(text)));
    const [first, second] = starting;
    return text.length === 5 && first === city && (!second || second.stores < city.stores)
      ? [{ text, expected: { name: city.name, stateAbbreviation: city.state } }]
      : [];
  });
  const zips = big.slice(0, 12).flatMap((city, index) => {
    const digits = stores.find((store) => store.city === city.name && store.state === city.state)!.zipCode.slice(0, 3 + (index % 2));
    const counts = new Map<City, number>();
    for (const store of stores.filter((other) => other.zipCode.startsWith(digits))) {
      const owner = cityCounts.get(`${store.city}|${store.state}`)!;
      counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
    const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].stores - a[0].stores);
    return first && (!second || second[1] < first[1] || second[0].stores < first[0].stores)
      ? [{ text: digits, expected: { name: first[0].name, stateAbbreviation: first[0].state } }]
      : [];
  });
  return [...withState, ...prefixes, ...zips];
}

export const DERIVED_RELEVANCE_CASES: { kind: string; cases: RelevanceCase[] }[] = [
  { kind: 'derived: the biggest cities with two letters swapped', cases: swappedCities(15) },
  { kind: 'derived: long city names with a wrong first letter', cases: firstLetterTypos(6) },
  { kind: 'derived: four-letter city names with one wrong letter', cases: shortWordTypos(6) },
  { kind: 'derived: saint/st, fort/ft, mount/mt the other way round', cases: synonymCities() },
  { kind: 'derived: namesake cities, their state picking one', cases: namesakesWithState(20) },
  { kind: 'derived: namesake cities without a state, the biggest first', cases: namesakesAlone(30) },
  { kind: 'derived: what a store sells in a big city', cases: productInCity(12) },
  { kind: 'derived: ZIP prefixes', cases: zipPrefixes(10) },
  { kind: 'derived: unique store names with two letters swapped', cases: swappedStoreNames(15) },
];

export const DERIVED_SUGGESTION_CASES: SuggestionCase[] = suggestionCases();

/** Dallas, Texas's stores that sell furniture, by the sample file: how many the first page of 'furniture dallas' can show. */
export const DALLAS_FURNITURE_STORES = stores.filter(
  (store) => store.city === 'Dallas' && store.state === 'TX' && (store.sellFurniture === 'true' || /furniture/i.test(store.businessName)),
).length;
