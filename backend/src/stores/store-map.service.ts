import { CreateRequestContext } from '@mikro-orm/core';
import { BadRequestException, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JSON_TYPE, weakEtag, type PreparedAnswer } from '../common/http/prepared-answer';
import { GzipWriter } from '../common/cache/gzip-writer';
import { errorText } from '../common/errors/error-text';
import { CitiesService } from '../cities/cities.service';
import { AppConfig } from '../config/app-config';
import { CHANGE_CHANNELS, ChangeNotices } from '../database/change-notices';
import type { StoreMapView } from '../contracts/api.contract';
import { bboxPixels, STORE_MAP_VIEW_MAX_PIXELS, type MapViewRequest } from '../contracts/store-map.contract';
import type { StoreMapQuery } from './dto/store-map.query';
import { StoreMapIndex, type MapPoints } from './store-map-index';
import { StoreRepository } from './store.repository';

/** Browsers keep map answers this long, then ask again with the ETag (and get a 304 when nothing changed). */
export const STORE_MAP_CACHE_CONTROL = 'public, max-age=300';

/** The whole list is read and compressed this many stores at a time, so no step holds the event loop long. */
const LIST_SLICE = 5_000;

/** Stores' places are read this many at a time for the index. */
const POINT_SLICE = 20_000;

/** Checks for changed stores at least this often even when answers are not cached. */
const MIN_CHECK_MILLISECONDS = 1_000;

/** A view's allowance for the rounding of its corners. */
const PIXEL_TOLERANCE = 1;

/** A typed array twice as long as `array`, beginning with its values. */
function doubled<T extends Int32Array | Float64Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(2 * array.length);
  larger.set(array);
  return larger;
}

/** The cluster index of one version of the directory. */
interface MapIndex {
  version: string;
  clusters: StoreMapIndex;
  total: number;
}

/**
 * The store map: one supercluster index of every store's place (ids and coordinates only, a few
 * bytes a store) in a worker thread, rebuilt when the stores change, answers any view's clusters
 * without touching the database; only the single stores of a view are read, in one query. The
 * whole list is compressed once per version of the directory and sent from memory.
 */
