import type { SiteIdentity } from '@contracts/site.contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { pageLoader } from './page-outcome';
import { layoutLoad, PAGES, type PageAddress, type PageDefinition, type PageLoad } from './pages';

/**
 * Where the routes run. On the server a route's loader waits for its queries, which then go into
 * the page; in the browser it starts them and returns at once, and the screen shows its own
 * placeholders (spec: every data screen has a loading state) until they arrive.
 */
export type RouteMode = 'server' | 'browser';

/** What a route's loader fills and reads: the render's (or the browser's) query cache, and the site. */
export interface RouteContext {
  queryClient: QueryClient;
  site: SiteIdentity;
}

/** What every page route carries: its definition in the page table. */
export interface PageHandle {
  page: PageDefinition;
}

export function pageAddress(args: Pick<LoaderFunctionArgs, 'params' | 'request'>, site: SiteIdentity): PageAddress {
  const url = new URL(args.request.url);
  return { params: args.params, searchParams: url.searchParams, pathname: url.pathname, site };
}

/**
 * The router's routes, built from the page table: the layout (header and footer, which list the
 * states) around one route per page. The server's static handler and the browser's router are both
 * made of these. A loader finds its query cache and the site with `contextOf`: the browser has one
 * of each; the server builds its handler once, and each render passes its own as the request's
 * context.
 */
export function createRoutes(mode: RouteMode, contextOf: (args: LoaderFunctionArgs) => RouteContext): RouteObject[] {
  // A loader's answer is null: the data lives in the query cache, not in the router.
  const loaderOf = (load: (page: PageLoad) => Promise<unknown>) => (args: LoaderFunctionArgs) => {
    const { queryClient, site } = contextOf(args);
    const loading = load(pageLoader(queryClient, pageAddress(args, site)));
    return mode === 'server' ? loading.then(() => null) : null;
  };
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      loader: loaderOf(layoutLoad),
      children: [
        {
          // A screen that fails renders its error inside the layout, keeping header and footer.
          errorElement: <RouteErrorBoundary />,
          children: PAGES.map((page): RouteObject => {
            const route = {
              handle: { page } satisfies PageHandle,
              ...(page.load ? { loader: loaderOf(page.load) } : {}),
              lazy: async () => {
                if (mode === 'browser') page.preloadInBrowser?.();
                return { Component: await page.screen() };
              },
            };
            return page.path === undefined ? { ...route, index: true } : { ...route, path: page.path };
          }),
        },
      ],
    },
  ];
}
