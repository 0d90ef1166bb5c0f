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

/**
 * The stores as supercluster's `load` reads them: one feature, filled in again for each store.
 * supercluster (9.x) copies each point's place, id and properties into typed arrays of its own as it
 * reads, so indexing a million stores makes no million GeoJSON objects (about 180 MB of heap that an
 * idle worker would keep for half a minute). The map API's tests of single stores' ids would fail
 * if a later version kept the objects themselves.
 */
function pointsOf(ids: Int32Array, coordinates: Float64Array): PointFeature<null>[] {
  const place: [longitude: number, latitude: number] = [0, 0];
  const feature: PointFeature<null> = { type: 'Feature', id: 0, properties: null, geometry: { type: 'Point', coordinates: place } };
  const points = {
    length: ids.length,
    *[Symbol.iterator]() {
      for (let i = 0; i < ids.length; i += 1) {
        feature.id = ids[i];
        place[0] = coordinates[2 * i]!;
        place[1] = coordinates[2 * i + 1]!;
        yield feature;
      }
    },
  };
  return points as unknown as PointFeature<null>[];
}

function build(ids: Int32Array, coordinates: Float64Array): void {
  index = new Supercluster<null, Record<string, never>>(STORE_MAP_CLUSTERING).load(pointsOf(ids, coordinates));
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
