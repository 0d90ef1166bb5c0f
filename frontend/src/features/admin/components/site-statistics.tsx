import { useEffect, useId, type ReactNode } from 'react';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { useStats } from '@/features/stats';
import { useSitemapUrlCount } from '../api/get-sitemap-status';
import { formatCount } from './admin-format';
import { panelClass } from './admin-ui';

/** A figure's value: a placeholder while it loads, '—' when it could not be read. */
function figureValue(pending: boolean, value: number | undefined): ReactNode {
  if (pending) return <Skeleton className="h-7 w-16" />;
  return value === undefined ? '—' : formatCount(value);
}

/**
 * 'Site Statistics': the directory's live totals (`/api/stats`) and the number of pages in the
 * sitemap (its URL count). Placeholders while they load.
 */
export function SiteStatistics() {
  const titleId = useId();
  const stats = useStats();
  const urlCount = useSitemapUrlCount();

  useEffect(() => {
    if (stats.error) console.error('Could not load the site statistics', stats.error);
  }, [stats.error]);

  const figures = [
    { label: 'States', value: figureValue(stats.isPending, stats.data?.stateCount) },
    { label: 'Cities', value: figureValue(stats.isPending, stats.data?.cityCount) },
    { label: 'Stores', value: figureValue(stats.isPending, stats.data?.storeCount) },
    { label: 'Pages', value: figureValue(urlCount.isPending, urlCount.data) },
  ];

  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        Site Statistics
      </h2>
      {(stats.isPending || urlCount.isPending) && <LoadingStatus label="Loading site statistics…" />}
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-orange-50 p-4">
            <dt className="text-sm font-medium text-stone-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-orange-800 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
