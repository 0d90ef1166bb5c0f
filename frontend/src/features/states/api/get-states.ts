import type { StateSummary } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/states`: every state and DC, sorted by name. */
export const getStates = (signal?: AbortSignal) => apiGet<StateSummary[]>(apiPaths.states(), { signal });

export const statesQueryOptions = () => apiQueryOptions<StateSummary[]>(apiPaths.states());

export const useStates = () => useQuery(statesQueryOptions());
