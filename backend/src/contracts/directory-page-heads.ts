/**
 * The heads of the directory's own pages: home, a state, a city, a store (open or closed), with the
 * share cards and the phrases their descriptions are made of (see page-head.ts).
 */
import {
  PRODUCT_FLAGS,
  QUALITY_FLAGS,
  type CityDetail,
  type CityStores,
  type CityWithStoreCount,
  type OpeningHours,
  type ProductFlag,
  type QualityFlag,
  type StateDetail,
  type StateSummary,
  type StoreDetail,
  type StoreSummary,
} from './api.contract';
import type { ShareCard } from './share-image.contract';
import type { ClosedStore } from './contributions.contract';
import { PRODUCT_PHRASE, type SiteIdentity } from './site.contract';
import { NO_PRODUCTS_PHRASE, NO_QUALITIES_PHRASE, PRODUCT_WORDS, QUALITY_WORDS, listPhrase } from './store-features';
import { absoluteUrl, breadcrumbList, itemList, formatCount, titleCard, homeTitle, unlistedHead, type PageHead } from './page-head';
import { cityPath, statePath, storePath } from './page-paths';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The share cards of the pages about a place, from the same names their pages show. */
export const stateCard = (state: Pick<StateSummary, 'name'>): ShareCard => ({ title: `${PRODUCT_PHRASE} in ${state.name}` });
export const cityCard = (city: Pick<CityDetail, 'name'> & { state: Pick<StateSummary, 'name'> }): ShareCard => ({
  title: `${PRODUCT_PHRASE} in ${city.name}, ${city.state.name}`,
});
export const storeCard = (store: Pick<StoreSummary, 'businessName' | 'city' | 'state'>): ShareCard => ({
  title: store.businessName,
  place: `${store.city}, ${store.state}`,
});

function mostCommon<Flag extends string>(flags: readonly Flag[], stores: Array<Record<Flag, boolean>>, count: number): Flag[] {
  return flags
    .map((flag, order) => ({ flag, order, stores: stores.filter((store) => store[flag]).length }))
    .filter((entry) => entry.stores > 0)
    .sort((left, right) => right.stores - left.stores || left.order - right.order)
    .slice(0, count)
    .map((entry) => entry.flag);
}

/** "furniture and clothing" from the two most common product kinds, or 'quality items'. */
export function productPhrase(stores: Array<Record<ProductFlag, boolean>>): string {
  return listPhrase(
    mostCommon(PRODUCT_FLAGS, stores, 2).map((flag) => PRODUCT_WORDS[flag]),
    NO_PRODUCTS_PHRASE,
  );
}

/** "affordable prices" from the most common quality, or 'great prices': read after "its" or "their". */
export function qualityPhrase(stores: Array<Record<QualityFlag, boolean>>): string {
  return listPhrase(
    mostCommon(QUALITY_FLAGS, stores, 1).map((flag) => QUALITY_WORDS[flag]),
    NO_QUALITIES_PHRASE,
  );
}

// ---------------------------------------------------------------------------------------------
// The pages

export function homeHead(site: SiteIdentity): PageHead {
  const title = homeTitle(site);
  return {
    title,
    description:
      'Find consignment and resale stores near you: 6,000+ shops in every state, with furniture, clothing, jewelry, antiques and more. Browse by state and city.',
    path: '/',
    openGraphType: 'website',
    share: titleCard(title),
    structuredData: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: absoluteUrl(site, '/') }],
  };
}

