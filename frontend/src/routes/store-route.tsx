import { useParams } from 'react-router';
import { useStore } from '@/features/stores/api/get-store';
import { PageLoadError } from '@/components/ui/page-load-error';
import { StoreDetails } from '@/features/stores/components/store-details';
import { StoreNotFound, StorePageSkeleton } from '@/features/stores/components/store-page-states';
import { ApiRequestError } from '@/lib/api-client';

/** `/:stateSlug/:citySlug/:storeSlug`: one store, its features, hours, location and nearby cities. */
export function StoreRoute() {
  const { storeSlug = '' } = useParams();
  const store = useStore(storeSlug);
  const notFound = store.error instanceof ApiRequestError && store.error.status === 404;

  // An unknown store gets the same head the server sends for its address.

  if (store.isError) {
    if (notFound) return <StoreNotFound />;
    return <PageLoadError message="Failed to fetch store" onRetry={() => void store.refetch()} retrying={store.isFetching} />;
  }
  if (store.isPending) return <StorePageSkeleton />;
  return <StoreDetails key={store.data.id} store={store.data} />;
}
