/**
 * Writes a reproducible, gzipped CSV of sample consignment stores in real US cities.
 *
 *   npx tsx backend/src/database/sample-data/generate-sample-data.ts \
 *     --stores 6200 --out backend/src/database/sample-data/sample-stores.csv.gz [--seed 2025]
 *
 * Defaults: --stores 6200, --seed 2025, --out sample-stores.csv.gz next to this file. The output is
 * RFC 4180 CSV (CRLF line ends, header row first, columns as in SAMPLE_STORE_COLUMNS): gzipped when
 * --out ends in .csv.gz, plain when it ends in .csv; any other name is refused.
 *
 * The same arguments always give a byte-identical file: every random choice comes from one seeded
 * faker, cities are taken in a fixed order, and rows are streamed out (through gzip) in that order,
 * so even 1,000,000 stores never sit in memory at once.
 */
import { Faker, base, en, en_US } from '@faker-js/faker';
import Papa from 'papaparse';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import slugify from 'slugify';
import {
  PRODUCT_FLAGS,
  QUALITY_FLAGS,
  STORE_FLAGS,
  type ProductFlag,
  type QualityFlag,
  type StoreFlag,
} from '../../contracts/api.contract';
import { IMPORT_COLUMNS, type ImportColumn } from '../import/import-columns';
import { TERMS_COLUMNS, termsColumnsOf } from '../../contracts/consignment-terms-columns';
import { generateConsignmentTerms } from './sample-terms';
import { createStreetAddress } from './store-addresses';
import { createSeoDescription } from './store-descriptions';
import { STORE_THEME_WEIGHTS, createStoreName, type StoreTheme } from './store-names';
import { compareCodeUnits, loadCandidateCities, type SampleCity, type ZipCodeLocation } from './us-cities';

/** The importer reads exactly these columns, in this order. */
export const SAMPLE_STORE_COLUMNS = IMPORT_COLUMNS;

export type SampleStoreColumn = ImportColumn;

export interface GeneratorOptions {
  stores: number;
  out: string;
  seed: number;
}

export interface GeneratorSummary {
  stores: number;
  cities: number;
  states: number;
  bytes: number;
  seconds: number;
}

const DEFAULT_STORES = 6200;
const DEFAULT_SEED = 2025;
const DEFAULT_OUT = join(__dirname, 'sample-stores.csv.gz');

/** On average two stores per city, so 6,200 stores land in 3,100 cities. */
const STORES_PER_CITY = 2;
/** Store counts grow with ln(population / floor) to this power: the biggest ~40, small towns 1. */
const POPULATION_WEIGHT_EXPONENT = 2.4;
const MINIMUM_POPULATION_FLOOR = 1000;
/** Stores are placed within this distance of the city's center. */
const JITTER_MILES = 1.9;
const ROWS_PER_CHUNK = 2000;
const MAXIMUM_SLUG_LENGTH = 120;
/** CSV lines as the sample file has them: Windows line ends, the last line ended too. */
const csvLines = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['search', 'map']);
const MAXIMUM_DOMAIN_LABEL_LENGTH = 63;

/** How likely a store sells each product kind when it is drawn (clothing and furniture common). */
const PRODUCT_WEIGHTS: Readonly<Record<ProductFlag, number>> = {
  sellClothes: 9,
  sellFurniture: 6,
  sellGiftItems: 4,
  sellJewelry: 4,
  sellMerchandise: 4,
  sellAntiques: 3,
  sellBooks: 2.5,
  sellPremiumBrand: 2,
};

const QUALITY_WEIGHTS: Readonly<Record<QualityFlag, number>> = {
  wideSelection: 6,
  cleanOrganized: 7,
  pricing: 6.5,
  friendlyEmployees: 7.5,
};

const PRODUCTS_BY_THEME: Readonly<Record<StoreTheme, readonly ProductFlag[]>> = {
  general: [],
  apparel: ['sellClothes'],
  home: ['sellFurniture'],
  antique: ['sellAntiques'],
  luxury: ['sellPremiumBrand', 'sellClothes'],
  kids: ['sellClothes'],
  books: ['sellBooks'],
};

const PRODUCT_COUNT_WEIGHTS = [
  { weight: 30, value: 2 },
  { weight: 35, value: 3 },
  { weight: 22, value: 4 },
  { weight: 13, value: 5 },
];