export function stateHead(state: StateDetail, cities: CityWithStoreCount[], site: SiteIdentity): PageHead {
  const total = cities.reduce((sum, city) => sum + city.storeCount, 0);
  const path = statePath(state.slug);
  const topCities = [...cities].sort((left, right) => right.storeCount - left.storeCount || left.name.localeCompare(right.name));
  const named = topCities.slice(0, 3).map((city) => city.name);
  // The state's own descriptive phrase, from its guide: "Consignment stores in Texas, from ...".
  const lead = `Consignment stores in ${state.name}${state.guide.phrase ? `, ${state.guide.phrase}` : ''}`;
  const share = stateCard(state);
  return {
    title: `${total > 0 ? formatCount(total) : 'Best'} ${share.title} | ${site.name}`,
    description:
      total > 0
        ? `${lead}: browse ${plural(total, 'shop', 'shops')} in ${plural(cities.length, 'city', 'cities')}${named.length > 0 ? `, including ${named.join(', ')}` : ''}. Furniture, clothing, jewelry and more at a fraction of retail.`
        : `${lead}: find the best consignment and resale shops for furniture, clothing, jewelry and more at a fraction of retail.`,
    path,
    openGraphType: 'website',
    share,
    structuredData: [
      itemList(
        site,
        share.title,
        cities.map((city) => ({ name: `${PRODUCT_PHRASE} in ${city.name}, ${state.abbreviation}`, path: cityPath(state.slug, city.slug) })),
        30,
      ),
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: state.name, path },
      ]),
    ],
  };
}

export function cityHead(city: CityDetail, { stores, total }: CityStores, site: SiteIdentity): PageHead {
  const path = cityPath(city.state.slug, city.slug);
  const share = cityCard(city);
  return {
    title: `${share.title} | ${total > 0 ? formatCount(total) : 'Top'} Shops`,
    description: `Discover ${total > 0 ? plural(total, 'consignment store', 'consignment stores') : 'the best consignment stores'} in ${city.name}, ${city.state.name}, for ${productPhrase(stores)}, ${total === 1 ? 'known for its' : 'many known for their'} ${qualityPhrase(stores)}. Addresses, hours and directions.`,
    path,
    openGraphType: 'website',
    share,
    structuredData: [
      itemList(
        site,
        `${PRODUCT_PHRASE} in ${city.name}, ${city.state.abbreviation}`,
        stores.map((store) => ({ name: store.businessName, path: storePath(store) })),
        50,
      ),
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: city.state.name, path: statePath(city.state.slug) },
        { name: city.name, path },
      ]),
    ],
  };
}

const SCHEMA_DAYS: Record<OpeningHours['day'], string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

/** 'https://' before a website that has no scheme, as the store page links it. */
export function websiteHref(website: string): string {
  return website.startsWith('http') ? website : `https://${website}`;
}

export function storeHead(store: StoreDetail, site: SiteIdentity): PageHead {
  const path = storePath(store);
  const url = absoluteUrl(site, path);
  return {
    title: `${store.businessName} | Consignment Store in ${store.city}, ${store.stateAbbreviation}`,
    description: `${store.businessName} is a consignment store at ${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode} for ${productPhrase([store])}. Hours, directions and what it sells. Open today.`,
    path,
    openGraphType: 'business.business',
    businessContact: {
      streetAddress: store.address,
      locality: store.city,
      region: store.state,
      postalCode: store.zipCode,
      countryName: 'United States',
    },
    share: storeCard(store),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        '@id': url,
        name: store.businessName,
        url,
        ...(store.photo ? { image: store.photo } : {}),
        ...(store.phone ? { telephone: store.phone } : {}),
        ...(store.website ? { sameAs: [websiteHref(store.website)] } : {}),
        priceRange: '$$',
        address: {
          '@type': 'PostalAddress',
          streetAddress: store.address,
          addressLocality: store.city,
          addressRegion: store.stateAbbreviation,
          postalCode: store.zipCode,
          addressCountry: 'US',
        },
        ...(store.latitude !== null && store.longitude !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
          : {}),
        openingHoursSpecification: store.hours
          .filter((day) => !day.isClosed)
          .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day.day], opens: day.open, closes: day.close })),
        ...(store.award.isAwarded && store.award.awardTitle ? { award: store.award.awardTitle } : {}),
      },
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: store.state, path: statePath(store.stateSlug) },
        { name: store.city, path: cityPath(store.stateSlug, store.citySlug) },
        { name: store.businessName, path },
      ]),
    ],
  };
}

/**
 * A store that has closed (the server answers 410): its page stays, to say so and to point to open
 * stores nearby, but leaves search engines' indexes.
 */
export function closedStoreHead(store: ClosedStore, site: SiteIdentity): PageHead {
  return unlistedHead(site, {
    title: `${store.businessName} Has Closed`,
    description: `${store.businessName}, a consignment store at ${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode}, has closed. See the open consignment stores nearby.`,
    path: storePath(store),
  });
}
