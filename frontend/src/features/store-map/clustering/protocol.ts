import type { StoreMapView } from '@contracts/api.contract';
import type { MapBbox } from '@contracts/store-map.contract';

/** What the page asks the clustering worker. */
export type ClusteringRequest =
  /** Download every store from this address and index them. */
  | { type: 'load'; url: string }
  /** The clusters and single stores of a view. */
  | { type: 'view'; id: number; bbox: MapBbox; zoom: number };

/** What the worker answers. */
export type ClusteringAnswer =
  | { type: 'ready'; total: number }
  | { type: 'failed'; message: string }
  | ({ type: 'view'; id: number } & Pick<StoreMapView, 'clusters' | 'stores'>);
