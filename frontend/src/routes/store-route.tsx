import { useParams } from 'react-router-dom';
import { useClosedStore } from '@/features/stores/api/get-closed-store';
import { useStore } from '@/features/stores/api/get-store';
import { QueryStates } from '@/components/ui/query-states';
import { ClosedStoreDetails } from '@/features/stores/components/closed-store-details';
import { StoreDetails } from '@/features/stores/components/store-details';
import { StoreNotFound, StorePageSkeleton } from '@/features/stores/components/store-page-states';
import { ApiRequestError } from '@/lib/api-client';

/** `/:stateSlug/:citySlug/:storeSlug`: one store, its features, hours, location and nearby cities; or that it has closed. */
export function StoreRoute() {
  const { storeSlug = '' } = useParams();
  const store = useStore(storeSlug);

  // A closed store's read answers 410: its page says so (the server sends it with that status).
  if (store.error instanceof ApiRequestError && store.error.status === 410) return <ClosedStore storeSlug={storeSlug} />;

  // An unknown store gets the same head the server sends for its address.
  return (
    <QueryStates queries={{ store }} notFound={<StoreNotFound />} errorMessage="Failed to fetch store" pending={<StorePageSkeleton />}>
      {(data) => <StoreDetails key={data.store.id} store={data.store} />}
    </QueryStates>
  );
}

function ClosedStore({ storeSlug }: { storeSlug: string }) {
  const closed = useClosedStore(storeSlug);
  return (
    <QueryStates queries={{ closed }} notFound={<StoreNotFound />} errorMessage="Failed to fetch store" pending={<StorePageSkeleton />}>
      {(data) => <ClosedStoreDetails store={data.closed} />}
    </QueryStates>
  );
}
