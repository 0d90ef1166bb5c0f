import { useParams } from 'react-router';
import { useCity } from '@/features/cities/api/get-city';
import { useCityStores } from '@/features/cities/api/get-city-stores';
import { CityDetails } from '@/features/cities/components/city-details';
import { CityPageSkeleton } from '@/features/cities/components/city-page-states';
import { PageLoadError } from '@/components/ui/page-load-error';
import { ApiRequestError } from '@/lib/api-client';
import { NotFoundRoute } from './not-found-route';

/** `/:stateSlug/:citySlug`: the city's stores, then popular searches, nearby cities and an About text. */
export function CityRoute() {
  const { stateSlug = '', citySlug = '' } = useParams();
  const city = useCity(stateSlug, citySlug);
  const cityStores = useCityStores(stateSlug, citySlug);
  const error = city.error ?? cityStores.error;
  const notFound = error instanceof ApiRequestError && error.status === 404;

  // An unknown city gets the same head the server sends for its address.

  if (city.isError || cityStores.isError) {
    if (notFound) return <NotFoundRoute />;
    const retry = () => {
      if (city.isError) void city.refetch();
      if (cityStores.isError) void cityStores.refetch();
    };
    return (
      <PageLoadError
        message={city.isError ? 'Failed to fetch city' : 'Failed to fetch stores'}
        onRetry={retry}
        retrying={city.isFetching || cityStores.isFetching}
      />
    );
  }
  if (city.isPending || cityStores.isPending) return <CityPageSkeleton />;
  return <CityDetails key={`${stateSlug}/${citySlug}`} city={city.data} cityStores={cityStores.data} />;
}
