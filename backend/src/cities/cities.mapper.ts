import type { CityDetail, CityWithStoreCount, NearbyCity } from '../contracts/api.contract';
import type { CityDetailRow, CityRow, NearbyCityRow } from './city.repository';

export function mapCityWithStoreCount(city: CityRow): CityWithStoreCount {
  return { id: city.id, name: city.name, slug: city.slug, storeCount: city.storeCount };
}

export function mapCityDetail(city: CityDetailRow): CityDetail {
  return {
    ...mapCityWithStoreCount(city),
    latitude: city.latitude,
    longitude: city.longitude,
    state: { id: city.stateId, name: city.stateName, slug: city.stateSlug, abbreviation: city.stateAbbreviation },
    updatedAt: new Date(city.storesUpdatedAt ?? 0).toISOString(),
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
