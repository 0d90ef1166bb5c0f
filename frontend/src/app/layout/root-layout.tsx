import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { PageDocumentHead } from '../document-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: the skip link, header, the page's screen, footer; and the page's head. */
export function RootLayout() {
  // Says on the page that the app has taken over the server's HTML (its links now navigate inside
  // the app): for tests, and for anyone looking into the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <PageDocumentHead />
      </div>
    </ToastProvider>
  );
}
