import type { StateDetail } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/states/:stateSlug`: the state with its city and store totals. */
export const stateQueryOptions = (stateSlug: string) =>
  directoryQueryOptions<StateDetail>(apiPaths.state(stateSlug), (reader, options) => reader.state(stateSlug, options));

export const useStateDetail = (stateSlug: string) => useQuery(stateQueryOptions(stateSlug));
