import type { StateSummary } from '@contracts/api.contract';

/** The state a search's `state` parameter names, by slug or two-letter code (any case). */
export function findState(states: StateSummary[] | undefined, key: string): StateSummary | undefined {
  const wanted = key.trim().toLowerCase();
  if (!wanted) return undefined;
  return states?.find((state) => state.slug === wanted || state.abbreviation.toLowerCase() === wanted);
}
