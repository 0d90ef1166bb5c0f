import { STORE_FLAGS } from '../contracts/api.contract';
import type { AwardStatus, StoreDetail, StoreFlag, StoreSummary } from '../contracts/api.contract';
import { generateAboutText } from './store-about';
import { generateOpeningHours } from './store-hours';
import type { StoreRow } from './store-row';

function flagsOf(row: StoreRow): Record<StoreFlag, boolean> {
  return Object.fromEntries(STORE_FLAGS.map((flag) => [flag, row[flag]])) as Record<StoreFlag, boolean>;
}

export function mapStoreSummary(row: StoreRow): StoreSummary {
  return {
    id: row.id,
    slug: row.slug,
    businessName: row.businessName,
    address: row.address,
    city: row.cityName,
    state: row.stateName,
    stateAbbreviation: row.stateAbbreviation,
    stateSlug: row.stateSlug,
    citySlug: row.citySlug,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    photo: row.photo,
    numberOfReviews: row.numberOfReviews,
    seoDescription: row.seoDescription,
    latitude: row.latitude,
    longitude: row.longitude,
    ...flagsOf(row),
  };
}

export function mapStoreDetail(row: StoreRow, award: AwardStatus): StoreDetail {
  return {
    ...mapStoreSummary(row),
    cityId: row.cityId,
    updatedAt: new Date(row.updatedAt).toISOString(),
    hours: generateOpeningHours(row.id),
    timeZone: row.timeZone,
    award,
    about: generateAboutText({
      id: row.id,
      businessName: row.businessName,
      city: row.cityName,
      state: row.stateName,
      flags: flagsOf(row),
    }),
  };
}
