import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { apiQueryKey } from '@/lib/api-query';
import { initialState } from './initial-state';

/**
 * Data fetching defaults of the spec (section 7): no retries, data never goes stale, no refetch on
 * window focus. A query that needs otherwise (the sitemap status poll) says so itself. The answers
 * the server put into the page are there from the start, so the first screen fetches nothing.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  for (const [path, data] of Object.entries(initialState.data)) client.setQueryData(apiQueryKey(path), data);
  return client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
