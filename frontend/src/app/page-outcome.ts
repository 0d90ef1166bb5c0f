import { type PageHead } from '@contracts/page-head';
import { goneHead, notFoundHead, unavailableHead } from '@contracts/fixed-page-heads';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import type { PageAddress, PageDefinition, PageLoad, PageRead } from './pages';

/** A failure that says the thing asked for is not there: 404, or 400 (the address is no slug at all). */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** A failure that says the thing asked for was there and has gone for good (a closed store): 410. */
const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 410;

/** A failure of the client's asking, the same for every visitor (a search the API refuses). */
const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

export function pageReader(queryClient: QueryClient, address: PageAddress): PageRead {
  return {
    ...address,
    data: (query) => queryClient.getQueryData(query.queryKey),
    failure: (query) => {
      const error = queryClient.getQueryState(query.queryKey)?.error;
      return error instanceof ApiRequestError ? error.status : undefined;
    },
  };
}

/** A page's loader context: a failed query is left in the cache with its error, for the screen to show. */
export function pageLoader(queryClient: QueryClient, address: PageAddress): PageLoad {
  return {
    ...pageReader(queryClient, address),
    load: async (query) => {
      try {
        return await queryClient.ensureQueryData(query);
      } catch {
        return undefined;
      }
    },
  };
}

export interface PageOutcome {
  /** 200; 404 when the page names nothing; 410 when what it names has gone for good; 503 when what it needs could not be read. */
  status: number;
  /** Null while its data is still loading. */
  head: PageHead | null;
}

/** A page's status and head, from its rules and what its queries hold now: the same on both sides. */
export function pageOutcome(page: PageDefinition, read: PageRead, queryClient: QueryClient): PageOutcome {
  if (page.alwaysNotFound) return { status: 404, head: page.head(read) };
  const errors = (page.required?.(read) ?? [])
    .map((query) => queryClient.getQueryState(query.queryKey)?.error)
    .filter((error) => error != null);
  if (errors.some(isNotFound)) return { status: 404, head: notFoundHead(read.site, read.pathname, page.notFound) };
  if (errors.some(isGone)) return { status: 410, head: page.gone?.(read) ?? goneHead(read.site, read.pathname) };
  if (errors.length > 0) return { status: 503, head: unavailableHead(read.site, read.pathname) };
  return { status: 200, head: page.head(read) };
}

/**
 * Whether a rendered page is the same for every visitor for a while: nothing failed that may not fail
 * next time, and it reads nothing that changes by itself (`meta.fresh`: `isAnswerOfTheMoment`).
 */
export function isLasting(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.meta?.fresh !== true && (query.state.status !== 'error' || isClientError(query.state.error)));
}
