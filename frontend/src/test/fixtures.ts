/** Directory data for the web app's tests: complete records, each field overridable. */
import type { ConsignmentTerms } from '@contracts/consignment-terms';
import type {
  CityDetail,
  CityStores,
  CityWithStoreCount,
  OpeningHours,
  StateDetail,
  StateSummary,
  StoreDetail,
  StoreFlag,
} from '@contracts/api.contract';
import { STORE_FLAGS } from '@contracts/api.contract';
import { DirectoryReadError, type DirectoryReader } from '@contracts/directory.contract';
import type { SiteSettings } from '@/lib/site-context';

export const testSettings: SiteSettings = {
  site: { url: 'https://stores.example.com', name: 'Consignment Store Finder', contactEmail: 'awards@example.com', awardYear: 2025 },
  mapTiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: 'Map data' },
  renderedAt: '2025-06-04T15:00:00.000Z',
};

export const texas: StateSummary = { id: 44, name: 'Texas', slug: 'texas', abbreviation: 'TX' };
export const california: StateSummary = { id: 5, name: 'California', slug: 'california', abbreviation: 'CA' };
export const newYork: StateSummary = { id: 33, name: 'New York', slug: 'new-york', abbreviation: 'NY' };

export function stateDetail(state: StateSummary, overrides: Partial<StateDetail> = {}): StateDetail {
  return {
    ...state,
    cityCount: 0,
    storeCount: 0,
    guide: { phrase: '', html: `<p>Shopping consignment in ${state.name}.</p>`, notableCities: [], localStores: [] },
    ...overrides,
  };
}

let nextCityId = 1000;

export function city(name: string, storeCount: number, overrides: Partial<CityWithStoreCount> = {}): CityWithStoreCount {
  return { id: nextCityId++, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), storeCount, ...overrides };
}

export function cityDetail(of: CityWithStoreCount, state: StateSummary): CityDetail {
  return { ...of, latitude: 30.27, longitude: -97.74, state, updatedAt: '2025-05-01T00:00:00.000Z', popularSearches: [] };
}

const noFlags = Object.fromEntries(STORE_FLAGS.map((flag) => [flag, false])) as Record<StoreFlag, boolean>;

export const weekHours = (hours: Partial<Record<OpeningHours['day'], Omit<OpeningHours, 'day'>>> = {}): OpeningHours[] =>
  (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({
    day,
    ...(hours[day] ?? { open: '10:00', close: '18:00', isClosed: false }),
  }));

/** Terms as shops publish them: banded by price, two markdowns, walk-in intake. */
export const consignmentTerms = (overrides: Partial<ConsignmentTerms> = {}): ConsignmentTerms => ({
  accepts: ['clothing', 'furniture'],
  split: {
    tiers: [
      { upTo: 100, consignorPercent: 40 },
      { upTo: null, consignorPercent: 50 },
    ],
    byCategory: {},
    storeCreditPercent: 60,
  },
  periodDays: 60,
  markdowns: [
    { afterDays: 30, percentOff: 25 },
    { afterDays: 45, percentOff: 50 },
  ],
  fees: { perItem: 2, percentOfSale: 0 },
  intake: { days: ['Tuesday', 'Wednesday', 'Thursday'], walkIn: true, appointment: false, itemLimit: 20, seasons: null },
  payout: { schedule: 'monthly', methods: ['check', 'store-credit'], minimum: 10 },
  unsold: { action: 'donated', graceDays: 7 },
  ...overrides,
});

export function storeDetail(overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    ...noFlags,
    id: 7,
    slug: 'second-chance-resale',
    businessName: 'Second Chance Resale',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'Texas',
    stateAbbreviation: 'TX',
    stateSlug: 'texas',
    citySlug: 'austin',
    zipCode: '78701',
    phone: '512-555-0100',
    website: 'https://second-chance.example.com',
    photo: null,
    numberOfReviews: 42,
    seoDescription: null,
    latitude: 30.27,
    longitude: -97.74,
    cityId: 1,
    updatedAt: '2025-05-01T00:00:00.000Z',
    hours: weekHours(),
    timeZone: 'America/Chicago',
    award: { isAwarded: false, awardTitle: null, awardYear: null },
    about: 'Second Chance Resale sells furniture. It is in Austin.',
    ownHours: false,
    photos: [],
    claimed: false,
    consignmentTerms: consignmentTerms(),
    ...overrides,
  };
}

export const cityStores = (stores: StoreDetail[]): CityStores => ({ stores, total: stores.length });

/**
 * A directory that answers what a test gives it and, for anything else, fails as the API does for
 * an address that names nothing (404).
 */
export function fakeDirectory(reads: Partial<DirectoryReader>): DirectoryReader {
  const missing = () => Promise.reject(new DirectoryReadError({ statusCode: 404, error: 'Not Found', message: 'Not found' }));
  return new Proxy(reads, {
    get: (target, name: string) => target[name as keyof DirectoryReader] ?? missing,
  }) as DirectoryReader;
}

/** A read that fails as the API answers it: `status`, with its JSON error. */
export const failing =
  (statusCode: number, message = 'Failed') =>
  () =>
    Promise.reject(new DirectoryReadError({ statusCode, error: 'Error', message }));
