import { DEFAULT_MAP_TILES } from '@contracts/store-map.contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { readPageState, restoreQueries } from './app/page-state';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import type { SiteSettings } from './lib/site-context';
import './index.css';

/** Only where no server rendered the page (the Vite development server on its own). */
const fallbackSettings = (): SiteSettings => ({
  site: { url: window.location.origin, name: 'Consignment Store Finder', contactEmail: 'awards@example.com', awardYear: 2025 },
  mapTiles: DEFAULT_MAP_TILES,
  renderedAt: new Date().toISOString(),
});

/** The screens of the page on display, loaded before hydrating: the first render must be the server's. */
async function loadScreensOfThisPage(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The page the server rendered is hydrated from the state it sent: the same query cache and router
 * state, so the first render matches its HTML and asks the API nothing.
 */
async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element to render into.');
  const state = readPageState();
  const settings = state?.settings ?? fallbackSettings();
  const queryClient = createQueryClient();
  if (state) restoreQueries(queryClient, state.queries);
  const context = { queryClient, site: settings.site };
  const routes = createRoutes('browser', () => context);
  if (state) await loadScreensOfThisPage(routes);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  const app = (
    <AppProviders settings={settings} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (state) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
}

void start();
