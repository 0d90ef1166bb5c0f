/**
 * The store map's constants and the map API's address, shared by the server (which clusters) and
 * the app (which draws, and clusters itself when the directory is small enough to download).
 */
import type { StoreMapCluster } from './api.contract';
import type { MapTiles } from './site.contract';

/** The public OpenStreetMap tiles, and the credit their usage policy requires. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** Spec: the map page starts centred on the United States at zoom 4, 600 px tall. */
export const STORE_MAP_CENTER: readonly [latitude: number, longitude: number] = [39.8283, -98.5795];
export const STORE_MAP_ZOOM = 4;
/** The map's box is `h-[600px]` in the page (a class: the Content-Security-Policy refuses style attributes). */
export const STORE_MAP_HEIGHT_PX = 600;
export const STORE_MAP_MAX_ZOOM = 18;
export const STORE_MAP_TILE_SIZE = 256;
/** Spec: a store marker is 30x30. */
export const STORE_MARKER_SIZE_PX = 30;

/**
 * Supercluster's options, the same on both sides so a view looks the same whoever clustered it.
 * The spec's radius is 80 screen pixels; supercluster measures it against `extent`, so the extent is
 * the map's tile size.
 */
export const STORE_MAP_CLUSTERING = {
  radius: 80,
  extent: STORE_MAP_TILE_SIZE,
  /** Above this zoom every store is drawn on its own. */
  maxZoom: 16,
  minPoints: 2,
} as const;

/** Spec: a cluster is small under 10 stores, medium under 100, large otherwise. */
export function clusterSizeClass(count: number): 'small' | 'medium' | 'large' {
  return count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
}

/**
 * Up to this many stores the browser downloads every store once (`GET /api/stores/map`) and
 * clusters them itself, so zooming and panning ask nothing more; above it, each view asks the
 * server for its clusters.
 */
export const BROWSER_CLUSTERING_MAX_STORES = 15_000;

/** A view request may span at most this many pixels each way (16 tiles): four times a wide screen. */
export const STORE_MAP_VIEW_MAX_PIXELS = 4096;

/** west, south, east, north in degrees. */
export type MapBbox = readonly [west: number, south: number, east: number, north: number];

export interface MapViewRequest {
  bbox: MapBbox;
  zoom: number;
}

/** Web Mercator stops here; farther north or south is off the map. */
const MERCATOR_MAX_LATITUDE = 85.0511;
const WORLD_BBOX: MapBbox = [-180, -MERCATOR_MAX_LATITUDE, 180, MERCATOR_MAX_LATITUDE];

/** The first view: every store (Alaska, Hawaii and Puerto Rico included) at the page's zoom. */
export const WHOLE_MAP_VIEW: MapViewRequest = { bbox: WORLD_BBOX, zoom: STORE_MAP_ZOOM };

/** Up to this zoom the whole world fits in the largest view request: the view asked for is the world. */
const WORLD_VIEW_MAX_ZOOM = Math.log2(STORE_MAP_VIEW_MAX_PIXELS / STORE_MAP_TILE_SIZE);

/** Longitude to the map's horizontal position, 0 (west edge) to 1. */
export const mercatorX = (longitude: number) => longitude / 360 + 0.5;

/** Latitude to the map's vertical position, 0 (north edge) to 1. */
export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
}

const tileLongitude = (x: number, tiles: number) => (x / tiles) * 360 - 180;
const tileLatitude = (y: number, tiles: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / tiles))) * 180) / Math.PI;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** How many pixels a bbox spans at a zoom, each way. */
export function bboxPixels([west, south, east, north]: MapBbox, zoom: number): { width: number; height: number } {
  const worldPixels = STORE_MAP_TILE_SIZE * 2 ** zoom;
  return {
    width: (mercatorX(east) - mercatorX(west)) * worldPixels,
    height: (mercatorY(south) - mercatorY(north)) * worldPixels,
  };
}

/**
 * The view request for what the map shows: the visible area widened to whole tiles plus one tile
 * around it, so small pans ask nothing new and views that share tiles share one cached answer. At
 * low zooms it is the whole world.
 */
