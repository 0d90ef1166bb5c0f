import { firstViewTiles, STORE_MAP_TILE_SIZE } from '@contracts/store-map.contract';
import type { MapTiles } from '@contracts/site.contract';

/**
 * The middle of the map's first view, drawn by the server from the tile server's files: seen as soon
 * as the page is, before Leaflet has loaded (its tiles, the same files, then cover it). An SVG,
 * because its images are placed by attributes, which the Content-Security-Policy allows where it
 * refuses style attributes.
 */
export function FirstViewTiles({ tiles }: { tiles: MapTiles }) {
  return (
    <>
      <svg
        aria-hidden="true"
        focusable="false"
        width="1"
        height="1"
        className="pointer-events-none absolute top-1/2 left-1/2 overflow-visible"
      >
        {firstViewTiles(tiles.url).map((tile) => (
          <image key={tile.url} href={tile.url} x={tile.left} y={tile.top} width={STORE_MAP_TILE_SIZE} height={STORE_MAP_TILE_SIZE} />
        ))}
      </svg>
      {/* The tile server's credit, where Leaflet shows it. */}
      <div
        className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-xs text-stone-800 [&_a]:text-sky-800"
        dangerouslySetInnerHTML={{ __html: tiles.attribution }}
      />
    </>
  );
}
