import { STORE_FLAGS } from '../contracts/api.contract';
import type { AwardStatus, StoreDetail, StoreFlag, StorePhoto, StoreSummary } from '../contracts/api.contract';
import { generateAboutText } from './store-about';
import { generateOpeningHours } from './store-hours';
import { generateConsignmentTerms } from './store-terms';
import type { ConsignmentTerms } from '../contracts/consignment-terms';
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

/** A store's consignment terms: generated from its id and goods (the directory holds none of its own yet). */
export function mapStoreTerms(store: Pick<Store, 'id' | StoreFlag>): ConsignmentTerms {
  return generateConsignmentTerms(store.id, flagsOf(store));
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
    hours: store.hours ?? generateOpeningHours(store.id),
    ownHours: store.hours !== null,
    ...ownership,
    consignmentTerms: mapStoreTerms(store),
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
