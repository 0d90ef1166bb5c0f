/** The phrase the product is about, used in headings and copy ("Find Consignment Stores Near Me"). */
export const PRODUCT_PHRASE = 'Consignment Stores';

/** The site's brand name, shown in the header, footer and copyright line. */
export const BRAND_NAME = 'Consignment Store Finder';
