import { readFilters } from '@contracts/search.contract';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCity } from '@/features/cities/api/get-city';
import { useCityStores } from '@/features/cities/api/get-city-stores';
import { CityDetails } from '@/features/cities/components/city-details';
import { CityPageSkeleton } from '@/features/cities/components/city-page-states';
import { QueryStates } from '@/components/ui/query-states';
import { NotFoundRoute } from './not-found-route';

/** `/:stateSlug/:citySlug`: the city's stores, then popular searches, nearby cities and an About text. */
export function CityRoute() {
  const { stateSlug = '', citySlug = '' } = useParams();
  const city = useCity(stateSlug, citySlug);
  const [searchParams] = useSearchParams();
  const features = readFilters(searchParams);
  const cityStores = useCityStores(stateSlug, citySlug, features);

  // An unknown city gets the same head the server sends for its address.
  return (
    <QueryStates
      queries={{ city, cityStores }}
      notFound={<NotFoundRoute />}
      errorMessage={{ city: 'Failed to fetch city', cityStores: 'Failed to fetch stores' }}
      pending={<CityPageSkeleton />}
    >
      {(data) => (
        <CityDetails
          key={`${stateSlug}/${citySlug}`}
          city={data.city}
          cityStores={data.cityStores}
          features={features}
          pending={cityStores.isPlaceholderData}
        />
      )}
    </QueryStates>
  );
}
