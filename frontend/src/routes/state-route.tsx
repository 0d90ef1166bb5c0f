import { formatCount } from '@contracts/page-head';
import { useParams } from 'react-router';
import { PageLoadError } from '@/components/ui/page-load-error';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { UpdatedBadge } from '@/components/ui/updated-badge';
import { PRODUCT_PHRASE } from '@/config/site';
import { useStateCities } from '@/features/states/api/get-state-cities';
import { useStateDetail } from '@/features/states/api/get-state';
import { ConsignmentTools } from '@/features/states/components/consignment-tools';
import { StateArticle } from '@/features/states/components/state-article';
import { StateCityDirectory } from '@/features/states/components/state-city-directory';
import { StatePageSkeleton } from '@/features/states/components/state-page-skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { NotFoundRoute } from './not-found-route';

/** The API names no such state (404), or the address is no state slug at all (400). */
function isUnknownState(error: Error | null): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** State page `/:stateSlug` (spec section 2). */
export function StateRoute() {
  const { stateSlug = '' } = useParams();
  // A new state is a new page: the city filter starts empty again.
  return <StatePage key={stateSlug} stateSlug={stateSlug} />;
}

function StatePage({ stateSlug }: { stateSlug: string }) {
  const state = useStateDetail(stateSlug);
  const cities = useStateCities(stateSlug);


  // Page Not Found sets its own head.
  if (isUnknownState(state.error) || isUnknownState(cities.error)) return <NotFoundRoute />;
  if (state.isError || cities.isError) {
    return (
      <PageLoadError
        message="Failed to fetch state"
        retrying={state.isFetching || cities.isFetching}
        onRetry={() => {
          if (state.isError) void state.refetch();
          if (cities.isError) void cities.refetch();
        }}
      />
    );
  }
  if (state.isPending || cities.isPending) return <StatePageSkeleton />;

  const storeTotal = cities.data.reduce((sum, city) => sum + city.storeCount, 0);

  return (
    <>
      <section className="bg-gradient-to-b from-orange-50 to-stone-50 px-4 pt-6 pb-6 sm:px-6 sm:pt-8 sm:pb-8 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: state.data.name }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
            {PRODUCT_PHRASE} in {state.data.name}
          </h1>
          <div className="mt-4">
            <UpdatedBadge date="2023-05-17" />
          </div>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-stone-700">
            {storeTotal > 0
              ? `Browse ${formatCount(storeTotal)} consignment and resale ${storeTotal === 1 ? 'store' : 'stores'} in ${formatCount(cities.data.length)} ${cities.data.length === 1 ? 'city' : 'cities'} across ${state.data.name}. Pick a city to see its shops, hours and directions.`
              : `Find consignment and resale stores across ${state.data.name}: furniture, clothing, jewelry and more at a fraction of retail.`}
          </p>
        </div>
      </section>
      <StateCityDirectory state={state.data} cities={cities.data} />
      <StateArticle state={state.data} />
      <ConsignmentTools />
    </>
  );
}
