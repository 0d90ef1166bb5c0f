/**
 * Realistic search traffic for the bench: at least 2,000 distinct searches drawn from the directory
 * itself, in the shares people type them (sentences, nicknames, addresses and texts that need the
 * fallback among them), and the suggestions a search box asks for while they type (with a letter
 * missed, or a many-word city by its first letters).
 * Most queries are asked once (a long tail), so almost every request misses any cache.
 */
import { Client } from 'pg';
import { STORE_FLAGS } from '../src/contracts/api.contract';
import { searchApiPath, suggestionsApiPath } from '../src/contracts/search.contract';
import { synonymsOf } from '../src/search/query/search-synonyms';
import { PLACE_NICKNAMES } from '../src/search/query/search-vocabulary';

const PRODUCT_WORDS = ['furniture', 'vintage', 'antiques', 'clothing', 'jewelry', 'books', 'designer', 'gifts', 'consignment', 'thrift'];

/** Words the directory holds nowhere. */
const NONSENSE = ['zorblax', 'qwixl', 'vrumptious', 'xyloquent', 'blorft', 'zanzibarx', 'plinkerton', 'grumbleweed'];

/** A sentence round a city's name, with words no store needs ('best', 'near', 'used'), as people type one. */
function sentence(city: { city: string; state: string }, product: string, next: () => number): string {
  const name = city.city.toLowerCase();
  const templates = [
    `consignment stores near ${name} ${city.state.toLowerCase()}`,
    `${product} consignment near ${name}`,
    `best consignment store in ${name}`,
    `used ${product} ${name}`,
    `cheap thrift shops around ${name}`,
    `where to find resale shops in ${name}`,
    `top ${product} stores near ${name}`,
  ];
  return templates[Math.floor(next() * templates.length)]!;
}

