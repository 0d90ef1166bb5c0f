import type { SearchDidYouMean, SearchResults as SearchResultsData } from '@contracts/api.contract';
import { SUGGEST_STORE_PAGE_PATH } from '@contracts/contributions.contract';
import { formatCount } from '@contracts/page-head';
import { NEAR_ME_RADIUS_MILES, searchPagePath, type SearchParams } from '@contracts/search.contract';
import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { RetryButton } from '@/components/ui/page-load-error';
import { Pagination } from '@/components/ui/pagination';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_PHRASE } from '@/config/site';
import { HEADER_POPULAR_CITIES } from '@/config/popular-cities';
import { SearchPlaceLine } from './search-place-line';
import { FallbackNotice, placeLabel, ReadingLine } from './search-reading';
import { SearchResultCard } from './search-result-card';

/**
 * 'Found 12 Consignment Stores in Texas matching "austin"', and its near-me variants. A common word
 * finds more stores than the server counts: 'Found 1,000+ ...'.
 */
export function resultsHeading(
  params: SearchParams,
  results: Pick<SearchResultsData, 'total' | 'totalIsLowerBound' | 'fallback'>,
  stateName: string | undefined,
): string {
  const found = `Found ${formatCount(results.total)}${results.totalIsLowerBound ? '+' : ''} ${PRODUCT_PHRASE}`;
  const inState = stateName ? ` in ${stateName}` : '';
  const { fallback } = results;
  // Not every word matched: what the results are instead.
  if (fallback?.kind === 'fewer-words') return `${found}${inState} matching "${fallback.text}"`;
  if (fallback?.place) return `${found} ${fallback.kind === 'nearest' ? 'near' : 'in'} ${placeLabel(fallback.place)}`;
  if (!params.q) return `${found}${inState} within ${NEAR_ME_RADIUS_MILES} miles of you`;
  return `${found}${inState} matching "${params.q}"${params.near ? ', nearest first' : ''}`;
}

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const LINK = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900';
/** Popular cities the No Results page offers. */
const POPULAR_CITIES_SHOWN = 8;

export function SearchResultsSkeleton() {
  return (
    <div>
      <LoadingStatus label="Searching…" />
      <Skeleton className="h-8 w-2/3" />
      <div className={`mt-6 ${GRID}`}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function SearchError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">Error: An error occurred while fetching results. Please try again.</p>
      <RetryButton onRetry={onRetry} retrying={retrying} className="mt-4" />
    </div>
  );
}

/**
 * Nothing found: the spec's words, then what may have been meant (the closest city and store names)
 * and the popular cities, each a link, before the way to the states and to suggest a store.
 */
export function NoResults({ didYouMean }: { didYouMean: SearchDidYouMean | undefined }) {
  const meant = didYouMean
    ? [
        ...didYouMean.cities.map((city) => ({ label: `${city.name}, ${city.stateAbbreviation}`, path: city.path })),
        ...didYouMean.stores.map((store) => ({ label: `${store.name} (${store.city}, ${store.stateAbbreviation})`, path: store.path })),
      ]
    : [];
  return (
    <div role="status" className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <SearchX className="mx-auto size-10 text-stone-500" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold text-stone-900">No Results Found</h2>
      <p className="mx-auto mt-2 max-w-xl text-stone-700">
        We couldn't find any {PRODUCT_PHRASE} matching your search criteria. Try broadening your search or exploring stores by state or
        city.
      </p>
      {meant.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-stone-900">Did you mean</h3>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
            {meant.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4">
        <h3 className="font-semibold text-stone-900">Popular cities</h3>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
          {HEADER_POPULAR_CITIES.slice(0, POPULAR_CITIES_SHOWN).map((city) => (
            <li key={city.path}>
              <Link to={city.path} className={LINK}>
                {city.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Link to="/sitemap" className={`mt-4 inline-block ${LINK}`}>
        Browse all states and cities
      </Link>
      <p className="mt-4 border-t border-stone-200 pt-4 text-stone-700">
        Know a store we’re missing?{' '}
        <Link to={SUGGEST_STORE_PAGE_PATH} className={LINK}>
          Suggest a store
        </Link>
      </p>
    </div>
  );
}

/**
 * One page of results: the heading, the city the search read first (when it read one), the grid of
 * cards and the pagination. With `focusHeading` (after moving to another page) focus goes to the
 * heading, so keyboard and screen-reader users start at the new results.
 */
export function SearchResultsList({
  params,
  results,
  stateName,
  focusHeading,
}: {
  params: SearchParams;
  results: SearchResultsData;
  stateName: string | undefined;
  focusHeading: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [focusHeading, params.page]);

  if (results.total === 0) return <NoResults didYouMean={results.didYouMean} />;
  return (
    <section aria-labelledby="search-results-heading">
      {results.fallback && <FallbackNotice params={params} fallback={results.fallback} />}
      <h2
        id="search-results-heading"
        ref={heading}
        tabIndex={-1}
        className={`scroll-mt-24 text-2xl font-bold tracking-tight text-stone-900 ${results.fallback ? 'mt-6' : ''}`}
      >
        {resultsHeading(params, results, stateName)}
      </h2>
      {!results.fallback && <ReadingLine reading={results.reading} />}
      <SearchPlaceLine place={results.place} />
      {results.totalPages > 1 && (
        <p className="mt-1 text-sm text-stone-600">
          Page {formatCount(params.page)} of {formatCount(results.totalPages)}
        </p>
      )}
      <ul className={`mt-6 ${GRID}`}>
        {results.stores.map((store, index) => (
          <li key={store.id}>
            <SearchResultCard store={store} first={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={params.page} totalPages={results.totalPages} pathFor={(page) => searchPagePath({ ...params, page })} />
    </section>
  );
}
