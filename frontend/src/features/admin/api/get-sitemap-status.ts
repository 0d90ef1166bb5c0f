import { adminApiPaths, SITEMAP_STATUS_POLL_MS, type SitemapCacheInfo } from '@contracts/admin.contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, ApiRequestError } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';
import { markSignedOut } from './get-admin-session';

export const sitemapStatusQueryKey = () => apiQueryKey(adminApiPaths.sitemap);

/** A 401: the admin session has ended (or never began). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 401;

/** `GET /api/regenerate-sitemap`: the sitemap's status (admins only). */
export const getSitemapStatus = (signal?: AbortSignal) => apiGet<SitemapCacheInfo>(adminApiPaths.sitemap, { signal });

/**
 * Spec: polled every 5 minutes and retried once (a 401 is not: the session is over); no refetch on
 * window focus. Asked again whenever the card appears, since the expiry it shows moves on.
 */
export const sitemapStatusQueryOptions = () =>
  queryOptions({
    queryKey: sitemapStatusQueryKey(),
    queryFn: ({ signal }) => getSitemapStatus(signal),
    refetchInterval: SITEMAP_STATUS_POLL_MS,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 1,
    staleTime: 0,
  });

/** The status; a 401 means the session has ended, and the page goes back to the sign-in form. */
export function useSitemapStatus() {
  const queryClient = useQueryClient();
  const status = useQuery(sitemapStatusQueryOptions());
  const sessionEnded = isUnauthorized(status.error);
  useEffect(() => {
    if (sessionEnded) markSignedOut(queryClient, 'expired');
  }, [sessionEnded, queryClient]);
  return status;
}

/** The sitemap's URL count, from the same answer; the status card's query does the polling. */
export const useSitemapUrlCount = () =>
  useQuery({ ...sitemapStatusQueryOptions(), refetchInterval: false, select: (status) => status.info.urlCount });
