import { DEFAULT_MAP_TILES } from '@contracts/store-map.contract';
import { INITIAL_STATE_ELEMENT_ID, type InitialState, type MapTiles, type SiteIdentity } from '@contracts/site.contract';

/** Used only where no server filled the page in (the Vite dev server on its own). */
const FALLBACK_SITE: SiteIdentity = {
  url: window.location.origin,
  name: 'Consignment Store Finder',
  contactEmail: 'awards@example.com',
  awardYear: 2025,
};

function readInitialState(): InitialState {
  const fallback: InitialState = {
    site: FALLBACK_SITE,
    mapTiles: DEFAULT_MAP_TILES,
    data: {},
    status: 200,
    path: window.location.pathname,
  };
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return fallback;
  try {
    return JSON.parse(element.textContent) as InitialState;
  } catch {
    return fallback;
  }
}

/** What the server put into the page: the site's identity and the first screen's API answers. */
export const initialState: InitialState = readInitialState();

/** The site's name, public address, contact e-mail and award year, as the server is configured. */
export function useSite(): SiteIdentity {
  return initialState.site;
}

/** The map's tile server and the credit it requires, as the server is configured. */
export function useMapTiles(): MapTiles {
  return initialState.mapTiles;
}
