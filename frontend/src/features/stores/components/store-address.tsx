import type { StoreSummary } from '@contracts/api.contract';
import { ListIcon } from '@/components/ui/list-icon';

type AddressParts = Pick<StoreSummary, 'address' | 'city' | 'stateAbbreviation' | 'zipCode'>;

/** '30443 10th Cir, Los Angeles, CA 90021'. */
export function formatStoreAddress(store: AddressParts): string {
  return `${store.address}, ${store.city}, ${store.stateAbbreviation} ${store.zipCode}`;
}

/** A maps search for the store's full address, as 'Get Directions' opens it. */
export function directionsUrl(store: AddressParts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatStoreAddress(store))}`;
}

/** The address line with a map-pin icon. */
export function StoreAddress({ store, className = '' }: { store: AddressParts; className?: string }) {
  return (
    <p className={`flex items-start gap-2 text-stone-700 ${className}`}>
      <ListIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-orange-800" />
      <span>{formatStoreAddress(store)}</span>
    </p>
  );
}
