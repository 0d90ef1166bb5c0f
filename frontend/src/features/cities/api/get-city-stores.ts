import type { CityStores, SearchFilter } from '@contracts/api.contract';
import { apiPaths, CITY_PAGE_STORE_LIMIT } from '@contracts/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/**
 * `GET /api/states/:stateSlug/cities/:citySlug/stores?limit=100&features=...`: the city page's stores
 * that meet its filters, and their total.
 */
export const cityStoresQueryOptions = (stateSlug: string, citySlug: string, features: readonly SearchFilter[] = []) =>
  directoryQueryOptions<CityStores>(apiPaths.cityStores(stateSlug, citySlug, CITY_PAGE_STORE_LIMIT, features), (reader, options) =>
    reader.cityStores(stateSlug, citySlug, CITY_PAGE_STORE_LIMIT, features, options),
  );

/** A change of filters keeps the list shown until the next one is there. */
export const useCityStores = (stateSlug: string, citySlug: string, features: readonly SearchFilter[] = []) =>
  useQuery({ ...cityStoresQueryOptions(stateSlug, citySlug, features), placeholderData: keepPreviousData });
