import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { NotFoundRoute } from '@/routes/not-found-route';
import { initialState } from '../initial-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const location = useLocation();
  // The server already said this address names nothing (404): show that without asking the API again.
  // A store address is the exception: its screen has a 'Store Not Found' message of its own.
  const isStoreAddress = location.pathname.split('/').filter(Boolean).length === 3;
  const serverSaidNotFound = initialState.status === 404 && location.pathname === initialState.path && !isStoreAddress;
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
