/**
 * Between the server and the page renderer it loads (the web app's `entry-server`, built by Vite into
 * `frontend/dist-server/entry-server.cjs`): what a render is given and what it answers.
 */
import type { DirectoryReader } from './directory.contract';
import type { PageHead } from './page-head';
import type { MapTiles, SiteIdentity } from './site.contract';

/**
 * What every page knows of the server it came from: the site's identity and map tiles, as the
 * operator configured them, and the instant the page was rendered, the one clock of its first render
 * (the footer's year, a store's day and 'open now'), so the server's HTML and the browser's first
 * render read the same.
 */
export interface SiteSettings {
  site: SiteIdentity;
  mapTiles: MapTiles;
  /** When the server rendered the page (ISO 8601, UTC). */
  renderedAt: string;
}

/** A rendered page: where to send the visitor instead, or the page. */
export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** 200; 404 for an address that names nothing; 503 when its data could not be read. */
      status: number;
      head: PageHead;
      /** Nothing failed that may not fail next time: the HTML may be kept and sent to others. */
      lasting: boolean;
      /** The page state, as the text of its JSON script element. */
      state: string;
      /** Renders the body's HTML (what goes inside `#root`): called once. */
      renderBody(): string;
    };

/** The renderer's module. */
export interface PageRenderModule {
  /** What the pages read on the server: the Nest services, given once when the renderer is loaded. */
  setDirectory(directory: DirectoryReader): void;
  renderPage(url: string, settings: SiteSettings): Promise<RenderedPage>;
}

/** The renderer's file, in the folder Vite builds it into beside the web app's. */
export const PAGE_RENDERER_FILE = 'entry-server.cjs';
