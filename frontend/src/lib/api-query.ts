import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * Every API answer is cached under its address, so the first screen's answers that the server put
 * into the page are found exactly where the screen looks for them.
 */
export const apiQueryKey = (path: string) => ['api', path] as const;

export type ApiQueryKey = ReturnType<typeof apiQueryKey>;

export function apiQueryOptions<T>(path: string) {
  return queryOptions({
    queryKey: apiQueryKey(path),
    queryFn: ({ signal }) => apiGet<T>(path, { signal }),
  });
}

/** A query of the API, as a page loads and reads it. */
export type ApiQueryOptions<T> = ReturnType<typeof apiQueryOptions<T>>;