const QUALITY_COUNT_WEIGHTS = [
  { weight: 20, value: 1 },
  { weight: 35, value: 2 },
  { weight: 30, value: 3 },
  { weight: 15, value: 4 },
];

function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(seed);
  return faker;
}

/** Picks `count` distinct keys, each draw weighted, after the ones that are `required`. */
function pickWeightedDistinct<Key extends string>(
  faker: Faker,
  weights: Readonly<Record<Key, number>>,
  count: number,
  required: readonly Key[],
): Set<Key> {
  const chosen = new Set<Key>(required);
  const keys = Object.keys(weights) as Key[];
  while (chosen.size < count) {
    const remaining = keys.filter((key) => !chosen.has(key)).map((key) => ({ weight: weights[key], value: key }));
    chosen.add(faker.helpers.weightedArrayElement(remaining));
  }
  return chosen;
}

/**
 * How many stores each city gets: one each, and the rest shared by weight ln(population/floor)^2.4
 * with the largest-remainder method, so the counts add up to exactly `totalStores`.
 */
export function allocateStoresToCities(cities: readonly SampleCity[], totalStores: number): number[] {
  const populationFloor = Math.max(MINIMUM_POPULATION_FLOOR, Math.min(...cities.map((city) => city.population)));
  const weights = cities.map(
    (city) => Math.log(Math.max(city.population, populationFloor) / populationFloor) ** POPULATION_WEIGHT_EXPONENT,
  );
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const extraStores = totalStores - cities.length;
  const shares = weights.map((weight) => (totalWeight > 0 ? (extraStores * weight) / totalWeight : extraStores / cities.length));
  const counts = shares.map((share) => 1 + Math.floor(share));
  let leftOver = totalStores - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((first, second) => second.remainder - first.remainder || first.index - second.index);
  for (const { index } of byRemainder) {
    if (leftOver <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    leftOver--;
  }
  return counts;
}

/** A plausible area code: 2-9, then 0-8, then any digit, never an N11 service code. */
function createAreaCode(faker: Faker): string {
  for (;;) {
    const areaCode = `${faker.number.int({ min: 2, max: 9 })}${faker.number.int({ min: 0, max: 8 })}${faker.number.int({ min: 0, max: 9 })}`;
    if (!areaCode.endsWith('11')) return areaCode;
  }
}

function jitteredLocation(faker: Faker, city: SampleCity): { latitude: number; longitude: number } {
  const distance = JITTER_MILES * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
  const angle = faker.number.float({ min: 0, max: 2 * Math.PI });
  const latitude = city.latitude + (distance * Math.sin(angle)) / 69.09;
  const longitude = city.longitude + (distance * Math.cos(angle)) / (69.09 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
}

/** The city's ZIP whose center is nearest the store (a random one when none has coordinates). */
function nearestZipCode(faker: Faker, zipCodes: readonly ZipCodeLocation[], latitude: number, longitude: number): string {
  const longitudeScale = Math.cos((latitude * Math.PI) / 180);
  let nearest: string | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const zip of zipCodes) {
    if (zip.latitude === null || zip.longitude === null) continue;
    const latitudeDelta = zip.latitude - latitude;
    const longitudeDelta = (zip.longitude - longitude) * longitudeScale;
    const distance = latitudeDelta * latitudeDelta + longitudeDelta * longitudeDelta;
    if (distance < nearestDistance) {
      nearestDistance = distance;
      nearest = zip.zipCode;
    }
  }
  return nearest ?? faker.helpers.arrayElement(zipCodes).zipCode;
}

/** Review counts skew low: log-normal around 30, mostly 3-150, capped at 2,000. */
function createReviewCount(faker: Faker): number | null {
  if (faker.datatype.boolean({ probability: 0.1 })) return null;
  const uniformA = 1 - faker.number.float({ min: 0, max: 1 });
  const uniformB = faker.number.float({ min: 0, max: 1 });
  const standardNormal = Math.sqrt(-2 * Math.log(uniformA)) * Math.cos(2 * Math.PI * uniformB);
  return Math.min(2000, Math.max(1, Math.round(Math.exp(Math.log(30) + standardNormal))));
}

/** A slug unique over the file: slugify(name + city), cut to fit, with -2, -3... on collision. */
function uniqueSlug(businessName: string, cityName: string, usedSlugs: Set<string>): string {
  let base = slugify(`${businessName} ${cityName}`, { lower: true, strict: true });
  const room = MAXIMUM_SLUG_LENGTH - 8;
  if (base.length > room) base = base.slice(0, room).replace(/-+$/, '');
  let slug = base;
  for (let suffix = 2; usedSlugs.has(slug) || RESERVED_SLUGS.has(slug); suffix++) slug = `${base}-${suffix}`;
  usedSlugs.add(slug);
  return slug;
}

/** The last day of the sample's dates: each store last changed on a day of the year before it. */
const UPDATED_DATES_END = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;

/**
 * A store's own number, from its slug (FNV-1a), for what is drawn without faker, so that every
 * field drawn before it stays as the seed makes it.
 */
function slugNumber(slug: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index++) hash = Math.imul(hash ^ slug.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** The day a store's data last changed ('2026-03-14'), spread over the year before UPDATED_DATES_END. */
function updatedDateFor(slug: string): string {
  return new Date(UPDATED_DATES_END - (slugNumber(slug) % 365) * DAY_MS).toISOString().slice(0, 10);
}

/** One sample store in this many publishes no consignment terms, as many real shops do not. */
const WITHOUT_TERMS_ONE_IN = 8;

/** A store's consignment terms columns: empty for one in WITHOUT_TERMS_ONE_IN. */
function termsColumnsFor(slug: string, products: ReadonlySet<ProductFlag>): string[] {
  const number = slugNumber(`terms:${slug}`);
  if (number % WITHOUT_TERMS_ONE_IN === 0) return TERMS_COLUMNS.map(() => '');
  const flags = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, products.has(flag as ProductFlag)])) as Record<StoreFlag, boolean>;
  const columns = termsColumnsOf(generateConsignmentTerms(Math.floor(number / WITHOUT_TERMS_ONE_IN), flags));
  return TERMS_COLUMNS.map((column) => columns[column]);
}

