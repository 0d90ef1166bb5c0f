/**
 * Clusters the whole directory off the page's main thread: downloads every store once
 * (`GET /api/stores/map`), reads and indexes them with supercluster (the server's options), then
 * answers each view. Parsing and indexing thousands of stores would otherwise hold the page for
 * a tenth of a second or more.
 */
import type { StoreMapItem } from '@contracts/api.contract';
import { clusterView, STORE_MAP_CLUSTERING, type MapBbox } from '@contracts/store-map.contract';
import Supercluster from 'supercluster';
import type { ClusteringAnswer, ClusteringRequest } from './protocol';

type StoreIndex = Supercluster<StoreMapItem, Record<string, never>>;

let index: StoreIndex | null = null;

const answer = (message: ClusteringAnswer) => self.postMessage(message);

async function load(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const stores = (await response.json()) as StoreMapItem[];
  index = new Supercluster<StoreMapItem, Record<string, never>>(STORE_MAP_CLUSTERING).load(
    stores.map((store) => ({
      type: 'Feature' as const,
      properties: store,
      geometry: { type: 'Point' as const, coordinates: [store.longitude, store.latitude] },
    })),
  );
  answer({ type: 'ready', total: stores.length });
}

function view(id: number, bbox: MapBbox, zoom: number): void {
  if (!index) return;
  const { clusters, single } = clusterView(index, { bbox, zoom });
  answer({ type: 'view', id, clusters, stores: single.map((feature) => feature.properties as StoreMapItem) });
}

self.onmessage = (event: MessageEvent<ClusteringRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    load(request.url).catch((error: unknown) => answer({ type: 'failed', message: String(error) }));
  } else {
    view(request.id, request.bbox, request.zoom);
  }
};
