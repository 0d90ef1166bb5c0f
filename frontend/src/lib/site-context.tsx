import type { SiteSettings } from '@contracts/page-render.contract';
import type { MapTiles, SiteIdentity } from '@contracts/site.contract';
import { createContext, useContext, type ReactNode } from 'react';

export type { SiteSettings };

const SiteContext = createContext<SiteSettings | null>(null);

export function SiteProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteContext.Provider value={settings}>{children}</SiteContext.Provider>;
}

function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteContext);
  if (!settings) throw new Error('useSite needs a SiteProvider above it');
  return settings;
}

/** The site's name, public address, contact e-mail and award year, as the server is configured. */
export const useSite = (): SiteIdentity => useSiteSettings().site;

/** The map's tile server and the credit it requires, as the server is configured. */
export const useMapTiles = (): MapTiles => useSiteSettings().mapTiles;

/**
 * When the server rendered the page (milliseconds since the epoch): the clock of the page's first
 * render, the same on the server and in the browser that hydrates it.
 */
export const useRenderTime = (): number => Date.parse(useSiteSettings().renderedAt);

/** The year (UTC) the page was rendered in, whatever the visitor's time zone. */
export const useRenderYear = (): number => new Date(useSiteSettings().renderedAt).getUTCFullYear();
