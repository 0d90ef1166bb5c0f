import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { NotFoundRoute } from '@/routes/not-found-route';
import { initialState } from '../initial-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** What a route of the router may say about itself. */
export interface RouteHandle {
  /** Its screen shows its own not-found message, so a 404 from the server is left to it. */
  showsOwnNotFound?: boolean;
}

export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  // The server already said this address names nothing (404): show that without asking the API again,
  // unless the screen has a not-found message of its own (the route table says so).
  const screenShowsOwnNotFound = matches.some((match) => (match.handle as RouteHandle | undefined)?.showsOwnNotFound);
  const serverSaidNotFound =
    initialState.status === 404 && location.pathname === initialState.path && !screenShowsOwnNotFound;
  return (
    <ToastProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-orange-900 focus:shadow-lg"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1">
          {serverSaidNotFound ? <NotFoundRoute /> : <Outlet />}
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </ToastProvider>
  );
}
