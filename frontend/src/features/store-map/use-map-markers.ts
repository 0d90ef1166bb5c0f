import type { StoreMapCluster, StoreMapItem, StoreMapView } from '@contracts/api.contract';
import { BROWSER_CLUSTERING_MAX_STORES, mapViewRequestFor, type MapBbox } from '@contracts/store-map.contract';
import { useState } from 'react';
import { useStoreMapView } from './api/get-store-map';
import { useBrowserClustering } from './clustering/use-browser-clustering';

/** What the map shows: the visible area and the zoom. */
export interface MapViewport {
  visible: MapBbox;
  zoom: number;
}

export interface MapMarkers {
  clusters: StoreMapCluster[];
  stores: StoreMapItem[];
  /** Who clustered them: the server, or the browser's worker once it holds every store. */
  clusteredIn: 'server' | 'browser';
  /** The clusters of the view on screen could not be fetched; the last ones stay drawn. */
  failed: boolean;
  retry: () => void;
}

/**
 * The markers of the view on screen. A directory small enough to download is fetched once, as soon
 * as the visitor reaches for the map (`engaged`), and clustered in a worker, so zooming and panning
 * ask nothing more; a larger one is clustered by the server view by view. Until the worker is
 * ready, views come from the server too, starting with the first one the page already has.
 */
export function useMapMarkers(viewport: MapViewport, firstView: StoreMapView, engaged: boolean): MapMarkers {
  const small = firstView.total > 0 && firstView.total <= BROWSER_CLUSTERING_MAX_STORES;
  const inBrowser = useBrowserClustering(small && engaged, viewport);

  const request = mapViewRequestFor(viewport.visible, viewport.zoom);
  const fromServer = useStoreMapView(request, inBrowser === null && firstView.total > 0);

  // The last view the server answered stays drawn while the next one loads, or if it fails (kept
  // while rendering: React's way to remember what an earlier render had).
  const [lastAnswer, setLastAnswer] = useState(firstView);
  if (fromServer.data && fromServer.data !== lastAnswer) setLastAnswer(fromServer.data);

  if (inBrowser) return { ...inBrowser, clusteredIn: 'browser', failed: false, retry: () => undefined };
  return {
    clusteredIn: 'server',
    clusters: lastAnswer.clusters,
    stores: lastAnswer.stores,
    failed: fromServer.isError,
    retry: () => void fromServer.refetch(),
  };
}