function websiteFor(slug: string): string {
  const label = slug.slice(0, MAXIMUM_DOMAIN_LABEL_LENGTH).replace(/-+$/, '');
  return `https://www.${label}.example.com`;
}

function storeRowsForCity(faker: Faker, city: SampleCity, storeCount: number, usedSlugs: Set<string>): string[][] {
  const areaCodes = Array.from({ length: 1 + (storeCount > 20 ? 1 : 0) + (storeCount > 200 ? 1 : 0) }, () => createAreaCode(faker));
  const namesInCity = new Set<string>();
  const rows: string[][] = [];
  for (let index = 0; index < storeCount; index++) {
    const theme = faker.helpers.weightedArrayElement(STORE_THEME_WEIGHTS);
    const businessName = createStoreName(faker, theme, city.name, namesInCity);
    const slug = uniqueSlug(businessName, city.name, usedSlugs);
    const address = createStreetAddress(faker);
    const { latitude, longitude } = jitteredLocation(faker, city);
    const zipCode = nearestZipCode(faker, city.zipCodes, latitude, longitude);
    const phone = faker.datatype.boolean({ probability: 0.05 })
      ? ''
      : `(${faker.helpers.arrayElement(areaCodes)}) 555-01${String(faker.number.int({ min: 0, max: 99 })).padStart(2, '0')}`;
    const website = faker.datatype.boolean({ probability: 0.2 }) ? '' : websiteFor(slug);
    const numberOfReviews = createReviewCount(faker);

    const required = PRODUCTS_BY_THEME[theme];
    const productCount = Math.max(required.length, faker.helpers.weightedArrayElement(PRODUCT_COUNT_WEIGHTS));
    const products = pickWeightedDistinct(faker, PRODUCT_WEIGHTS, productCount, required);
    const qualityCount = faker.helpers.weightedArrayElement(QUALITY_COUNT_WEIGHTS);
    const qualities = pickWeightedDistinct(faker, QUALITY_WEIGHTS, qualityCount, []);

    const seoDescription = createSeoDescription(faker, {
      businessName,
      theme,
      cityName: city.name,
      stateName: city.stateName,
      stateCode: city.stateCode,
      address,
      zipCode,
      numberOfReviews,
      products: PRODUCT_FLAGS.filter((product) => products.has(product)),
      qualities: QUALITY_FLAGS.filter((quality) => qualities.has(quality)),
    });

    rows.push([
      slug,
      businessName,
      address,
      city.name,
      city.stateCode,
      zipCode,
      latitude.toFixed(5),
      longitude.toFixed(5),
      phone,
      website,
      '',
      numberOfReviews === null ? '' : String(numberOfReviews),
      seoDescription,
      updatedDateFor(slug),
      ...PRODUCT_FLAGS.map((product) => String(products.has(product))),
      ...QUALITY_FLAGS.map((quality) => String(qualities.has(quality))),
      ...termsColumnsFor(slug, products),
    ]);
  }
  return rows;
}

