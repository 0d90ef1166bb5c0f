import type { StoreSummary } from '@contracts/api.contract';

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
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-orange-800" />
      <span>{formatStoreAddress(store)}</span>
    </p>
  );
}

export function MapPinIcon({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="m9.69 18.933.003.001a.75.75 0 0 0 .614 0l.003-.001.009-.004.028-.013a13 13 0 0 0 .43-.215 19 19 0 0 0 4.45-3.311C16.895 13.733 18 11.6 18 9A8 8 0 1 0 2 9c0 2.6 1.105 4.733 2.773 6.39a19 19 0 0 0 4.88 3.526l.028.013.009.004ZM10 11.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
