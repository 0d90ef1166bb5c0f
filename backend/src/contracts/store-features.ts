import {
  CONSIGNOR_HALF_PERCENT,
  type ProductFlag,
  type QualityFlag,
  type StoreFlag,
  type TermsFilter,
  type TimeFilter,
} from './api.contract';

/** How each flag reads on the site: the labels of the search checkboxes and the store's features. */
export const PRODUCT_LABELS: Record<ProductFlag, string> = {
  sellFurniture: 'Furniture',
  sellClothes: 'Clothing',
  sellAntiques: 'Antiques',
  sellJewelry: 'Jewelry',
  sellBooks: 'Books',
  sellGiftItems: 'Gift Items',
  sellPremiumBrand: 'Premium Brands',
  sellMerchandise: 'Merchandise',
};

export const QUALITY_LABELS: Record<QualityFlag, string> = {
  wideSelection: 'Wide Selection',
  cleanOrganized: 'Clean & Organized',
  pricing: 'Affordable Pricing',
  friendlyEmployees: 'Friendly Staff',
};

/** How each consignment terms filter reads beside its checkbox. */
export const TERMS_FILTER_LABELS: Record<TermsFilter, string> = {
  consignsFurniture: 'Takes furniture',
  paysHalf: `Pays you ${CONSIGNOR_HALF_PERCENT}% or more`,
  walkInIntake: 'Walk-in intake',
};

/** How each filter of the moment reads beside its checkbox. */
export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  openNow: 'Open now',
};

/** How each product kind reads inside a sentence, its label in lower case: "furniture, clothing and books". */
export const PRODUCT_WORDS = Object.fromEntries(
  Object.entries(PRODUCT_LABELS).map(([flag, label]) => [flag, label.toLowerCase()]),
) as Record<ProductFlag, string>;

/** How each quality reads inside a sentence, after "its", "their" or "the": "its wide selection and friendly staff". */
export const QUALITY_WORDS: Record<QualityFlag, string> = {
  wideSelection: 'wide selection',
  cleanOrganized: 'well-organized space',
  pricing: 'affordable prices',
  friendlyEmployees: 'friendly staff',
};

/** What generated texts say when a store has no product flag, or no quality flag (the spec's fallbacks). */
export const NO_PRODUCTS_PHRASE = 'quality items';
export const NO_QUALITIES_PHRASE = 'great prices';

/** "a", "a and b", "a, b and c"; `fallback` for none. */
export function listPhrase(words: readonly string[], fallback: string): string {
  if (words.length === 0) return fallback;
  if (words.length === 1) return words[0]!;
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The words a store's flags add to its search document (weight C), so that "furniture dallas" or
 * "vintage" finds the stores that sell it whatever their names say.
 */
export const FLAG_SEARCH_WORDS: Record<StoreFlag, string> = {
  sellFurniture: 'furniture home decor',
  sellClothes: 'clothing clothes apparel fashion',
  sellAntiques: 'antiques vintage collectibles',
  sellJewelry: 'jewelry jewellery',
  sellBooks: 'books',
  sellGiftItems: 'gifts',
  sellPremiumBrand: 'designer premium luxury brands',
  sellMerchandise: 'merchandise',
  wideSelection: 'wide selection',
  cleanOrganized: 'clean organized',
  pricing: 'affordable prices',
  friendlyEmployees: 'friendly staff',
};

/**
 * What every store of the directory is (weight D): "consignment dallas" asks for Dallas's stores.
 * Search leaves these words out of its document conditions, as every document holds them: a change
 * here needs a migration that rewrites the documents' trigger and the documents.
 */
export const STORE_SEARCH_WORDS = 'consignment resale thrift secondhand store shop';
