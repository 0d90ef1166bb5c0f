/**
 * The store map's cluster index, in a worker thread: indexing hundreds of thousands of stores takes
 * seconds of CPU, which on the main thread would hold every request of the server. Receives every
 * store's id and place once, then answers views: clusters, and the ids of the single stores.
 */
import { parentPort } from 'node:worker_threads';
import Supercluster, { type PointFeature } from 'supercluster';
import { clusterView, STORE_MAP_CLUSTERING } from '../contracts/store-map.contract';
import type { MapIndexAnswer, MapIndexRequest } from './store-map-index';

let index: Supercluster<null, Record<string, never>> | null = null;

function build(ids: Int32Array, coordinates: Float64Array): void {
  const points = new Array<PointFeature<null>>(ids.length);
  for (let i = 0; i < ids.length; i += 1) {
    points[i] = {
      type: 'Feature',
      id: ids[i],
      properties: null,
      geometry: { type: 'Point', coordinates: [coordinates[2 * i]!, coordinates[2 * i + 1]!] },
    };
  }
  index = new Supercluster<null, Record<string, never>>(STORE_MAP_CLUSTERING).load(points);
}

parentPort!.on('message', (request: MapIndexRequest) => {
  let answer: MapIndexAnswer;
  try {
    if (request.type === 'build') {
      build(request.ids, request.coordinates);
      answer = { type: 'built', id: request.id };
    } else {
      if (!index) throw new Error('No stores indexed yet');
      const { clusters, single } = clusterView(index, request.view);
      answer = { type: 'view', id: request.id, clusters, storeIds: single.map((feature) => feature.id as number) };
    }
  } catch (error) {
    answer = { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
