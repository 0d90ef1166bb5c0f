import { createBrowserRouter } from 'react-router';
import { loadStoreMap } from '@/features/store-map/load-store-map';
import { HomeRoute } from '@/routes/home-route';
import { NotFoundRoute } from '@/routes/not-found-route';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';

/**
 * The spec's route table. Every screen but home and Page Not Found is its own chunk, loaded when
 * first visited, so a visitor downloads only the screens they see.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown for the moment a first visit waits for its screen's code.
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        // A screen that fails renders its error inside the layout, keeping header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'about', lazy: async () => ({ Component: (await import('@/routes/about-route')).AboutRoute }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('@/routes/contact-route')).ContactRoute }) },
          {
            path: 'privacy-policy',
            lazy: async () => ({ Component: (await import('@/routes/privacy-policy-route')).PrivacyPolicyRoute }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({ Component: (await import('@/routes/terms-of-service-route')).TermsOfServiceRoute }),
          },
          { path: 'search', lazy: async () => ({ Component: (await import('@/routes/search-route')).SearchRoute }) },
          { path: 'tools', lazy: async () => ({ Component: (await import('@/routes/tools-route')).ToolsRoute }) },
          {
            path: 'tools/inventory-tracker',
            lazy: async () => ({ Component: (await import('@/routes/inventory-tracker-route')).InventoryTrackerRoute }),
          },
          {
            path: 'tools/profit-calculator',
            lazy: async () => ({ Component: (await import('@/routes/profit-calculator-route')).ProfitCalculatorRoute }),
          },
          { path: 'awards', lazy: async () => ({ Component: (await import('@/routes/awards-route')).AwardsRoute }) },
          {
            path: 'map',
            lazy: async () => {
              // The map's own code (Leaflet) is asked for with the page's, not after it: the tiles wait on both.
              void loadStoreMap();
              return { Component: (await import('@/routes/map-route')).MapRoute };
            },
          },
          { path: 'admin', lazy: async () => ({ Component: (await import('@/routes/admin-route')).AdminRoute }) },
          { path: 'sitemap', lazy: async () => ({ Component: (await import('@/routes/sitemap-route')).SitemapRoute }) },
          { path: ':stateSlug', lazy: async () => ({ Component: (await import('@/routes/state-route')).StateRoute }) },
          { path: ':stateSlug/:citySlug', lazy: async () => ({ Component: (await import('@/routes/city-route')).CityRoute }) },
          {
            path: ':stateSlug/:citySlug/:storeSlug',
            // Its screen says 'Store Not Found' itself (spec), even when the server answered 404.
            handle: { showsOwnNotFound: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/routes/store-route')).StoreRoute }),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
