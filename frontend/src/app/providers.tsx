import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SiteProvider, type SiteSettings } from '@/lib/site-context';

/**
 * Data fetching defaults of the spec (section 7): no retries, data never goes stale, no refetch on
 * window focus. A query that needs otherwise (the sitemap status poll) says so itself. A query the
 * server answered with an error is not asked again as the page hydrates (`retryOnMount: false`): the
 * screen shows the error it rendered, and its Retry asks again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** What both the server's render and the browser's wrap the router in. */
export function AppProviders({
  settings,
  queryClient,
  children,
}: {
  settings: SiteSettings;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteProvider settings={settings}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SiteProvider>
    </StrictMode>
  );
}
