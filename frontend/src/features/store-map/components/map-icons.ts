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

const clusterIcons = new Map<number, DivIcon>();

/**
 * A cluster's whole size (ring and disc) by its class: the disc grows with the class, so the large
 * class's label of up to four characters ("123K") fits with room to spare. The disc is the icon
 * less a 5 px ring all round (store-map.css).
 */
const CLUSTER_SIZE_PX: Record<ReturnType<typeof clusterSizeClass>, number> = { small: 36, medium: 42, large: 54 };

/** 999, then two significant figures at least: 1.3K, 12K, 123K, 1.2M. */
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact' });

/**
 * What a cluster's circle shows: the count up to 999, then a compact one ("1.3K", "12K", "123K",
 * "1.2M"): at most four characters whatever the directory's size, so one circle per class fits
 * every count (circles growing with the digits would crowd the country's view at zoom 4). The
 * full count is the cluster's accessible name and tooltip (`clusterName`).
 */
export function clusterLabel(count: number): string {
  return compactCount.format(count);
}

/** A cluster's accessible name and tooltip: its full count. */
export function clusterName(count: number): string {
  return `${count.toLocaleString('en-US')} stores: zoom in`;
}

/** A cluster: a circle with its store count, classed small, medium or large (spec). */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const sizeClass = clusterSizeClass(count);
    const size = CLUSTER_SIZE_PX[sizeClass];
    icon = divIcon({
      className: `marker-cluster marker-cluster-${sizeClass}`,
      html: `<div><span aria-hidden="true">${clusterLabel(count)}</span><span class="sr-only">${clusterName(count)}</span></div>`,
      iconSize: [size, size],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}
