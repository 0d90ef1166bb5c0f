import { readItemSearchParams } from '@contracts/items.contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { QueryStates } from '@/components/ui/query-states';
import { ItemsError, ItemsResultsList, ItemsResultsSkeleton, ItemsSearchForm, useSearchItems } from '@/features/items';
import { ApiRequestError, apiErrorMessage } from '@/lib/api-client';

/** `/items?q=&category=&min=&max=&near=&page=`: Shop the racks: the form, then one page of items on sale. */
export function ItemsRoute() {
  const [searchParams] = useSearchParams();
  const params = readItemSearchParams(searchParams);
  const results = useSearchItems(params);

  // The page last shown: a different one now means the visitor moved pages (focus then goes to the results).
  const [shown, setShown] = useState<{ page: number; results: unknown; movedPage: boolean } | null>(null);
  if (results.data && (shown?.page !== params.page || shown.results !== results.data)) {
    setShown({ page: params.page, results: results.data, movedPage: shown !== null && shown.page !== params.page });
  }
  // A search the API refused (a place it does not know, min above max) says why; nothing to retry.
  const refusal = results.error instanceof ApiRequestError && results.error.status === 400 ? apiErrorMessage(results.error) : null;

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Shop the racks' }]} />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-4xl">Shop the racks</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        What is for sale in consignment stores near you, from the stores’ own shops: search by item, price and place, then visit the store.
      </p>
      <div className="mt-6">
        <ItemsSearchForm key={searchParams.toString()} params={params} openNowTotal={results.data?.openNowTotal} />
      </div>
      <div className="mt-8">
        <QueryStates
          queries={{ results }}
          renderError={(failure) => <ItemsError onRetry={failure.retry} retrying={failure.retrying} message={refusal} />}
          pending={<ItemsResultsSkeleton />}
        >
          {(data) => <ItemsResultsList params={params} results={data.results} focusHeading={shown?.movedPage ?? false} />}
        </QueryStates>
      </div>
    </PageContainer>
  );
}
