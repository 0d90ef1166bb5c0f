import type { StateSummary } from '@contracts/api.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Query keys of everything under `/api/states`, from the broadest to the most specific. */
export const stateQueryKeys = {
  all: ['states'] as const,
  list: () => [...stateQueryKeys.all, 'list'] as const,
  detail: (stateSlug: string) => [...stateQueryKeys.all, 'detail', stateSlug] as const,
};

/** `GET /api/states`: every state and DC, sorted by name. */
export function getStates(signal?: AbortSignal): Promise<StateSummary[]> {
  return apiGet<StateSummary[]>('/api/states', { signal });
}

export function statesQueryOptions() {
  return queryOptions({
    queryKey: stateQueryKeys.list(),
    queryFn: ({ signal }) => getStates(signal),
  });
}

export function useStates() {
  return useQuery(statesQueryOptions());
}
