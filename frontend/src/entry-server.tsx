/// <reference types="node" />
import { unavailableHead } from '@contracts/fixed-page-heads';
import type { PageRenderModule, RenderedPage, SiteSettings } from '@contracts/page-render.contract';
import { renderToString } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { isLasting, pageOutcome, pageReader } from './app/page-outcome';
import { writePageState } from './app/page-state';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes, pageAddress, type PageHandle, type RouteContext } from './app/routes';
import { setDirectory as readDirectory } from './lib/directory';

/** What the server's render reads: the server's own services, given once. */
export const setDirectory: PageRenderModule['setDirectory'] = readDirectory;

/**
 * The route table, made into the router's handler once: each render passes its own query cache
 * and site as the request's context.
 */
const handler = createStaticHandler(createRoutes('server', ({ context }) => context as RouteContext));

/**
 * Renders the page at `url` as the browser will hydrate it: the route table's loaders fill a query
 * cache of its own (from the directory the server gave), the page table gives its status, head and canonical address,
 * and React renders the body from that cache.
 */
export const renderPage: PageRenderModule['renderPage'] = async (url: string, settings: SiteSettings): Promise<RenderedPage> => {
  const queryClient = createQueryClient();
  const request = new Request(url);
  const context = await handler.query(request, { requestContext: { queryClient, site: settings.site } satisfies RouteContext });
  // The render's own cache is done with once the page is written: cleared, so that no query's timer
  // (a garbage collection an hour ahead) keeps it, or the process, alive.
  if (context instanceof Response) {
    queryClient.clear();
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }

  const leaf = context.matches.at(-1);
  const page = (leaf?.route.handle as PageHandle | undefined)?.page;
  const read = pageReader(queryClient, pageAddress({ params: leaf?.params ?? {}, request }, settings.site));
  const canonical = page?.canonical?.(read);
  if (canonical) {
    queryClient.clear();
    return { kind: 'redirect', location: canonical };
  }

  const outcome = page ? pageOutcome(page, read, queryClient) : { status: context.statusCode, head: null };
  // A screen that failed to load or render (context.errors) is the router's 500.
  const status = context.errors ? context.statusCode : outcome.status;
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    kind: 'page',
    status,
    head: outcome.head ?? unavailableHead(settings.site, read.pathname),
    lasting: status === 200 && isLasting(queryClient),
    state: writePageState(settings, queryClient, {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    }),
    renderBody: () => {
      try {
        // React's renderToString (its edge build's export: no AsyncLocalStorage, no MessageChannel).
        // Its streaming renderer gives the same bytes at the same moment here, since nothing on a page
        // suspends (every query is loaded before the render), but spends a third of the render's CPU
        // encoding each small piece of HTML into bytes: 24 ms against 15 for a city page of 100 stores.
        return renderToString(
          <AppProviders settings={settings} queryClient={queryClient}>
            {/* The router's state travels in the page state: no inline script. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        );
      } finally {
        queryClient.clear();
      }
    },
  };
};
