import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StoreMapCluster } from '../contracts/api.contract';
import type { MapViewRequest } from '../contracts/store-map.contract';

export type MapIndexRequest =
  { type: 'build'; id: number; ids: Int32Array; coordinates: Float64Array } | { type: 'view'; id: number; view: MapViewRequest };

export type MapIndexAnswer =
  | { type: 'built'; id: number }
  | { type: 'view'; id: number; clusters: StoreMapCluster[]; storeIds: number[] }
  | { type: 'failed'; id: number; message: string };

/** Every store on the map: `ids[i]` stands at longitude `coordinates[2i]`, latitude `coordinates[2i + 1]`. */
export interface MapPoints {
  ids: Int32Array;
  coordinates: Float64Array;
}

/** The compiled worker; from the TypeScript sources (the tests) it is loaded through tsx's require hook. */
function startWorker(): Worker {
  const compiled = join(__dirname, 'store-map-index.worker.js');
  if (existsSync(compiled)) return new Worker(compiled);
  const source = join(__dirname, 'store-map-index.worker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true });
}

/** A retired index keeps answering this long. */
const RETIRE_AFTER_MILLISECONDS = 10_000;

type Pending = { resolve: (answer: MapIndexAnswer) => void; reject: (error: Error) => void };

/**
 * One version of the directory indexed in a worker thread (`store-map-index.worker.ts`). The
 * points are handed over without a copy; views are asked by message and answered in well under
 * a millisecond of the worker's time.
 */
export class StoreMapIndex {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private retired = false;
  private broken: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    /** Stores in the index. */
    readonly total: number,
    onBroken: (index: StoreMapIndex) => void,
  ) {
    worker.on('message', (answer: MapIndexAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      waiting?.resolve(answer);
    });
    const fail = (error: Error) => {
      this.broken = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.retired) onBroken(this);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The store map index stopped (exit code ${code})`)));
  }

  /** Indexes the points in a new worker; `onBroken` hears if that worker dies later. */
  static async build(points: MapPoints, onBroken: (index: StoreMapIndex) => void): Promise<StoreMapIndex> {
    const worker = startWorker();
    // The server's work keeps the process running, not this thread.
    worker.unref();
    const index = new StoreMapIndex(worker, points.ids.length, onBroken);
    try {
      await index.ask({ type: 'build', id: 0, ids: points.ids, coordinates: points.coordinates }, [
        points.ids.buffer as ArrayBuffer,
        points.coordinates.buffer as ArrayBuffer,
      ]);
    } catch (error) {
      await index.close();
      throw error;
    }
    return index;
  }

  /** A view's clusters, and the ids of its single stores. */
  async view(view: MapViewRequest): Promise<{ clusters: StoreMapCluster[]; storeIds: number[] }> {
    const answer = await this.ask({ type: 'view', id: 0, view });
    if (answer.type !== 'view') throw new Error('The store map index answered out of turn');
    return answer;
  }

  /**
   * Stops the worker once a newer index has taken over: after a grace period, so that a request
   * that took this index just before the swap is still answered.
   */
  retire(): Promise<void> {
    this.retired = true;
    return new Promise((resolve) => setTimeout(resolve, RETIRE_AFTER_MILLISECONDS).unref()).then(() => void this.worker.terminate());
  }

  /** Stops the worker now (the app is shutting down). */
  close(): Promise<unknown> {
    this.retired = true;
    return this.worker.terminate();
  }

  private ask(request: MapIndexRequest, transfer: ArrayBuffer[] = []): Promise<MapIndexAnswer> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise<MapIndexAnswer>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (answer) => (answer.type === 'failed' ? reject(new Error(answer.message)) : resolve(answer)),
        reject,
      });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }
}
