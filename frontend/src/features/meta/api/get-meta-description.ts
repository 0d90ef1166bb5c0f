import { metaDescriptionPath, type MetaDescriptionAnswer } from '@contracts/meta.contract';
import { ApiRequestError, apiGet } from '@/lib/api-client';

const RETRIES = 2;
const RETRY_DELAY_MS = 500;

/**
 * `GET /api/meta-description?url=`: an operator's own description for a page, or null. A 404 means
 * there is none (not retried); other failures are logged and retried twice, 500 ms apart.
 */
export async function getCustomMetaDescription(pathname: string, signal?: AbortSignal): Promise<string | null> {
  const url = `/api/meta-description?url=${encodeURIComponent(metaDescriptionPath(pathname))}&_=${Date.now()}`;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const answer = await apiGet<Partial<MetaDescriptionAnswer>>(url, {
        signal,
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      });
      return answer.metaDescription?.trim() ? answer.metaDescription : null;
    } catch (error) {
      if (signal?.aborted) return null;
      if (error instanceof ApiRequestError && error.status === 404) return null;
      console.warn('Could not load the custom meta description', error);
      if (attempt < RETRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  return null;
}
