/** The phrase the product is about, used in headings and copy ("Find Consignment Stores Near Me"). */
export { PRODUCT_PHRASE } from '@contracts/site.contract';

/**
 * The site's brand name, public address and contact e-mail are server configuration: read them with
 * `useSite()` from `@/app/initial-state`, never from a constant here.
 */

/** When the current Privacy Policy and Terms of Service took effect; change both pages' text with it. */
export const POLICIES_EFFECTIVE_DATE = 'November 2026';
