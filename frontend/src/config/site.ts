/** The phrase the product is about, used in headings and copy ("Find Consignment Stores Near Me"). */
export { PRODUCT_PHRASE } from '@contracts/site.contract';

/** The site's brand name, shown in the header, footer and copyright line. */
export const BRAND_NAME = 'Consignment Store Finder';
