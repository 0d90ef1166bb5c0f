import type { StateDetail } from '../contracts/api.contract';
import { cityPath, storePath } from '../contracts/page-head';
import { PRODUCT_PHRASE } from '../contracts/site.contract';
import escapeHtml from 'escape-html';

/** A state page's heading, guide and its notable cities and stores, as plain HTML. */
export function renderStateGuide(state: StateDetail): string {
  const { guide } = state;
  const cities = guide.notableCities
    .map((city) => `<li><a href="${cityPath(state.slug, city.slug)}">${escapeHtml(city.name)}</a></li>`)
    .join('');
  const stores = guide.localStores
    .map(
      (store) =>
        `<li><a href="${storePath({ stateSlug: store.stateSlug, citySlug: store.citySlug, slug: store.slug })}">${escapeHtml(store.businessName)}</a>, ${escapeHtml(store.cityName)}</li>`,
    )
    .join('');
  return [
    `<h1>${PRODUCT_PHRASE} in ${escapeHtml(state.name)}</h1>`,
    `<article><h2>About ${PRODUCT_PHRASE} in ${escapeHtml(state.name)}</h2>${guide.html}`,
    cities ? `<h3>Notable Cities</h3><ul>${cities}</ul>` : '',
    stores ? `<h3>Local Stores</h3><ul>${stores}</ul>` : '',
    '</article>',
  ].join('');
}
