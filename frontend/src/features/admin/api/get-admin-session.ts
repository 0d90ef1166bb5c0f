import { adminApiPaths, type AdminSession } from '@contracts/admin.contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

/** How the session changed while the admin page was open; absent when it is as the server said. */
export type AdminSessionChange = 'signed-in' | 'signed-out' | 'expired';

/** The server's answer, plus what this page did to it since (so the page can move focus and explain). */
export interface AdminSessionView extends AdminSession {
  change?: AdminSessionChange;
}

export const adminSessionQueryKey = () => apiQueryKey(adminApiPaths.session);

/**
 * `GET /api/admin/session`: whether this browser is signed in, and whether sign-in can work at all.
 * Asked again each time the admin page opens (the cookie may have expired meanwhile).
 */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey(),
    queryFn: ({ signal }): Promise<AdminSessionView> => apiGet<AdminSession>(adminApiPaths.session, { signal }),
    staleTime: 0,
  });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());

/**
 * This browser is signed in now (the sign-in call said so). Nothing read in an earlier session (a
 * status, or the 401 that ended it) is shown in this one.
 */
export function markSignedIn(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: apiQueryKey(adminApiPaths.sitemap) });
  queryClient.setQueryData<AdminSessionView>(adminSessionQueryKey(), { signedIn: true, signInEnabled: true, change: 'signed-in' });
}

/** This browser is signed out: it signed out, or the server answered 401 (`expired`). The page shows the sign-in form. */
export function markSignedOut(queryClient: QueryClient, change: 'signed-out' | 'expired'): void {
  queryClient.setQueryData<AdminSessionView>(adminSessionQueryKey(), (session) => ({
    signedIn: false,
    signInEnabled: session?.signInEnabled ?? true,
    change,
  }));
}
