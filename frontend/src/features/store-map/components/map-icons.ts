import { clusterSizeClass, STORE_MARKER_SIZE_PX } from '@contracts/store-map.contract';
import { divIcon, type DivIcon } from 'leaflet';

const size = STORE_MARKER_SIZE_PX;

/**
 * A store: a 30x30 pin whose tip marks the spot. Its accessible name is the marker's title (the
 * store's name); the drawing itself is hidden from screen readers.
 */
export const storeIcon: DivIcon = divIcon({
  className: 'store-marker',
  html: `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="${size}" height="${size}"><path d="M12 23s-8-7.58-8-13a8 8 0 1 1 16 0c0 5.42-8 13-8 13z" fill="#9a3412" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="10" r="3" fill="#fff"/></svg>`,
  iconSize: [size, size],
  iconAnchor: [size / 2, size],
  popupAnchor: [0, -size + 4],
});

const CLUSTER_SIZE_PX = 40;
const clusterIcons = new Map<number, DivIcon>();

/** "1,234" for the spec's thousands separators; "12k" from ten thousand on, to fit the circle. */
export function clusterLabel(count: number): string {
  return count < 10_000 ? count.toLocaleString('en-US') : `${Math.round(count / 1000)}k`;
}

/** A cluster: a circle with its store count, classed small, medium or large (spec). */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    icon = divIcon({
      className: `marker-cluster marker-cluster-${clusterSizeClass(count)}`,
      html: `<div><span aria-hidden="true">${clusterLabel(count)}</span><span class="sr-only">${count.toLocaleString('en-US')} stores: zoom in</span></div>`,
      iconSize: [CLUSTER_SIZE_PX, CLUSTER_SIZE_PX],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}
