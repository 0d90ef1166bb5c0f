import {
  bboxPixels,
  clusterSizeClass,
  mapTileUrl,
  mapViewRequestFor,
  STORE_MAP_VIEW_MAX_PIXELS,
  storeMapApiPath,
  WHOLE_MAP_VIEW,
} from './store-map.contract';

describe('the store map contract', () => {
  it("builds a tile's address from the operator's template as Leaflet does ({s} from 'abc', {r} empty)", () => {
    expect(mapTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 3, 6, 4)).toBe('https://tile.openstreetmap.org/4/3/6.png');
    expect(mapTileUrl('https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png', 3, 6, 4)).toBe('https://a.tiles.example.org/4/3/6.png');
    expect(mapTileUrl('https://{s}.tiles.example.org/{z}/{x}/{y}.png', 4, 6, 4)).toBe('https://b.tiles.example.org/4/4/6.png');
  });

  it('classes clusters as the spec says: small under 10, medium under 100, large otherwise', () => {
    expect([2, 9, 10, 99, 100, 60_000].map(clusterSizeClass)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
  });

  it('asks for the whole world up to zoom 4, the page zoom, whatever part of it is visible', () => {
    expect(mapViewRequestFor([-110, 30, -90, 40], 4)).toEqual(WHOLE_MAP_VIEW);
    expect(mapViewRequestFor([-80, 35, -70, 42], 2)).toEqual({ bbox: WHOLE_MAP_VIEW.bbox, zoom: 2 });
    expect(storeMapApiPath(WHOLE_MAP_VIEW)).toBe('/api/stores/map?bbox=-180,-85.0511,180,85.0511&zoom=4');
  });

  it('widens a closer view to whole tiles plus one around, so small pans ask for the same view', () => {
    const view = mapViewRequestFor([-122.45, 37.75, -122.4, 37.8], 12);
    const panned = mapViewRequestFor([-122.448, 37.751, -122.398, 37.801], 12);
    expect(panned).toEqual(view);
    const [west, south, east, north] = view.bbox;
    expect(west).toBeLessThan(-122.45);
    expect(south).toBeLessThan(37.75);
    expect(east).toBeGreaterThan(-122.4);
    expect(north).toBeGreaterThan(37.8);
    expect(view.zoom).toBe(12);
  });

  it('never asks for more than the largest view, keeping the middle of a huge screen', () => {
    const view = mapViewRequestFor([-130, 20, -60, 55], 9);
    const { width, height } = bboxPixels(view.bbox, view.zoom);
    expect(Math.max(width, height)).toBeLessThanOrEqual(STORE_MAP_VIEW_MAX_PIXELS + 1);
    const [west, , east] = view.bbox;
    expect((west + east) / 2).toBeCloseTo(-95, 0);
  });
});
