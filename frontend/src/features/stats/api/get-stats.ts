import type { DirectoryStats } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/stats`: the directory's live totals. */
export const statsQueryOptions = () => directoryQueryOptions<DirectoryStats>(apiPaths.stats(), (reader, options) => reader.stats(options));

export const useStats = () => useQuery(statsQueryOptions());
