import { ITEMS_PAGE_MAX, itemsCountedUpTo, itemsPagePath, type ItemSearchParams, type ItemSearchResponse } from '@contracts/items.contract';
import { formatCount } from '@contracts/page-head';
import { NEAR_ME_RADIUS_MILES } from '@contracts/search.contract';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { RetryButton } from '@/components/ui/page-load-error';
import { Pagination } from '@/components/ui/pagination';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { ItemCard } from './item-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** "24 items matching "dresser" in stores open now within 100 miles of Austin, TX". */
export function itemsHeading(results: Pick<ItemSearchResponse, 'total' | 'place' | 'text' | 'page' | 'perPage'>, openNow: boolean): string {
  const counted =
    results.total >= itemsCountedUpTo(results.page, results.perPage) ? `${formatCount(results.total)}+` : formatCount(results.total);
  const found = `${counted} item${results.total === 1 ? '' : 's'}`;
  const matching = results.text ? ` matching “${results.text}”` : '';
  const near = results.place ? ` within ${NEAR_ME_RADIUS_MILES} miles of ${results.place.name}, ${results.place.stateAbbreviation}` : '';
  return `${found}${matching}${openNow ? ' in stores open now' : ''}${near}`;
}

export function ItemsResultsSkeleton() {
  return (
    <div>
      <LoadingStatus label="Searching the racks…" />
      <Skeleton className="h-8 w-2/3" />
      <div className={`mt-6 ${GRID}`}>
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function ItemsError({ onRetry, retrying, message }: { onRetry: () => void; retrying: boolean; message: string | null }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{message ?? 'An error occurred while searching the racks. Please try again.'}</p>
      {message === null && <RetryButton onRetry={onRetry} retrying={retrying} className="mt-4" />}
    </div>
  );
}

/** One page of items, or what to try when none matched; focus goes to the heading after moving pages. */
export function ItemsResultsList({
  params,
  results,
  focusHeading,
}: {
  params: ItemSearchParams;
  results: ItemSearchResponse;
  focusHeading: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [focusHeading, params.page]);

  if (results.total === 0) {
    return (
      <div role="status" className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <PackageSearch className="mx-auto size-10 text-stone-500" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold text-stone-900">Nothing on the racks matches</h2>
        <p className="mx-auto mt-2 max-w-xl text-stone-700">
          {results.place
            ? `No store within ${NEAR_ME_RADIUS_MILES} miles of ${results.place.name} lists such an item right now. Try fewer words, another category or a wider price range.`
            : 'No store lists such an item right now. Try fewer words, another category or a wider price range, or add a city to see what is near it.'}
        </p>
      </div>
    );
  }
  const totalPages = Math.min(ITEMS_PAGE_MAX, Math.ceil(results.total / results.perPage));
  return (
    <section aria-labelledby="items-results-heading">
      <h2 id="items-results-heading" ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-stone-900">
        {itemsHeading(results, params.openNow)}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {results.place ? 'The best matches first, then the nearest, then the newest.' : 'The best matches first, then the newest.'} Prices
        and stock are the stores’ own; check with the store before you go.
      </p>
      <ul className={`mt-6 ${GRID}`}>
        {results.items.map((item, index) => (
          <li key={item.id}>
            <ItemCard item={item} eager={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={params.page} totalPages={totalPages} pathFor={(page) => itemsPagePath({ ...params, page })} />
    </section>
  );
}