/** A deterministic random source, so that two runs ask the same queries. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One typo, as people make them: a letter dropped, doubled or swapped with the next (never the first). */
function typo(word: string, next: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** A name with its first word in its other form, lowercase ('St. Louis': 'saint louis'); as it is without one. */
function shortForm(name: string): string {
  const [first = '', ...rest] = name.toLowerCase().replace(/\./g, '').split(' ');
  return [synonymsOf(first)[0] ?? first, ...rest].join(' ');
}

interface Sample {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
}

/** Searches (API paths) and suggestion requests for a directory, `count` of each. */
export async function searchMix(databaseUrl: string, count: number): Promise<{ searches: string[]; suggestions: string[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let samples: Sample[];
  let bigCities: { city: string; state: string }[];
  try {
    // A shuffled order that is the same every run (md5 of the id), so that a directory gives the same mix.
    ({ rows: samples } = await client.query<Sample>(
      `select st.business_name as name, st.address, c.name as city, s.abbreviation as state, left(st.zip_code, 5) as zip, st.latitude, st.longitude
         from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
        order by md5(st.id::text) limit ${count * 2}`,
    ));
    ({ rows: bigCities } = await client.query<{ city: string; state: string }>(
      `select c.name as city, s.abbreviation as state from city c join state s on s.id = c.state_id order by c.store_count desc, c.id limit 300`,
    ));
  } finally {
    await client.end();
  }
  const manyWordCities = bigCities.filter((city) => city.city.includes(' '));
  const ampersandNames = samples.filter((sample) => sample.name.includes(' & '));
  const next = random(20261125);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
  const search = (q: string, extra: { page?: number; features?: (typeof STORE_FLAGS)[number][]; state?: string } = {}) =>
    searchApiPath({ q, page: extra.page ?? 1, features: extra.features ?? [], state: extra.state ?? '' });
  const kinds: [number, () => string][] = [
    // A store's name as written, without its apostrophe, or its first words.
    [20, () => pick(samples).name],
    [6, () => pick(samples).name.replace(/'/g, '')],
    [6, () => words(pick(samples).name).slice(0, 2).join(' ')],
    // A city, alone or with its state's code or name (as typed: lowercase, without a comma).
    [8, () => pick(bigCities).city],
    [4, () => `${pick(samples).city}, ${pick(samples).state}`],
    [3, () => `${pick(bigCities).city} ${pick(bigCities).state}`.toLowerCase()],
    [2, () => `${pick(PRODUCT_WORDS)} ${pick(samples).city.toLowerCase()}`],
    // Short forms of a city's first word ('st louis', 'ft worth', 'mount pleasant'), and swapped letters.
    [2, () => shortForm(pick(samples.filter((sample) => shortForm(sample.city) !== sample.city.toLowerCase())).city)],
    [2, () => typo(pick(bigCities).city.toLowerCase(), next)],
    // What a store sells, and where.
    [10, () => `${pick(PRODUCT_WORDS)} ${pick(bigCities).city}`],
    // A ZIP code, alone or with a word.
    [6, () => pick(samples).zip],
    [4, () => `${pick(PRODUCT_WORDS)} ${pick(samples).zip}`],
    // Typos in names and cities.
    [
      8,
      () =>
        words(pick(samples).name)
          .map((word) => (next() < 0.5 ? typo(word, next) : word))
          .join(' '),
    ],
    [3, () => typo(pick(bigCities).city.toLowerCase(), next)],
    // A name typed halfway.
    [5, () => pick(samples).name.slice(0, 4 + Math.floor(next() * 8))],
    // The ways search reads a text (query/), weighed as the judged set's categories of them are
    // (240 of its 554 queries: their weight is to the kinds above as 240 to 314).
    // Sentences with words no store needs, round a city or a ZIP code.
    [22, () => sentence(pick(bigCities), pick(PRODUCT_WORDS), next)],
    [5, () => `${pick(['consignment near', 'thrift stores around', 'best resale shops near'])} ${pick(samples).zip}`],
    // A many-word city run together, a nickname.
    [
      11,
      () =>
        pick(manyWordCities)
          .city.toLowerCase()
          .replace(/[^a-z]/g, ''),
    ],
    [6, () => pick(Object.keys(PLACE_NICKNAMES))],
    // A street address with its city.
    [
      13,
      () => {
        const sample = pick(samples);
        return `${sample.address} ${sample.city}`.toLowerCase();
      },
    ],
    // A name with '&' typed with 'and'.
    [6, () => pick(ampersandNames).name.toLowerCase().replace(/ & /g, ' and ')],
    // A word no store holds: the fallback shows what the rest names.
    [10, () => `${pick(NONSENSE)} ${pick(PRODUCT_WORDS)} ${pick(bigCities).city.toLowerCase()}`],
  ];
  const weightTotal = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const text = () => {
    let at = next() * weightTotal;
    for (const [weight, make] of kinds) {
      at -= weight;
      if (at <= 0) return make();
    }
    return kinds[0]![1]();
  };

  const searches = new Set<string>();
  while (searches.size < count) {
    const roll = next();
    if (roll < 0.08) {
      // A broad word, read further: pages 1 to 20.
      searches.add(search(pick(PRODUCT_WORDS), { page: 1 + Math.floor(next() * 20) }));
    } else if (roll < 0.16) {
      searches.add(search(text(), { features: [pick([...STORE_FLAGS])] }));
    } else if (roll < 0.22) {
      searches.add(search(pick(PRODUCT_WORDS), { state: pick(samples).state }));
    } else if (roll < 0.28) {
      const place = pick(samples.filter((sample) => sample.latitude !== null));
      const near = { lat: Number(place.latitude!.toFixed(3)), lng: Number(place.longitude!.toFixed(3)) };
      searches.add(searchApiPath({ q: next() < 0.5 ? '' : pick(PRODUCT_WORDS), near, page: 1 + Math.floor(next() * 3) }));
    } else {
      searches.add(search(text()));
    }
  }

  // As a box asks while one types: the first 2 to 8 characters of a name or a city, a city with its
  // state's code being typed, or 3 to 5 digits of a ZIP code.
  const suggestions = new Set<string>();
  while (suggestions.size < count) {
    const roll = next();
    if (roll < 0.1) {
      const { city, state } = pick(bigCities);
      suggestions.add(suggestionsApiPath(`${city} ${state}`.toLowerCase().slice(0, city.length + 2 + Math.floor(next() * 2))));
    } else if (roll < 0.2) {
      suggestions.add(suggestionsApiPath(pick(samples).zip.slice(0, 3 + Math.floor(next() * 3))));
    } else if (roll < 0.28) {
      // A city's first letters with one missed ('chiag'), and a many-word city by its words' first letters ('san an').
      const city = pick(bigCities).city.toLowerCase();
      suggestions.add(suggestionsApiPath(city.slice(0, 2) + city.slice(3, 5 + Math.floor(next() * 2))));
    } else if (roll < 0.34) {
      const [first = '', second = ''] = pick(manyWordCities).city.toLowerCase().split(' ');
      suggestions.add(suggestionsApiPath(`${first} ${second.slice(0, 1 + Math.floor(next() * 3))}`));
    } else {
      const source = roll < 0.7 ? pick(samples).name : pick(bigCities).city;
      suggestions.add(suggestionsApiPath(source.slice(0, 2 + Math.floor(next() * 7))));
    }
  }
  return { searches: [...searches], suggestions: [...suggestions] };
}
