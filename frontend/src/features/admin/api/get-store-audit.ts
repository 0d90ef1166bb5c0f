import { moderationApiPaths, type StoreAudit } from '@contracts/contributions.contract';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';
import { markSignedOut } from './get-admin-session';
import { isUnauthorized } from './get-sitemap-status';

export const storeAuditQueryKey = (storeSlug: string) => apiQueryKey(moderationApiPaths.audit(storeSlug));

const [AUDIT_PATH_START, AUDIT_PATH_END] = moderationApiPaths.audit('\n').split('\n') as [string, string];

/** Whether a query is a store's audit trail (all of them are read again after a moderation action). */
export const isStoreAuditQueryKey = (queryKey: QueryKey): boolean =>
  queryKey[0] === 'api' &&
  typeof queryKey[1] === 'string' &&
  queryKey[1].startsWith(AUDIT_PATH_START) &&
  queryKey[1].endsWith(AUDIT_PATH_END);

/**
 * `GET /api/admin/stores/:storeSlug/audit[?before=ID]`: a page of the changes to the store (newest
 * first), with who made each and why, and its verified owners.
 */
export const getStoreAudit = (storeSlug: string, before: number | undefined, signal?: AbortSignal) =>
  apiGet<StoreAudit>(moderationApiPaths.audit(storeSlug, before), { signal });

/** The trail's pages read so far: the newest, then each older one asked for ('Show older changes'). */
export type StoreAuditPages = InfiniteData<StoreAudit, number | undefined>;

export const storeAuditQueryOptions = (storeSlug: string) =>
  infiniteQueryOptions({
    queryKey: storeAuditQueryKey(storeSlug),
    queryFn: ({ signal, pageParam }) => getStoreAudit(storeSlug, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.olderBefore ?? undefined,
    staleTime: 0,
  });

/** The audit trail of the store named, none while `storeSlug` is null; a 401 ends the session on this page. */
export function useStoreAudit(storeSlug: string | null) {
  const queryClient = useQueryClient();
  const audit = useInfiniteQuery({ ...storeAuditQueryOptions(storeSlug ?? ''), enabled: storeSlug !== null });
  const sessionEnded = isUnauthorized(audit.error);
  useEffect(() => {
    if (sessionEnded) markSignedOut(queryClient, 'expired');
  }, [sessionEnded, queryClient]);
  return audit;
}