@Injectable()
export class StoreMapService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StoreMapService.name);
  private readonly checkEveryMilliseconds: number;
  private index: MapIndex | null = null;
  private checkedAt = 0;
  private refreshing: Promise<MapIndex> | null = null;
  private destroyed = false;
  private list: { version: string; answer: Promise<PreparedAnswer> } | null = null;
  private readonly retiring = new Set<StoreMapIndex>();

  constructor(
    private readonly stores: StoreRepository,
    private readonly cities: CitiesService,
    private readonly notices: ChangeNotices,
    config: AppConfig,
  ) {
    // Changes show on the map as soon as in the API's other answers.
    this.checkEveryMilliseconds = Math.max(MIN_CHECK_MILLISECONDS, config.apiCache.seconds * 1000);
  }

  /** A change announced by any instance is checked for at once (the map is made again if stores came or went). */
  onApplicationBootstrap(): void {
    this.notices.follow(CHANGE_CHANNELS.directory, () => (this.index ? this.refreshNow() : undefined));
  }

  async onApplicationShutdown(): Promise<void> {
    this.destroyed = true;
    // A build under way closes its own worker when it ends (see refresh).
    await this.refreshing?.catch(() => undefined);
    const index = this.index;
    this.index = null;
    await Promise.all([index?.clusters.close(), ...[...this.retiring].map((retired) => retired.close())]);
  }

  /** An index replaced answers the views already asked of it, then stops; at the latest when the app does. */
  private retire(clusters: StoreMapIndex): void {
    this.retiring.add(clusters);
    void clusters.retire().finally(() => this.retiring.delete(clusters));
  }

  /** Builds the index ahead of the first visitor; a failure is logged and the first request tries again. */
  warmUp(): void {
    this.current().catch((error: unknown) => this.logger.error(`The store map could not be prepared: ${errorText(error)}`));
  }

  /**
   * The view a query asks for, or null for the whole list. A view needs both `bbox` and `zoom`, a
   * real area, and at most {@link STORE_MAP_VIEW_MAX_PIXELS} pixels each way at that zoom: a
   * request for the whole country at street level would be every store one by one.
   */
  readView(query: StoreMapQuery): MapViewRequest | null {
    const { bbox, zoom } = query;
    if (bbox === undefined && zoom === undefined) return null;
    if (bbox === undefined || zoom === undefined) throw new BadRequestException('bbox and zoom must be given together');
    const [west, south, east, north] = bbox;
    if (!(west >= -180 && east <= 180 && west < east)) {
      throw new BadRequestException('bbox longitudes must run from west to east within -180 to 180');
    }
    if (!(south >= -90 && north <= 90 && south < north)) {
      throw new BadRequestException('bbox latitudes must run from south to north within -90 to 90');
    }
    const { width, height } = bboxPixels(bbox, zoom);
    if (Math.max(width, height) > STORE_MAP_VIEW_MAX_PIXELS + PIXEL_TOLERANCE) {
      throw new BadRequestException(
        `bbox is too large for zoom ${zoom}: a view spans at most ${STORE_MAP_VIEW_MAX_PIXELS} pixels each way`,
      );
    }
    return { bbox, zoom };
  }

  /** The clusters and single stores of one view. */
  async view(request: MapViewRequest): Promise<StoreMapView> {
    const index = await this.current();
    const { clusters, storeIds } = await index.clusters.view(request);
    const stores = storeIds.length > 0 ? await this.stores.listMapItems(storeIds) : [];
    stores.sort((a, b) => a.id - b.id);
    return { total: index.total, clusters, stores };
  }

  /** Every store on the map (`GET /api/stores/map`), compressed once for this version of the directory. */
  async listAnswer(): Promise<PreparedAnswer> {
    const { version } = await this.current();
    if (this.list?.version !== version) {
      const answer = this.compressList();
      this.list = { version, answer };
      // A failed build is not kept: the next request tries again.
      answer.catch(() => {
        if (this.list?.answer === answer) this.list = null;
      });
    }
    return this.list.answer;
  }

  /**
   * After a store was listed, closed or reopened: the index is made again now, not at the next check,
   * so the map shows the change (a check already running is let finish first: it may have read the
   * directory before the change).
   */
  async refreshNow(): Promise<void> {
    await this.refreshing?.catch(() => undefined);
    this.checkedAt = 0;
    void this.current().catch(() => undefined);
    await this.refreshing?.catch(() => undefined);
  }

  /**
   * The index for the directory as it is. A check for changes is due every so often; until it
   * ends, and while a changed directory is indexed again, the index in hand keeps answering.
   */
  private current(): Promise<MapIndex> {
    // Without an index (the first request, or after a failed build) every request tries again.
    const due = !this.index || Date.now() - this.checkedAt >= this.checkEveryMilliseconds;
    if (due && !this.refreshing) {
      this.refreshing = this.refresh().finally(() => {
        this.refreshing = null;
      });
      // Answered from the index in hand; a failed check is logged and tried again on a later request.
      if (this.index) this.refreshing.catch((error: unknown) => this.logger.error(`Store map refresh failed: ${errorText(error)}`));
    }
    return this.index ? Promise.resolve(this.index) : this.refreshing!;
  }

  /**
   * Started by whichever request (or the warm-up) finds a check due, and shared by every request
   * that waits for it: in an entity manager of its own, not that request's.
   */
  @CreateRequestContext<StoreMapService>((service) => service.stores)
  private async refresh(): Promise<MapIndex> {
    const version = await this.cities.dataVersion();
    this.checkedAt = Date.now();
    if (this.index?.version === version) return this.index;
    const started = Date.now();
    const points = await this.readPoints();
    const read = Date.now();
    const clusters = await StoreMapIndex.build(points, (broken) => this.forget(broken));
    if (this.destroyed) {
      await clusters.close();
      throw new Error('The app is shutting down');
    }
    const previous = this.index;
    this.index = { version, clusters, total: clusters.total };
    if (previous) this.retire(previous.clusters);
    this.logger.log(`Store map indexed: ${clusters.total} stores read in ${read - started} ms, indexed in ${Date.now() - read} ms`);
    return this.index;
  }

  /** An index whose worker died is dropped; the next request builds another. */
  private forget(broken: StoreMapIndex): void {
    this.logger.error('The store map index stopped; it will be built again');
    if (this.index?.clusters === broken) {
      this.index = null;
      this.checkedAt = 0;
    }
  }

  /**
   * Every store's id and place, read a slice at a time straight into two typed arrays, which double
   * when full. Arrays of plain numbers grown a push at a time left about 100 MB of garbage on the
   * heap at 1,000,000 stores, kept until the process next collected it (half a minute when idle).
   */
  private async readPoints(): Promise<MapPoints> {
    let ids = new Int32Array(POINT_SLICE);
    let coordinates = new Float64Array(2 * POINT_SLICE);
    let count = 0;
    let afterId = 0;
    for (;;) {
      const rows = await this.stores.listMapPointsAfter(afterId, POINT_SLICE);
      if (count + rows.length > ids.length) {
        ids = doubled(ids);
        coordinates = doubled(coordinates);
      }
      for (const row of rows) {
        ids[count] = row.id;
        coordinates[2 * count] = row.longitude;
        coordinates[2 * count + 1] = row.latitude;
        count += 1;
      }
      if (rows.length < POINT_SLICE) break;
      afterId = rows[rows.length - 1]!.id;
    }
    // Views of the filled part: their whole buffers go to the index's worker without a copy.
    return { ids: ids.subarray(0, count), coordinates: coordinates.subarray(0, 2 * count) };
  }

  /** The whole list as JSON, read a slice at a time and compressed as it goes; kept for every request, like the index. */
  @CreateRequestContext<StoreMapService>((service) => service.stores)
  private async compressList(): Promise<PreparedAnswer> {
    const writer = new GzipWriter();
    try {
      let afterId = 0;
      let first = true;
      await writer.write('[');
      for (;;) {
        const items = await this.stores.listMapItemsAfter(afterId, LIST_SLICE);
        if (items.length === 0) break;
        const json = JSON.stringify(items);
        await writer.write(first ? json.slice(1, -1) : `,${json.slice(1, -1)}`);
        first = false;
        afterId = items[items.length - 1]!.id;
        if (items.length < LIST_SLICE) break;
      }
      const gzipped = await writer.end(']');
      return { contentType: JSON_TYPE, cacheControl: STORE_MAP_CACHE_CONTROL, body: gzipped, gzipped: true, etag: weakEtag(gzipped) };
    } catch (error) {
      writer.destroy();
      throw error;
    }
  }
}
