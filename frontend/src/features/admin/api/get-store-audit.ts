import { moderationApiPaths, type StoreAudit } from '@contracts/contributions.contract';
import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
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

/** `GET /api/admin/stores/:storeSlug/audit`: every change to the store, with who made it and why. */
export const getStoreAudit = (storeSlug: string, signal?: AbortSignal) =>
  apiGet<StoreAudit>(moderationApiPaths.audit(storeSlug), { signal });

export const storeAuditQueryOptions = (storeSlug: string) =>
  queryOptions({
    queryKey: storeAuditQueryKey(storeSlug),
    queryFn: ({ signal }) => getStoreAudit(storeSlug, signal),
    staleTime: 0,
  });

/** The audit trail of the store named, none while `storeSlug` is null; a 401 ends the session on this page. */
export function useStoreAudit(storeSlug: string | null) {
  const queryClient = useQueryClient();
  const audit = useQuery({ ...storeAuditQueryOptions(storeSlug ?? ''), enabled: storeSlug !== null });
  const sessionEnded = isUnauthorized(audit.error);
  useEffect(() => {
    if (sessionEnded) markSignedOut(queryClient, 'expired');
  }, [sessionEnded, queryClient]);
  return audit;
}
