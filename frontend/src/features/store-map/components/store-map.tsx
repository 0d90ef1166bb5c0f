import 'leaflet/dist/leaflet.css';
import './store-map.css';
import type { StoreMapCluster, StoreMapItem, StoreMapView } from '@contracts/api.contract';
import { storePath } from '@contracts/page-paths';
import type { MapTiles } from '@contracts/site.contract';
import { STORE_MAP_CENTER, STORE_MAP_MAX_ZOOM, STORE_MAP_TILE_SIZE, STORE_MAP_ZOOM, type MapBbox } from '@contracts/store-map.contract';
import type {
  LeafletEventHandlerFnMap,
  LeafletKeyboardEvent,
  Map as LeafletMap,
  Marker as LeafletMarker,
  Popup as LeafletPopup,
} from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { useMapMarkers, type MapViewport } from '../use-map-markers';
import { clusterIcon, clusterName, storeIcon } from './map-icons';
import { MapNotice } from './map-notice';

/** Enter or Space on a focused marker, which Leaflet reports as a `keypress` (a marker is a button). */
function pressed(event: LeafletKeyboardEvent): boolean {
  const { key } = event.originalEvent;
  if (key !== 'Enter' && key !== ' ') return false;
  event.originalEvent.preventDefault();
  return true;
}

/** Markers are drawn a little beyond the edges, so panning does not show them appearing. */
const DRAW_MARGIN = 0.2;

function readViewport(map: LeafletMap): MapViewport {
  const bounds = map.getBounds().pad(DRAW_MARGIN);
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const visible: MapBbox = [
    clamp(bounds.getWest(), 180),
    clamp(bounds.getSouth(), 90),
    clamp(bounds.getEast(), 180),
    clamp(bounds.getNorth(), 90),
  ];
  return { visible, zoom: map.getZoom() };
}

interface StoreMapProps {
  /** The whole-country view the page loaded first: its total says how the rest is fetched. */
  firstView: StoreMapView;
  tiles: MapTiles;
  /** The first view's tiles have all loaded (or failed). */
  onTilesLoaded?: () => void;
}

/**
 * The Leaflet map (this module and Leaflet load only on /map): tiles from the configured server,
 * the clusters and stores of the view on screen, and one popup for the chosen store.
 */
export function StoreMap({ firstView, tiles, onTilesLoaded }: StoreMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);

  const attachMap = useCallback((instance: LeafletMap | null) => {
    if (!instance) return;
    // The map is one stop in the tab order; its markers follow it.
    instance.getContainer().setAttribute('aria-label', 'Map of consignment stores. Use the arrow keys to pan and + or - to zoom.');
    instance.getContainer().setAttribute('role', 'region');
    setMap(instance);
  }, []);

  return (
    <div className="relative h-full">
      <MapContainer
        ref={attachMap}
        center={[...STORE_MAP_CENTER]}
        zoom={STORE_MAP_ZOOM}
        maxZoom={STORE_MAP_MAX_ZOOM}
        className="h-full w-full"
        worldCopyJump
      >
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          tileSize={STORE_MAP_TILE_SIZE}
          maxZoom={STORE_MAP_MAX_ZOOM}
          eventHandlers={onTilesLoaded && { load: onTilesLoaded }}
        />
        {map && <StoreMarkers map={map} firstView={firstView} />}
      </MapContainer>
      {!map && <MapNotice>Loading map...</MapNotice>}
      {firstView.total === 0 && <MapNotice>No store locations available</MapNotice>}
    </div>
  );
}

/** The events by which a visitor reaches for the map: a pointer over it, a touch, the keyboard's focus. */
const ENGAGING_EVENTS = ['pointerenter', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * Whether the visitor has reached for the map yet. Until then it shows the first view that came
 * with the page and asks nothing more (a visitor who only looks downloads no store list).
 */
function useEngagement(map: LeafletMap): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const container = map.getContainer();
    const engage = () => setEngaged(true);
    for (const type of ENGAGING_EVENTS) container.addEventListener(type, engage, { once: true, passive: true });
    return () => {
      for (const type of ENGAGING_EVENTS) container.removeEventListener(type, engage);
    };
  }, [map, engaged]);
  return engaged;
}

