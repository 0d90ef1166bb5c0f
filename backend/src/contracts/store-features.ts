import type { ProductFlag, QualityFlag } from './api.contract';

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
