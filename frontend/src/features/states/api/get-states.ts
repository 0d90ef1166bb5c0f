import type { StateSummary } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/states`: every state and DC, sorted by name. */
export const statesQueryOptions = () =>
  directoryQueryOptions<StateSummary[]>(apiPaths.states(), (reader, options) => reader.states(options));

export const useStates = () => useQuery(statesQueryOptions());