function StoreMarkers({ map, firstView }: { map: LeafletMap; firstView: StoreMapView }) {
  const [viewport, setViewport] = useState(() => readViewport(map));
  const [chosen, setChosen] = useState<{ store: StoreMapItem; marker: HTMLElement | null; byKeyboard: boolean } | null>(null);
  const popupRef = useRef<LeafletPopup | null>(null);
  // The popup is placed once per store: a new position (even choosing the same store again) would
  // close and reopen it.
  const chosenStore = chosen?.store ?? null;
  const popupPosition = useMemo(
    (): [number, number] | null => (chosenStore ? [chosenStore.latitude, chosenStore.longitude] : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed once per store (see above), whatever object holds it
    [chosenStore?.id],
  );
  const engaged = useEngagement(map);
  const markers = useMapMarkers(viewport, firstView, engaged);
  // Says on the page who clusters (for tests and for anyone looking into the map's behaviour).
  useEffect(() => {
    map.getContainer().dataset.clusteredIn = markers.clusteredIn;
  }, [map, markers.clusteredIn]);

  useMapEvents({
    moveend: () => setViewport(readViewport(map)),
    popupclose: (event) => {
      if (event.popup !== popupRef.current) return;
      // Back to the marker the popup came from, if the visitor was inside the popup.
      const inside = event.popup.getElement()?.contains(document.activeElement);
      if (inside && chosen?.marker?.isConnected) chosen.marker.focus();
      setChosen(null);
    },
  });

  const storeHandlers = (store: StoreMapItem): LeafletEventHandlerFnMap => {
    const choose = (marker: LeafletMarker, byKeyboard: boolean) => setChosen({ store, marker: marker.getElement() ?? null, byKeyboard });
    return {
      click: (event) => choose(event.target as LeafletMarker, false),
      keypress: (event) => {
        if (pressed(event)) choose(event.target as LeafletMarker, true);
      },
    };
  };

  const clusterHandlers = (cluster: StoreMapCluster): LeafletEventHandlerFnMap => {
    const open = (byKeyboard: boolean) => {
      map.setView([cluster.latitude, cluster.longitude], Math.min(cluster.expansionZoom, STORE_MAP_MAX_ZOOM));
      // The cluster is gone once zoomed: keyboard users carry on from the map.
      if (byKeyboard) map.getContainer().focus({ preventScroll: true });
    };
    return {
      click: () => open(false),
      keypress: (event) => {
        if (pressed(event)) open(true);
      },
    };
  };

  return (
    <>
      {markers.clusters.map((cluster) => (
        <Marker
          key={`${cluster.latitude},${cluster.longitude},${cluster.count}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(cluster.count)}
          title={clusterName(cluster.count)}
          eventHandlers={clusterHandlers(cluster)}
        />
      ))}
      {markers.stores.map((store) => (
        <Marker
          key={store.id}
          position={[store.latitude, store.longitude]}
          icon={storeIcon}
          title={store.businessName}
          eventHandlers={storeHandlers(store)}
        />
      ))}
      {chosen && popupPosition && (
        <Popup key={chosen.store.id} ref={popupRef} position={popupPosition} offset={[0, -24]}>
          <StorePopup store={chosen.store} focusLink={chosen.byKeyboard} onClose={() => map.closePopup()} />
        </Popup>
      )}
      {markers.failed && (
        <MapNotice tone="alert" action={{ label: 'Retry', onClick: markers.retry }}>
          The stores of this area could not be loaded.
        </MapNotice>
      )}
    </>
  );
}

interface StorePopupProps {
  store: StoreMapItem;
  /** Opened from the keyboard: its link takes the focus. */
  focusLink: boolean;
  onClose: () => void;
}

function StorePopup({ store, focusLink, onClose }: StorePopupProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusLink) link.current?.focus();
  }, [focusLink]);
  return (
    // Escape closes it from inside too (Leaflet listens only while the map itself has the focus).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it hears the keys of the link inside
    <div className="min-w-44 font-sans" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <p className="text-base font-semibold text-stone-900">{store.businessName}</p>
      <p className="mt-1 text-sm text-stone-700">
        {store.address}, {store.city}, {store.state}
      </p>
      <Link
        ref={link}
        to={storePath(store)}
        // Leaflet colours a popup's links: the label stays white by `!important`.
        className={buttonClassName({ size: 'xs', className: 'mt-3 text-white! shadow-none' })}
      >
        View Details
      </Link>
    </div>
  );
}
