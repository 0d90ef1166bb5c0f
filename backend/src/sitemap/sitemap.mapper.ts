import { cityPath, statePath, storePath } from '../contracts/page-paths';
import type { State } from '../states/state.entity';
import type { CityPageRow, StorePageRow } from './sitemap.repository';
import type { SitemapUrl } from './sitemap-xml';

/** A W3C date-time in UTC, to the second (`2026-11-28T09:30:00Z`). */
const w3cDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A state's page changes with its cities, so no lastmod is claimed. */
export const mapStatePage = (state: State): SitemapUrl => ({ path: statePath(state.slug), lastmod: null });

/** A city's page changes with its stores: the newest change among them, the date the page shows. */
export const mapCityPage = (city: CityPageRow): SitemapUrl => ({
  path: cityPath(city.stateSlug, city.slug),
  lastmod: city.storesUpdatedAt ? w3cDateTime(city.storesUpdatedAt) : null,
});

export const mapStorePage = (store: StorePageRow): SitemapUrl => ({ path: storePath(store), lastmod: w3cDateTime(store.updatedAt) });
