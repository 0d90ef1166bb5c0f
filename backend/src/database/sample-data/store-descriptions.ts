/**
 * SEO descriptions for sample stores: four to seven sentences of plain prose assembled from
 * templates that use the store's name, city, state and flags. Every random choice goes through the
 * seeded faker passed in, which the rest of the store's fields share: a change here must make the
 * same draws in the same order (the same picks, shuffles of the same lists), or every later store
 * of the sample changes. Template texts and list contents may change freely.
 */
import type { Faker } from '@faker-js/faker';
import { find as articleFor } from 'articles';
import type { ProductFlag, QualityFlag } from '../../contracts/api.contract';
import { formatCount } from '../../contracts/page-head';
import type { StoreTheme } from './store-names';

export interface DescribedStore {
  businessName: string;
  theme: StoreTheme;
  cityName: string;
  stateName: string;
  stateCode: string;
  address: string;
  zipCode: string;
  numberOfReviews: number | null;
  products: readonly ProductFlag[];
  qualities: readonly QualityFlag[];
}

type SentenceTemplate = (store: DescribedStore) => string;

const STORE_KINDS: Readonly<Record<StoreTheme, readonly string[]>> = {
  general: ['consignment store', 'resale shop', 'consignment shop', 'thrift and consignment store'],
  apparel: ['clothing consignment boutique', 'fashion resale shop', 'consignment boutique'],
  home: ['furniture consignment store', 'home furnishings resale shop', 'home decor consignment shop'],
  antique: ['antique and consignment shop', 'vintage and antiques store', 'antique mall'],
  luxury: ['designer consignment boutique', 'luxury resale shop'],
  kids: ["children's consignment store", 'kids resale shop'],
  books: ['used bookstore and consignment shop', 'book and resale shop'],
};

const STORE_ADJECTIVES = [
  'locally owned',
  'family-run',
  'well-loved',
  'popular',
  'neighborhood',
  'independent',
  'long-standing',
  'friendly',
  'bustling',
  'cozy',
];

/** Phrases without 'and' or commas of their own, so that a list of them reads well. */
const PRODUCT_PHRASES: Readonly<Record<ProductFlag, readonly string[]>> = {
  sellFurniture: ['quality pre-owned furniture', 'furniture for every room', 'solid wood furniture'],
  sellClothes: ['gently worn clothing', 'like-new clothing', 'seasonal apparel', 'clothing for the whole family'],
  sellAntiques: ['antiques', 'vintage collectibles', 'one-of-a-kind antiques'],
  sellJewelry: ['jewelry', 'vintage costume jewelry', 'fine jewelry', 'accessories'],
  sellBooks: ['used books', 'gently read books', 'bargain paperbacks'],
  sellGiftItems: ['unique gift items', 'thoughtful gifts', 'gifts for every occasion'],
  sellPremiumBrand: ['designer labels', 'premium-brand pieces', 'name-brand handbags'],
  sellMerchandise: ['home decor', 'housewares', 'kitchenware', 'household goods'],
};

/** 'a resale shop', 'an antique mall', 'a used bookstore': the article its first word's sound takes. */
function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

const INTRO_TEMPLATES: readonly ((store: DescribedStore, kind: string, adjective: string) => string)[] = [
  (store, kind) => `${store.businessName} is ${withArticle(kind)} in ${store.cityName}, ${store.stateName}.`,
  (store, kind, adjective) =>
    `Located in ${store.cityName}, ${store.stateName}, ${store.businessName} is ${withArticle(`${adjective} ${kind}`)} for budget-minded shoppers.`,
  (store, kind) => `${store.businessName} has become a go-to ${kind} for ${store.cityName} shoppers looking for quality pre-owned finds.`,
  (store, kind, adjective) =>
    `${store.businessName} is ${withArticle(`${adjective} ${kind}`)} serving ${store.cityName} and the surrounding ${store.stateName} communities.`,
  (store, kind) =>
    `If you are looking for ${withArticle(kind)} in ${store.cityName}, ${store.stateCode}, ${store.businessName} is a great place to start.`,
];

const PRODUCT_TEMPLATES: readonly ((store: DescribedStore, list: string) => string)[] = [
  (_store, list) => `Shoppers will find ${list}.`,
  (_store, list) => `The racks and shelves are stocked with ${list}.`,
  (_store, list) => `Inventory changes daily and includes ${list}.`,
  (store, list) => `${store.businessName} specializes in ${list}.`,
  (_store, list) => `Here you can browse ${list}, all carefully selected.`,
];

