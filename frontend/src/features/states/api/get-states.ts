import type { StateSummary } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/states`: every state and DC, sorted by name. */
export const statesQueryOptions = () => apiQueryOptions<StateSummary[]>(apiPaths.states());

export const useStates = () => useQuery(statesQueryOptions());
