import { STORE_FLAGS } from '../contracts/api.contract';
import type { AwardStatus, StoreDetail, StoreFlag, StorePhoto, StoreSummary } from '../contracts/api.contract';
import { generateAboutText } from './store-about';
import { storeOpeningHours } from './store-hours';
import type { EntityMetadata } from '@mikro-orm/core';
import type { City } from '../cities/city.entity';
import type { State } from '../states/state.entity';
import type { Store } from './store.entity';
import type { StorePhoto as StorePhotoEntity } from './store-photo.entity';
import { STORE_PHOTOS_PATH } from '../contracts/contributions.contract';

/**
 * What a store's summary is made of: the entity with its city and state loaded, or the same fields
 * read as plain rows (search's page).
 */
export type StoreSummarySource = Pick<Store, (typeof SUMMARY_STORE_FIELDS)[number]> & {
  city: Pick<City, 'id' | 'name' | 'slug'> & { state: Pick<State, 'name' | 'abbreviation' | 'slug'> };
};

/** The store's own fields a summary shows. */
export const SUMMARY_STORE_FIELDS = [
  'id',
  'slug',
  'businessName',
  'address',
  'zipCode',
  'phone',
  'website',
  'photo',
  'numberOfReviews',
  'seoDescription',
  'latitude',
  'longitude',
  ...STORE_FLAGS,
] as const satisfies readonly (keyof Store)[];

/** A store's summary read as a plain row: its own fields (`SUMMARY_STORE_FIELDS`), its city's and its state's. */
export type StoreSummaryRow = Pick<Store, (typeof SUMMARY_STORE_FIELDS)[number]> & {
  cityId: number;
  cityName: string;
  citySlug: string;
  stateName: string;
  stateAbbreviation: string;
  stateSlug: string;
};

/**
 * The select list of a StoreSummaryRow from `store st join city c ... join state s ...`, in the
 * entity's column names: for statements that read summaries as plain rows (an entity with its city
 * and state costs more than the statement).
 */
export function storeSummaryColumns(store: EntityMetadata<Store>): string {
  return [
    ...SUMMARY_STORE_FIELDS.map((field) => `st.${store.properties[field].fieldNames[0]} as "${field}"`),
    'c.id as "cityId"',
    'c.name as "cityName"',
    'c.slug as "citySlug"',
    's.name as "stateName"',
    's.abbreviation as "stateAbbreviation"',
    's.slug as "stateSlug"',
  ].join(', ');
}

/** A plain row's summary, as `mapStoreSummary` reads it (the row's other columns left out). */
export function summarySourceOf(row: StoreSummaryRow): StoreSummarySource {
  const store = Object.fromEntries(SUMMARY_STORE_FIELDS.map((field) => [field, row[field]])) as Pick<
    Store,
    (typeof SUMMARY_STORE_FIELDS)[number]
  >;
  return {
    ...store,
    city: {
      id: row.cityId,
      name: row.cityName,
      slug: row.citySlug,
      state: { name: row.stateName, abbreviation: row.stateAbbreviation, slug: row.stateSlug },
    },
  };
}

function flagsOf(store: Pick<Store, StoreFlag>): Record<StoreFlag, boolean> {
  return Object.fromEntries(STORE_FLAGS.map((flag) => [flag, store[flag]])) as Record<StoreFlag, boolean>;
}

/** A store with its city and state loaded. */
export function mapStoreSummary(store: StoreSummarySource): StoreSummary {
  const { city } = store;
  const { state } = city;
  return {
    id: store.id,
    slug: store.slug,
    businessName: store.businessName,
    address: store.address,
    city: city.name,
    state: state.name,
    stateAbbreviation: state.abbreviation,
    stateSlug: state.slug,
    citySlug: city.slug,
    zipCode: store.zipCode,
    phone: store.phone,
    website: store.website,
    photo: store.photo,
    numberOfReviews: store.numberOfReviews,
    seoDescription: store.seoDescription,
    latitude: store.latitude,
    longitude: store.longitude,
    ...flagsOf(store),
  };
}

/** An owner's photo as the API gives it, served from `STORE_PHOTOS_PATH`. */
export function mapStorePhoto(photo: Pick<StorePhotoEntity, 'id' | 'file' | 'width' | 'height'>): StorePhoto {
  return { id: photo.id, url: `${STORE_PHOTOS_PATH}/${photo.file}`, width: photo.width, height: photo.height };
}

/** What a store's page shows of its owner: their photos, and whether a verified owner keeps it. */
export interface StoreOwnership {
  photos: StorePhoto[];
  claimed: boolean;
}

export function mapStoreDetail(store: Store, award: AwardStatus, ownership: StoreOwnership): StoreDetail {
  return {
    ...mapStoreSummary(store),
    cityId: store.city.id,
    updatedAt: store.updatedAt.toISOString(),
    // The owner's own hours replace the generated ones.
    hours: storeOpeningHours(store),
    ownHours: store.hours !== null,
    ...ownership,
    consignmentTerms: store.consignmentTerms,
    timeZone: store.timeZone,
    award,
    about: generateAboutText({
      id: store.id,
      businessName: store.businessName,
      city: store.city.name,
      state: store.city.state.name,
      flags: flagsOf(store),
    }),
  };
}
