/** The directory's page addresses, built in one place: links, heads, sitemaps and redirects use them. */
import type { StoreSummary } from './api.contract';

export const statePath = (stateSlug: string) => `/${stateSlug}`;
export const cityPath = (stateSlug: string, citySlug: string) => `/${stateSlug}/${citySlug}`;
export const storePath = (store: Pick<StoreSummary, 'stateSlug' | 'citySlug' | 'slug'>) =>
  `/${store.stateSlug}/${store.citySlug}/${store.slug}`;
