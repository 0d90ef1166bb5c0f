import { isRunnableSearch, readSearchParams, searchPagePath } from '@contracts/search.contract';
import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { QueryStates } from '@/components/ui/query-states';
import { PRODUCT_PHRASE } from '@/config/site';
import { useSearchFacets, useSearchStores } from '@/features/search/api/search-stores';
import { findState } from '@/features/search/find-state';
import { SearchForm } from '@/features/search/components/search-form';
import { NearMeFromText } from '@/features/search/components/search-reading';
import { SearchError, SearchResultsList, SearchResultsSkeleton } from '@/features/search/components/search-results';
import { useStates } from '@/features/states/api/get-states';

/** `/search?q=&features=&state=&page=` (and `lat`/`lng` near the visitor): the form, then one page of results. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const params = readSearchParams(searchParams);
  const states = useStates();
  const results = useSearchStores(params);
  const facets = useSearchFacets(params, results.isSuccess);
  const stateName = findState(states.data, params.state)?.name;

  // The page whose results were last shown: a different one now means the visitor moved pages (kept
  // while rendering: React's way to remember what an earlier render showed).
  const [shown, setShown] = useState<{ page: number; results: unknown; movedPage: boolean } | null>(null);
  if (results.data && (shown?.page !== params.page || shown.results !== results.data)) {
    setShown({ page: params.page, results: results.data, movedPage: shown !== null && shown.page !== params.page });
  }
  const movedPage = shown?.movedPage ?? false;

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-4xl">Search {PRODUCT_PHRASE}</h1>
      <div className="mt-6">
        {/* A new address (back, forward, another search) starts the form from it again. */}
        <SearchForm key={searchParams.toString()} params={params} facets={facets.data} />
      </div>
      {params.near && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <MapPin className="size-4 text-orange-800" aria-hidden="true" />
          Showing stores near your location.
          <Link
            to={searchPagePath({ ...params, near: null, page: 1 })}
            className="inline-flex items-center gap-1 font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
          >
            <X className="size-3.5" aria-hidden="true" />
            Stop using my location
          </Link>
        </p>
      )}
      <div className="mt-8">
        {!isRunnableSearch(params) ? (
          <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
            Type a store name, city, state or ZIP code above and press Search, or use Near me to see the stores around you.
          </p>
        ) : (
          <QueryStates
            queries={{ results }}
            renderError={(failure) => <SearchError onRetry={failure.retry} retrying={failure.retrying} />}
            pending={<SearchResultsSkeleton />}
          >
            {(data) => (
              <>
                {data.results.reading.nearMe && !params.near && (
                  <NearMeFromText key={searchParams.toString()} params={params} text={data.results.reading.text} />
                )}
                <SearchResultsList params={params} results={data.results} stateName={stateName} focusHeading={movedPage} />
              </>
            )}
          </QueryStates>
        )}
      </div>
    </PageContainer>
  );
}
