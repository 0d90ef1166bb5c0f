import type { DirectoryStats as DirectoryStatsData } from '@contracts/api.contract';
import { useEffect } from 'react';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { useStats } from '@/features/stats';
import { HomeSection } from './home-section';

const STAT_FIGURES: ReadonlyArray<{ key: keyof DirectoryStatsData; label: string }> = [
  { key: 'stateCount', label: 'STATES' },
  { key: 'cityCount', label: 'CITIES' },
  { key: 'storeCount', label: 'STORES' },
  { key: 'avgPerCity', label: 'AVG PER CITY' },
];

/** Thousands separators; the average may carry one decimal. */
const statFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const EMPTY_STATS: DirectoryStatsData = { stateCount: 0, cityCount: 0, storeCount: 0, avgPerCity: 0 };

/** Every card, loaded or not, has this height, so nothing moves when the figures arrive. */
const cardClass = 'flex h-32 flex-col items-center justify-center rounded-2xl border border-stone-200 bg-white p-4 shadow-sm';

/**
 * 'Our Nationwide Directory': live totals from `/api/stats`. Four placeholder cards while loading;
 * a failure is logged and the counts stay at 0 (spec sections 4 and 8).
 */
export function DirectoryStats() {
  const stats = useStats();

  useEffect(() => {
    if (stats.error) console.error('Could not load the directory statistics', stats.error);
  }, [stats.error]);

  return (
    <HomeSection
      id="home-directory-stats"
      title="Our Nationwide Directory"
      lead="Live figures from our directory of consignment and resale shops across the United States."
    >
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <LoadingStatus label="Loading directory statistics…" />
          {STAT_FIGURES.map((figure) => (
            <div key={figure.key} className={cardClass}>
              <Skeleton className="h-9 w-20" />
              <Skeleton className="mt-3 h-4 w-24" />
            </div>
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STAT_FIGURES.map((figure) => (
            <div key={figure.key} className={cardClass}>
              {/* The label comes first for assistive technology, the figure first on screen. */}
              <dt className="order-last mt-2 text-center text-xs font-semibold tracking-wider text-stone-600 sm:text-sm">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-orange-800 tabular-nums sm:text-4xl">
                {statFormat.format((stats.data ?? EMPTY_STATS)[figure.key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </HomeSection>
  );
}
