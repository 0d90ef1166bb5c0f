import { useParams } from 'react-router-dom';
import { useStore } from '@/features/stores/api/get-store';
import { QueryStates } from '@/components/ui/query-states';
import { StoreDetails } from '@/features/stores/components/store-details';
import { StoreNotFound, StorePageSkeleton } from '@/features/stores/components/store-page-states';

/** `/:stateSlug/:citySlug/:storeSlug`: one store, its features, hours, location and nearby cities. */
export function StoreRoute() {
  const { storeSlug = '' } = useParams();
  const store = useStore(storeSlug);

  // An unknown store gets the same head the server sends for its address.
  return (
    <QueryStates queries={{ store }} notFound={<StoreNotFound />} errorMessage="Failed to fetch store" pending={<StorePageSkeleton />}>
      {(data) => <StoreDetails key={data.store.id} store={data.store} />}
    </QueryStates>
  );
}
