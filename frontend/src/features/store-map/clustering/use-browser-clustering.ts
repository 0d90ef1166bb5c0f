import type { StoreMapView } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useEffect, useRef, useState } from 'react';
import type { MapViewport } from '../use-map-markers';
import type { ClusteringAnswer, ClusteringRequest } from './protocol';

type ViewMarkers = Pick<StoreMapView, 'clusters' | 'stores'>;

/**
 * Clusters in a worker of its own when `enabled`: the worker downloads every store once, then
 * answers each viewport. Gives null until it has answered the current viewport's first time (and
 * for good if it cannot load, or the browser has no workers), so the caller keeps to the server.
 */
export function useBrowserClustering(enabled: boolean, viewport: MapViewport): ViewMarkers | null {
  const worker = useRef<Worker | null>(null);
  const lastAsked = useRef(0);
  const [ready, setReady] = useState(false);
  const [markers, setMarkers] = useState<ViewMarkers | null>(null);

  useEffect(() => {
    if (!enabled || typeof Worker === 'undefined') return;
    const instance = new Worker(new URL('./clustering.worker.ts', import.meta.url), { type: 'module', name: 'store-map-clustering' });
    worker.current = instance;
    // A worker that fails, now or later, hands the map back to the server.
    const giveUp = () => {
      instance.terminate();
      setReady(false);
      setMarkers(null);
    };
    instance.onmessage = (event: MessageEvent<ClusteringAnswer>) => {
      const answer = event.data;
      if (answer.type === 'ready') setReady(true);
      else if (answer.type === 'failed') giveUp();
      // Only the latest view counts: an older answer arriving late is dropped.
      else if (answer.id === lastAsked.current) setMarkers({ clusters: answer.clusters, stores: answer.stores });
    };
    instance.onerror = giveUp;
    instance.postMessage({ type: 'load', url: apiPaths.storeMap() } satisfies ClusteringRequest);
    return () => {
      instance.terminate();
      worker.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    if (!ready || !worker.current) return;
    lastAsked.current += 1;
    worker.current.postMessage({
      type: 'view',
      id: lastAsked.current,
      bbox: viewport.visible,
      zoom: viewport.zoom,
    } satisfies ClusteringRequest);
  }, [ready, viewport]);

  return ready ? markers : null;
}
