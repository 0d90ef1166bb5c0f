import { isAnswerOfTheMoment } from '@contracts/api-paths';
import { isDirectoryReadFailure, type DirectoryReader, type DirectoryReadOptions } from '@contracts/directory.contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { directory } from './directory';

/**
 * Every answer is cached under its API address, so the first screen's answers that the server put
 * into the page are found exactly where the screen looks for them.
 */
export const apiQueryKey = (path: string) => ['api', path] as const;

export type ApiQueryKey = ReturnType<typeof apiQueryKey>;

/** A read that failed on the server as the API would have answered it, made the error the browser's read gives. */
function asApiError(error: unknown): unknown {
  return isDirectoryReadFailure(error) ? new ApiRequestError(error.status, JSON.stringify(error.body)) : error;
}

/**
 * A read of the directory, cached under the API address that answers it in the browser. It fails
 * alike on both sides: with the API's error (the page's status and the screens' error states read it).
 */
export function directoryQueryOptions<T>(path: string, read: (reader: DirectoryReader, options: DirectoryReadOptions) => Promise<T>) {
  return queryOptions({
    queryKey: apiQueryKey(path),
    // A page reading an answer of the moment (items, open now) is not kept (`isLasting`).
    meta: { fresh: isAnswerOfTheMoment(path) },
    queryFn: ({ signal }) =>
      read(directory(), { signal }).catch((error: unknown) => {
        throw asApiError(error);
      }),
  });
}
