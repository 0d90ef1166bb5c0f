import type { StoreMapView } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { WHOLE_MAP_VIEW, type MapViewRequest } from '@contracts/store-map.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/stores/map?bbox=&zoom=`: one view's clusters and single stores. */
export const storeMapViewQueryOptions = (view: MapViewRequest) =>
  directoryQueryOptions<StoreMapView>(apiPaths.storeMap(view), (reader, options) => reader.storeMapView(view, options));

/** The map page's first view, the whole country (the server puts it into the page). */
export const useFirstStoreMapView = () => useQuery(storeMapViewQueryOptions(WHOLE_MAP_VIEW));

/** The clusters of the view on screen; the last view's stay drawn while the next one loads. */
export const useStoreMapView = (view: MapViewRequest, enabled: boolean) =>
  useQuery({ ...storeMapViewQueryOptions(view), enabled, placeholderData: keepPreviousData });
