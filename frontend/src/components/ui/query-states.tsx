import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { PageLoadError } from './page-load-error';

/** The queries a screen waits for, by name: `{ city, stores }`. */
export type QueryMap = Record<string, UseQueryResult<unknown, Error>>;

/** Their data once every one has arrived, under the same names. */
export type QueryData<Queries extends QueryMap> = {
  [Name in keyof Queries]: Extract<Queries[Name], { status: 'success' }>['data'];
};

/** Queries that failed, and how to ask for them again. */
export interface QueryFailure<Name extends PropertyKey = string> {
  /** The names of the failed queries, in the order the screen gave them. */
  failed: Name[];
  /** Fetches again the failed queries only. */
  retry: () => void;
  /** Whether one of the queries is being fetched now (a retry under way). */
  retrying: boolean;
}

/** What a screen shows, of its queries: what it asked for is not there, a failure, a wait, or the data. */
export type QueryState<Queries extends QueryMap> =
  | { status: 'not-found' }
  | { status: 'error'; failure: QueryFailure<keyof Queries & string> }
  | { status: 'pending' }
  | { status: 'success'; data: QueryData<Queries> };

/**
 * The state of a screen's queries, decided in this order: a failure whose status is one of
 * `notFoundStatuses` (none: never) makes the whole screen 'not-found'; any other failure 'error';
 * one still without data 'pending'; else 'success' with every query's data.
 */
export function readQueryStates<Queries extends QueryMap>(queries: Queries, notFoundStatuses: readonly number[] = []): QueryState<Queries> {
  const entries = Object.entries(queries) as Array<[keyof Queries & string, UseQueryResult<unknown, Error>]>;
  const failed = entries.filter(([, query]) => query.isError);
  if (failed.length > 0) {
    const notFound = failed.some(([, query]) => query.error instanceof ApiRequestError && notFoundStatuses.includes(query.error.status));
    if (notFound) return { status: 'not-found' };
    return {
      status: 'error',
      failure: {
        failed: failed.map(([name]) => name),
        retry: () => {
          for (const [, query] of failed) void query.refetch();
        },
        retrying: entries.some(([, query]) => query.isFetching),
      },
    };
  }
  if (entries.some(([, query]) => query.isPending)) return { status: 'pending' };
  const data = Object.fromEntries(entries.map(([name, query]) => [name, query.data])) as QueryData<Queries>;
  return { status: 'success', data };
}

/** The message of the first failed query: one text for all, or one per query. */
function failureMessage<Name extends string>(message: string | Record<Name, string>, failure: QueryFailure<Name>): string {
  if (typeof message === 'string') return message;
  const [first] = failure.failed;
  return first === undefined ? '' : message[first];
}

interface QueryStatesBaseProps<Queries extends QueryMap> {
  /** The screen's queries, by name; `children` gets their data under the same names. */
  queries: Queries;
  /** Shown while one of them has no data yet: the screen's skeleton. */
  pending: ReactNode;
  /**
   * Shown when the API says the thing asked for is not there (a status of `notFoundStatuses`):
   * the screen's own not-found screen. Without it, every failure is an error.
   */
  notFound?: ReactNode;
  /** The statuses that mean 'not there' for this screen: [404] unless given (the state page adds 400). */
  notFoundStatuses?: readonly number[];
  children: (data: QueryData<Queries>) => ReactNode;
}

type QueryStatesErrorProps<Queries extends QueryMap> =
  | {
      /**
       * The message of the page-wide error (`PageLoadError`, whose Try Again fetches the failed
       * queries again): one text, or one per query, the first failed query's shown.
       */
      errorMessage: string | Record<keyof Queries & string, string>;
      renderError?: never;
    }
  | {
      /** A failure shown some other way than `PageLoadError` (a section's own message). */
      renderError: (failure: QueryFailure<keyof Queries & string>) => ReactNode;
      errorMessage?: never;
    };

export type QueryStatesProps<Queries extends QueryMap> = QueryStatesBaseProps<Queries> & QueryStatesErrorProps<Queries>;

/**
 * A screen's not-found, error, loading and loaded states, written once:
 *
 * ```tsx
 * <QueryStates
 *   queries={{ city, stores }}
 *   notFound={<NotFoundRoute />}
 *   errorMessage={{ city: 'Failed to fetch city', stores: 'Failed to fetch stores' }}
 *   pending={<CityPageSkeleton />}
 * >
 *   {({ city, stores }) => <CityDetails city={city} cityStores={stores} />}
 * </QueryStates>
 * ```
 *
 * The screen passes in what to show for each state (shared code knows no route or feature).
 */
export function QueryStates<Queries extends QueryMap>(props: QueryStatesProps<Queries>): ReactNode {
  const { queries, pending, notFound, notFoundStatuses = [404], errorMessage = '', renderError, children } = props;
  const state = readQueryStates(queries, notFound === undefined ? [] : notFoundStatuses);
  switch (state.status) {
    case 'not-found':
      return notFound;
    case 'error':
      if (renderError) return renderError(state.failure);
      return (
        <PageLoadError
          message={failureMessage(errorMessage, state.failure)}
          onRetry={state.failure.retry}
          retrying={state.failure.retrying}
        />
      );
    case 'pending':
      return pending;
    case 'success':
      return children(state.data);
  }
}