const QUALITY_SENTENCES: Readonly<Record<QualityFlag, readonly SentenceTemplate[]>> = {
  wideSelection: [
    () => 'With a wide selection that changes every week, there is always something new to discover.',
    () => 'The store is known for its wide selection, so it pays to visit often.',
    () => "The store's large, ever-changing inventory makes it easy to find exactly what you need.",
  ],
  cleanOrganized: [
    () => 'The sales floor is clean and well organized, with items sorted by size, style and category.',
    () => 'Customers appreciate how clean and organized the store is.',
    () => 'Everything is neatly arranged, which makes browsing quick and enjoyable.',
  ],
  pricing: [
    () => 'Prices are fair and affordable, often a fraction of what you would pay new.',
    () => 'Shoppers keep coming back for the great prices and regular markdowns.',
    (store) => `Friendly pricing and frequent sales make the shop a favorite with bargain hunters in ${store.cityName}.`,
  ],
  friendlyEmployees: [
    () => 'The friendly staff is happy to help you find the perfect piece.',
    () => 'Employees are welcoming and knowledgeable, and they make every visit pleasant.',
    () => 'Regulars often mention the helpful, friendly team.',
  ],
};

const EXTRA_SENTENCES: readonly (readonly SentenceTemplate[])[] = [
  [
    () => 'Local consignors can bring in gently used items and earn a share of every sale.',
    (store) => `If you have something to sell, ${store.businessName} accepts consignments and pays consignors a percentage of each sale.`,
    () => 'Consignors are paid a share of each sale, which keeps quality items flowing into the store.',
  ],
  [
    (store) => `Shopping secondhand keeps good items out of landfills and money in the ${store.cityName} community.`,
    () => 'Buying pre-owned is an easy way to shop sustainably without giving up quality or style.',
  ],
  [
    (store) => `You will find the store at ${store.address} in ${store.cityName}, ${store.stateCode} ${store.zipCode}.`,
    (store) => `The shop is located at ${store.address}, convenient for shoppers across the ${store.zipCode} area.`,
  ],
  [
    () => 'New arrivals hit the floor several times a week, so regular visitors get the best picks.',
    () => 'Seasonal items rotate in and out throughout the year.',
  ],
];

const CLOSING_TEMPLATES: readonly SentenceTemplate[] = [
  (store) => `Stop by ${store.businessName} to see what is new this week.`,
  (store) => `Visit ${store.businessName} in ${store.cityName} and discover your next favorite find.`,
  (store) => `Whether you live in ${store.cityName} or are just passing through ${store.stateName}, ${store.businessName} is worth a stop.`,
  () => 'Check the store hours before you go, and plan to spend some time browsing.',
  (store) => `For secondhand shopping in ${store.cityName}, ${store.businessName} is hard to beat.`,
];

function joinAsList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** Four to seven sentences; the store must have at least one product and one quality. */
export function createSeoDescription(faker: Faker, store: DescribedStore): string {
  const sentenceCount = faker.number.int({ min: 4, max: 7 });
  const pick = <T>(list: readonly T[]): T => faker.helpers.arrayElement(list);

  const intro = pick(INTRO_TEMPLATES)(store, pick(STORE_KINDS[store.theme]), pick(STORE_ADJECTIVES));
  const productList = joinAsList(store.products.map((product) => pick(PRODUCT_PHRASES[product])));
  const products = pick(PRODUCT_TEMPLATES)(store, productList);

  const qualities = faker.helpers.shuffle([...store.qualities]);
  const [firstQuality, ...otherQualities] = qualities;
  if (firstQuality === undefined) throw new Error('A store needs at least one quality');
  const firstQualitySentence = pick(QUALITY_SENTENCES[firstQuality])(store);

  const optional: SentenceTemplate[] = [
    ...otherQualities.map((quality) => pick(QUALITY_SENTENCES[quality])),
    ...EXTRA_SENTENCES.map((variants) => pick(variants)),
  ];
  const reviews = store.numberOfReviews;
  if (reviews !== null && reviews >= 100) {
    optional.push(
      (described) =>
        `With ${formatCount(reviews)} reviews, ${described.businessName} is one of the better-known resale shops in ${described.cityName}.`,
    );
  }
  const middle = faker.helpers
    .shuffle(optional)
    .slice(0, sentenceCount - 4)
    .map((template) => template(store));

  const closing = pick(CLOSING_TEMPLATES)(store);
  return [intro, products, firstQualitySentence, ...middle, closing].join(' ');
}
