import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ListIconSymbols } from '@/components/ui/list-icon';
import { ToastProvider } from '@/components/ui/toast';
import { PageDocumentHead } from '../document-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Says on the page that the app has taken over the server's HTML (its links now navigate inside the
 * app): for tests, and for anyone looking into the page. In the last part hydrated, the footer's.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Every page: the skip link, header, the page's screen, footer; and the page's head. The header, the
 * screen and the footer are hydrated one after another, each a task of its own (React hydrates each
 * Suspense boundary of the server's HTML apart, yielding between them), so that no single long task
 * holds the visitor's first tap. Nothing in them suspends: on the server they render whole.
 */
export function RootLayout() {
  return (
    <ToastProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-orange-900 focus:shadow-lg"
        >
          Skip to main content
        </a>
        <Suspense>
          <SiteHeader />
        </Suspense>
        <main id="main-content" tabIndex={-1} className="flex-1">
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <Suspense>
          <SiteFooter />
          <HydratedMark />
        </Suspense>
        <ListIconSymbols />
        <ScrollRestoration />
        <PageDocumentHead />
      </div>
    </ToastProvider>
  );
}