/** The cities to use for `totalStores` stores, in output order (by state, then city slug). */
function selectCities(totalStores: number): SampleCity[] {
  const candidates = loadCandidateCities();
  const cityCount = Math.min(candidates.length, totalStores, Math.max(1, Math.round(totalStores / STORES_PER_CITY)));
  return candidates
    .slice(0, cityCount)
    .sort((first, second) => compareCodeUnits(first.stateCode, second.stateCode) || compareCodeUnits(first.slug, second.slug));
}

/**
 * Whether a file named `out` is gzip-compressed: the importer tells a file's format by its name, so
 * the output must be what its name says (`.csv` plain, `.csv.gz` gzip), and any other name is refused.
 */
function isGzipOutput(out: string): boolean {
  const match = /\.csv(\.gz)?$/i.exec(out);
  if (!match) throw new Error(`--out must name a .csv file (plain CSV) or a .csv.gz file (gzip-compressed), not '${basename(out)}'`);
  return match[1] !== undefined;
}

export async function generateSampleData(options: GeneratorOptions): Promise<GeneratorSummary> {
  const startedAt = performance.now();
  const gzipped = isGzipOutput(options.out);
  const faker = createSeededFaker(options.seed);
  const cities = selectCities(options.stores);
  const storeCounts = allocateStoresToCities(cities, options.stores);

  mkdirSync(dirname(options.out), { recursive: true });
  const output = gzipped ? createGzip({ level: 9, chunkSize: 1024 * 1024 }) : new PassThrough();
  const file = createWriteStream(options.out);
  const written = pipeline(output, file);
  // Failures surface at `await written` below; this only keeps an early one from going unhandled.
  written.catch(() => undefined);

  const write = async (chunk: string): Promise<void> => {
    if (!output.write(chunk)) await once(output, 'drain');
  };

  await write(csvLines([[...SAMPLE_STORE_COLUMNS]]));
  const usedSlugs = new Set<string>();
  let pending: string[][] = [];
  for (const [index, city] of cities.entries()) {
    for (const row of storeRowsForCity(faker, city, storeCounts[index] ?? 1, usedSlugs)) pending.push(row);
    if (pending.length >= ROWS_PER_CHUNK) {
      await write(csvLines(pending));
      pending = [];
    }
  }
  if (pending.length > 0) await write(csvLines(pending));
  output.end();
  await written;

  return {
    stores: storeCounts.reduce((sum, count) => sum + count, 0),
    cities: cities.length,
    states: new Set(cities.map((city) => city.stateCode)).size,
    bytes: statSync(options.out).size,
    seconds: (performance.now() - startedAt) / 1000,
  };
}

function parsePositiveInteger(value: string | undefined, fallback: number, optionName: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new Error(`--${optionName} must be a positive integer, got '${value}'`);
  }
  return Number(value);
}

function parseOptions(argumentList: string[]): GeneratorOptions {
  const { values } = parseArgs({
    args: argumentList,
    options: {
      stores: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  return {
    stores: parsePositiveInteger(values.stores, DEFAULT_STORES, 'stores'),
    seed: parsePositiveInteger(values.seed, DEFAULT_SEED, 'seed'),
    out: resolve(values.out ?? DEFAULT_OUT),
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const summary = await generateSampleData(options);
  process.stderr.write(
    `Wrote ${summary.stores} stores, ${summary.cities} cities, ${summary.states} states, ` +
      `${summary.bytes} bytes to ${options.out} in ${summary.seconds.toFixed(1)} s\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
