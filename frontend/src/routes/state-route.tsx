import type { CityWithStoreCount, StateDetail } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { stateCard } from '@contracts/directory-page-heads';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { QueryStates } from '@/components/ui/query-states';
import { UpdatedBadge } from '@/components/ui/updated-badge';
import { useStateCities } from '@/features/states/api/get-state-cities';
import { useStateDetail } from '@/features/states/api/get-state';
import { ConsignmentTools } from '@/features/states/components/consignment-tools';
import { StateArticle } from '@/features/states/components/state-article';
import { StateCityDirectory } from '@/features/states/components/state-city-directory';
import { StatePageSkeleton } from '@/features/states/components/state-page-skeleton';
import { NotFoundRoute } from './not-found-route';

/** The API names no such state (404), or the address is no state slug at all (400). */
const UNKNOWN_STATE_STATUSES = [404, 400];

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
  return (
    <QueryStates
      queries={{ state, cities }}
      notFound={<NotFoundRoute />}
      notFoundStatuses={UNKNOWN_STATE_STATUSES}
      errorMessage="Failed to fetch state"
      pending={<StatePageSkeleton />}
    >
      {(data) => <StateDetails state={data.state} cities={data.cities} />}
    </QueryStates>
  );
}

function StateDetails({ state, cities }: { state: StateDetail; cities: CityWithStoreCount[] }) {
  const storeTotal = cities.reduce((sum, city) => sum + city.storeCount, 0);

  return (
    <>
      <section className="bg-gradient-to-b from-orange-50 to-stone-50 px-4 pt-6 pb-6 sm:px-6 sm:pt-8 sm:pb-8 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: state.name }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">{stateCard(state).title}</h1>
          <div className="mt-4">
            <UpdatedBadge date="2023-05-17" />
          </div>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-stone-700">
            {storeTotal > 0
              ? `Browse ${formatCount(storeTotal)} consignment and resale ${storeTotal === 1 ? 'store' : 'stores'} in ${formatCount(cities.length)} ${cities.length === 1 ? 'city' : 'cities'} across ${state.name}. Pick a city to see its shops, hours and directions.`
              : `Find consignment and resale stores across ${state.name}: furniture, clothing, jewelry and more at a fraction of retail.`}
          </p>
        </div>
      </section>
      <StateCityDirectory state={state} cities={cities} />
      <StateArticle state={state} />
      <ConsignmentTools />
    </>
  );
}
