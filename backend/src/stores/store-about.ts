import { PRODUCT_FLAGS, QUALITY_FLAGS, type StoreFlag } from '../contracts/api.contract';
import { NO_PRODUCTS_PHRASE, NO_QUALITIES_PHRASE, PRODUCT_WORDS, QUALITY_WORDS, listPhrase } from '../contracts/store-features';

export interface AboutSubject {
  id: number;
  businessName: string;
  city: string;
  state: string;
  flags: Record<StoreFlag, boolean>;
}

interface Phrases {
  name: string;
  city: string;
  state: string;
  /** "furniture, books and jewelry": what it sells, as plural nouns. */
  products: string;
  /** "wide selection and friendly staff": read after "its" or "the". */
  qualities: string;
}

/** The 12 sentence templates the 'About' text is built from. */
const TEMPLATES: ReadonlyArray<(phrases: Phrases) => string> = [
  (p) => `${p.name} is a consignment store in ${p.city}, ${p.state}, where pre-owned finds get a second life.`,
  (p) => `Shoppers come to ${p.name} for ${p.products} at a fraction of their original price.`,
  (p) => `Regulars describe the shop as one known for its ${p.qualities}.`,
  () => `Inventory changes every week as local consignors bring in new pieces, so a return visit often turns up something new.`,
  (p) => `If you have items to sell, ${p.name} accepts consignments and pays you a share when they sell.`,
  (p) => `Located in ${p.city}, the store is an easy stop for anyone hunting for quality second-hand goods in ${p.state}.`,
  (p) => `The racks and shelves hold ${p.products}, so patient browsing pays off.`,
  (p) => `Buying consignment keeps good things out of landfills and money in the ${p.city} community.`,
  (p) => `The team at ${p.name} checks every item before it reaches the floor, which is why shoppers trust what they find.`,
  (p) => `The shop is a favorite of bargain hunters, collectors and anyone furnishing a home on a budget in ${p.city}.`,
  (p) => `Visitors often mention the ${p.qualities} when they recommend the store.`,
  (p) => `Stop by ${p.name} to see this week's arrivals, or call ahead to ask about a particular piece.`,
];

/** Each variant is the list of template numbers used, in order; the store's id picks the variant. */
const VARIANTS: ReadonlyArray<readonly number[]> = [
  [0, 1, 2, 3, 11],
  [5, 6, 10, 4, 7],
  [0, 8, 1, 9, 11],
  [5, 2, 3, 7, 4],
  [0, 6, 10, 8, 9],
];

/** The store page's generated 'About' text, built from templates chosen by the store's id modulo 5. */
export function generateAboutText(store: AboutSubject): string {
  const products = PRODUCT_FLAGS.filter((flag) => store.flags[flag]).map((flag) => PRODUCT_WORDS[flag]);
  const qualities = QUALITY_FLAGS.filter((flag) => store.flags[flag]).map((flag) => QUALITY_WORDS[flag]);
  const phrases: Phrases = {
    name: store.businessName,
    city: store.city,
    state: store.state,
    products: listPhrase(products.slice(0, 3), NO_PRODUCTS_PHRASE),
    qualities: listPhrase(qualities.slice(0, 2), NO_QUALITIES_PHRASE),
  };
  const variant = VARIANTS[store.id % VARIANTS.length]!;
  return variant.map((index) => TEMPLATES[index]!(phrases)).join(' ');
}
