/**
 * Renders a screen of the app for a test as the app would: inside a router at an address, with the
 * app's query cache settings and the site's settings, and tells where the screen has sent the
 * visitor since. (A memory router without loaders: jsdom has no fetch `Request`, which a data
 * router makes for every navigation.)
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import { createQueryClient } from '@/app/providers';
import { apiQueryKey } from '@/lib/api-query';
import { SiteProvider, type SiteSettings } from '@/lib/site-context';
import { testSettings } from './fixtures';

export interface RenderAtOptions {
  /** The address the screen is shown at ('/search?q=dress'). */
  at?: string;
  /** The route pattern the screen answers ('/:stateSlug'); every address by default. */
  path?: string;
  /**
   * Answers already in the query cache, by their API address (`{ '/api/states': [...] }`), as the
   * server puts the first screen's answers into the page: the screen finds them without asking.
   */
  cached?: Record<string, unknown>;
  settings?: SiteSettings;
}

export interface RenderedAt extends RenderResult {
  /** The address the router is at now: path and query, '/search?q=dress'. */
  location: () => string;
  /** How the router got there: 'POP' (where it started), 'PUSH' (a new history entry) or 'REPLACE'. */
  navigationType: () => NavigationType;
  queryClient: QueryClient;
}

interface Seen {
  location: string;
  navigationType: NavigationType;
}

/** Reports the router's current address and its last navigation's kind to the test. */
function RouterSpy({ report }: { report: (seen: Seen) => void }) {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => report({ location: `${pathname}${search}`, navigationType }), [report, pathname, search, navigationType]);
  return null;
}

export function renderAt(
  screen: ReactNode,
  { at = '/', path = '*', cached = {}, settings = testSettings }: RenderAtOptions = {},
): RenderedAt {
  const queryClient = createQueryClient();
  for (const [apiPath, answer] of Object.entries(cached)) queryClient.setQueryData(apiQueryKey(apiPath), answer);
  let seen: Seen = { location: at, navigationType: 'POP' as NavigationType };
  const report = (now: Seen) => {
    seen = now;
  };
  const result = render(
    <SiteProvider settings={settings}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
          <RouterSpy report={report} />
        </MemoryRouter>
      </QueryClientProvider>
    </SiteProvider>,
  );
  return { ...result, location: () => seen.location, navigationType: () => seen.navigationType, queryClient };
}
