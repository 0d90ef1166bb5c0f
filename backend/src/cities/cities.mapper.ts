import type { CityDetail, CityWithStoreCount, NearbyCity } from '../contracts/api.contract';
import type { City } from './city.entity';
import type { CityListRow, NearbyCityRow } from './city.repository';

export function mapCityWithStoreCount(city: CityListRow): CityWithStoreCount {
  return { id: city.id, name: city.name, slug: city.slug, storeCount: city.storeCount };
}

/** A city with its state loaded. */
export function mapCityDetail(city: City, popularSearches: string[]): CityDetail {
  const { state } = city;
  return {
    ...mapCityWithStoreCount(city),
    latitude: city.latitude,
    longitude: city.longitude,
    state: { id: state.id, name: state.name, slug: state.slug, abbreviation: state.abbreviation },
    updatedAt: new Date(city.storesUpdatedAt ?? 0).toISOString(),
    popularSearches,
  };
}

export function mapNearbyCity(city: NearbyCityRow): NearbyCity {
  return {
    city: { id: city.id, name: city.name, slug: city.slug },
    state: { id: city.stateId, name: city.stateName, slug: city.stateSlug, abbreviation: city.stateAbbreviation },
    distance: Math.round(city.distance * 10) / 10,
    storeCount: city.storeCount,
  };
}
