import type { DirectoryStats } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/stats`: the directory's live totals. */
export const statsQueryOptions = () => apiQueryOptions<DirectoryStats>(apiPaths.stats());

export const useStats = () => useQuery(statsQueryOptions());