export function mapViewRequestFor(visible: MapBbox, zoom: number): MapViewRequest {
  const z = Math.max(0, Math.min(STORE_MAP_MAX_ZOOM, Math.round(zoom)));
  if (z <= WORLD_VIEW_MAX_ZOOM) return { bbox: WORLD_BBOX, zoom: z };
  const tiles = 2 ** z;
  const maxTiles = STORE_MAP_VIEW_MAX_PIXELS / STORE_MAP_TILE_SIZE;
  const clampTile = (value: number) => Math.max(0, Math.min(tiles, value));
  const [west, south, east, north] = visible;
  let x0 = clampTile(Math.floor(mercatorX(Math.max(-180, west)) * tiles) - 1);
  let x1 = clampTile(Math.ceil(mercatorX(Math.min(180, east)) * tiles) + 1);
  let y0 = clampTile(Math.floor(mercatorY(north) * tiles) - 1);
  let y1 = clampTile(Math.ceil(mercatorY(south) * tiles) + 1);
  // A view wider than the largest request keeps its middle.
  if (x1 - x0 > maxTiles) [x0, x1] = shrinkAround(x0, x1, maxTiles);
  if (y1 - y0 > maxTiles) [y0, y1] = shrinkAround(y0, y1, maxTiles);
  return {
    bbox: [
      round6(tileLongitude(x0, tiles)),
      round6(tileLatitude(y1, tiles)),
      round6(tileLongitude(x1, tiles)),
      round6(tileLatitude(y0, tiles)),
    ],
    zoom: z,
  };
}

function shrinkAround(from: number, to: number, size: number): [number, number] {
  const start = Math.floor((from + to - size) / 2);
  return [start, start + size];
}

/** The API's query for one view: `bbox=west,south,east,north&zoom=z`. */
export const storeMapApiQuery = (view: MapViewRequest) => ({ bbox: view.bbox.join(','), zoom: String(view.zoom) });

/** `GET /api/stores/map`: every store on the map; with a view, that view's clusters and single stores. */
export function storeMapApiPath(view?: MapViewRequest): string {
  if (!view) return '/api/stores/map';
  const { bbox, zoom } = storeMapApiQuery(view);
  return `/api/stores/map?bbox=${bbox}&zoom=${zoom}`;
}

/** A point or cluster as a supercluster index hands it out. */
export interface ClusterIndexFeature {
  id?: number | string;
  geometry: { coordinates: number[] };
  properties: unknown;
}

/** The members of a supercluster index a view reads (typed here, so this file needs no library). */
export interface ClusterIndexLike {
  getClusters(bbox: [number, number, number, number], zoom: number): ClusterIndexFeature[];
  getClusterExpansionZoom(clusterId: number): number;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * A view read from a cluster index: its clusters as the API gives them, and its single stores as
 * the index holds them. The server and the app's clustering worker read views the same way.
 */
export function clusterView(
  index: ClusterIndexLike,
  { bbox, zoom }: MapViewRequest,
): { clusters: StoreMapCluster[]; single: ClusterIndexFeature[] } {
  const clusters: StoreMapCluster[] = [];
  const single: ClusterIndexFeature[] = [];
  for (const feature of index.getClusters([...bbox], Math.round(zoom))) {
    const properties = feature.properties as { cluster?: boolean; cluster_id: number; point_count: number } | null;
    if (!properties?.cluster) {
      single.push(feature);
      continue;
    }
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    clusters.push({
      latitude: round5(latitude),
      longitude: round5(longitude),
      count: properties.point_count,
      expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
    });
  }
  return { clusters, single };
}

/** A map tile of the first view, placed relative to the centre of the map's box, in pixels. */
export interface FirstViewTile {
  url: string;
  left: number;
  top: number;
}

/** The first view's tiles are drawn on the server for a box this wide (a phone's, or a small tablet's). */
const FIRST_VIEW_TILES_WIDTH = 640;

/**
 * A tile server's address for one tile, built as Leaflet builds it from the template: `{s}` from
 * Leaflet's default subdomains 'abc', `{r}` empty (no retina tiles), so both ask for the same file.
 */
export function mapTileUrl(template: string, x: number, y: number, z: number): string {
  const values: Record<string, string> = { x: String(x), y: String(y), z: String(z), s: 'abc'[Math.abs(x + y) % 3]!, r: '' };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The tiles of the page's first view (centre and zoom of the spec) that cover the middle of the
 * map's box, as Leaflet places them: the page draws them before its scripts run, so the map is seen
 * at once; Leaflet's own tiles, the same files, take their place.
 */
export function firstViewTiles(template: string): FirstViewTile[] {
  const scale = STORE_MAP_TILE_SIZE * 2 ** STORE_MAP_ZOOM;
  const [latitude, longitude] = STORE_MAP_CENTER;
  const centreX = mercatorX(longitude) * scale;
  const centreY = mercatorY(latitude) * scale;
  const range = (centre: number, half: number) => {
    const first = Math.floor((centre - half) / STORE_MAP_TILE_SIZE);
    const last = Math.floor((centre + half) / STORE_MAP_TILE_SIZE);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  };
  return range(centreY, STORE_MAP_HEIGHT_PX / 2).flatMap((y) =>
    range(centreX, FIRST_VIEW_TILES_WIDTH / 2).map((x) => ({
      url: mapTileUrl(template, x, y, STORE_MAP_ZOOM),
      left: Math.round(x * STORE_MAP_TILE_SIZE - centreX),
      top: Math.round(y * STORE_MAP_TILE_SIZE - centreY),
    })),
  );
}
