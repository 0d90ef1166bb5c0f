import { adminApiPaths, type SitemapCacheInfo } from '@contracts/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, ApiRequestError } from '@/lib/api-client';
import { markSignedOut } from './get-admin-session';
import { isUnauthorized, sitemapStatusQueryKey } from './get-sitemap-status';

/** Spec section 8: the error any non-ok regeneration answer gives. */
export const REGENERATION_FAILED_MESSAGE = 'Failed to regenerate sitemap';

/**
 * `POST /api/regenerate-sitemap`: regenerates the sitemap and answers its new status. A non-ok
 * answer (401 signed out, 409 already running, 500 failed: the last good sitemap stays) throws
 * 'Failed to regenerate sitemap', the answer kept as its cause; a network failure throws as `fetch` does.
 */
export async function regenerateSitemap(): Promise<SitemapCacheInfo> {
  try {
    return await apiPost<SitemapCacheInfo>(adminApiPaths.sitemap);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    throw new Error(REGENERATION_FAILED_MESSAGE, { cause: error });
  }
}

interface RegenerateCallbacks {
  onRegenerated: (status: SitemapCacheInfo) => void;
  onFailed: (error: Error) => void;
}

/**
 * The status card shows the answer at once; after a failure the status is read again (whatever
 * happened, the server says what the sitemap is now), and a 401 ends the session on this page. The
 * callbacks run even when the page has moved on (a 401 replaces the dashboard with the sign-in form).
 */
export function useRegenerateSitemap({ onRegenerated, onFailed }: RegenerateCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSitemap,
    onSuccess: (status) => {
      queryClient.setQueryData(sitemapStatusQueryKey(), status);
      onRegenerated(status);
    },
    onError: (error) => {
      if (isUnauthorized(error.cause)) markSignedOut(queryClient, 'expired');
      else void queryClient.invalidateQueries({ queryKey: sitemapStatusQueryKey() });
      onFailed(error);
    },
  });
}
