import { INITIAL_STATE_ELEMENT_ID, type InitialState, type SiteIdentity } from '@contracts/site.contract';

/** Used only where no server filled the page in (the Vite dev server on its own). */
const FALLBACK_SITE: SiteIdentity = {
  url: window.location.origin,
  name: 'Consignment Store Finder',
  contactEmail: 'awards@example.com',
  awardYear: 2025,
};

function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return { site: FALLBACK_SITE, data: {}, status: 200, path: window.location.pathname };
  try {
    return JSON.parse(element.textContent) as InitialState;
  } catch {
    return { site: FALLBACK_SITE, data: {}, status: 200, path: window.location.pathname };
  }
}

/** What the server put into the page: the site's identity and the first screen's API answers. */
export const initialState: InitialState = readInitialState();

/** The site's name, public address, contact e-mail and award year, as the server is configured. */
export function useSite(): SiteIdentity {
  return initialState.site;
}
