import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useMapTiles } from '@/lib/site-context';
import { useHydrated } from '@/lib/use-hydrated';
import { RetryButton } from '@/components/ui/page-load-error';
import { QueryStates } from '@/components/ui/query-states';
import { useFirstStoreMapView } from '../api/get-store-map';
import { loadStoreMap } from '../load-store-map';
import { FirstViewTiles } from './first-view-tiles';
import { MapNotice } from './map-notice';

const StoreMap = lazy(loadStoreMap);

/** Spec: the failed map's message ('Try Again' reloads the page), over the first view's drawing. */
function MapLoadError() {
  return (
    <div role="alert" className="relative z-[1000] flex h-full flex-col items-center justify-center gap-3 bg-stone-200 p-6 text-center">
      <h2 className="text-2xl font-semibold text-stone-900">Error Loading Map</h2>
      <p className="max-w-md text-stone-700">We encountered a problem loading the store locations.</p>
      <RetryButton onRetry={() => window.location.reload()} retrying={false} className="mt-3" />
    </div>
  );
}

/** The map's code failing to load (a dropped connection) is a failed map too. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapLoadError /> : this.props.children;
  }
}

/**
 * The map's box, 600 px tall, through the spec's states: 'Loading map...' until the page runs in
 * the browser, 'Loading store map...' while the stores load, 'Error Loading Map' if they fail,
 * 'Initializing map...' while the map's code arrives, then the map. Until the map's tiles are in,
 * the server's drawing of its first view fills the box.
 */
export function StoreMapPanel() {
  const firstView = useFirstStoreMapView();
  const tiles = useMapTiles();
  // Leaflet needs a browser: the server's page, and the browser's first render, say so.
  const hydrated = useHydrated();
  // The server's drawing of the first view stays until Leaflet's tiles have loaded over it.
  const [tilesLoaded, setTilesLoaded] = useState(false);

  return (
    <div
      // 600 px tall (spec), by a class: the Content-Security-Policy refuses style attributes in the server's HTML.
      // `isolate`: a stacking context of its own, so Leaflet's panes and controls (z-index 400 to 1000) stay
      // inside the map and pass under the sticky site header as the page scrolls.
      className="relative isolate box-content h-[600px] overflow-hidden rounded-2xl border border-stone-300 bg-stone-200 shadow-sm"
    >
      {!tilesLoaded && <FirstViewTiles tiles={tiles} />}
      {!hydrated ? (
        <MapNotice busy>Loading map...</MapNotice>
      ) : (
        <QueryStates
          queries={{ firstView }}
          renderError={() => <MapLoadError />}
          pending={<MapNotice busy>Loading store map...</MapNotice>}
        >
          {(data) => (
            <MapErrorBoundary>
              <Suspense fallback={<MapNotice busy>Initializing map...</MapNotice>}>
                <StoreMap firstView={data.firstView} tiles={tiles} onTilesLoaded={() => setTilesLoaded(true)} />
              </Suspense>
            </MapErrorBoundary>
          )}
        </QueryStates>
      )}
    </div>
  );
}
